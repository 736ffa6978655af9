import type { IncomingMessage } from "node:http";
import { encode } from "next-auth/jwt";
import { parseCookieHeader, readChunkedCookie } from "@/lib/auth/session-token";
import { createOriginCheck, createSessionAuthenticator } from "./authenticate";

const SECRET = "authenticate-test-secret-0123456789abcdef";
const USER = "0b7a4f9e-3c1d-4e2a-9f8b-6d5c4b3a2918";
const SESSION = "7c1e2d3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f";

function request(cookie?: string): IncomingMessage {
  return { headers: cookie === undefined ? {} : { cookie } } as IncomingMessage;
}

function authenticator(versions: Record<string, number> = { [USER]: 3 }) {
  const asked: string[] = [];
  const authenticate = createSessionAuthenticator({
    secret: SECRET,
    // Stands in for the database: the user's current version, and one live session record.
    sessionAccess: async (claims) => {
      asked.push(claims.sub);
      return versions[claims.sub] === claims.sv && claims.sid === SESSION ? { staff: false } : null;
    },
  });
  return { authenticate, asked };
}

describe("parseCookieHeader", () => {
  it("splits, trims and decodes; the first of two equal names wins", () => {
    const cookies = parseCookieHeader("a=1; b=x%20y;a=2; broken; =nameless; c=");
    expect([...cookies]).toEqual([
      ["a", "1"],
      ["b", "x y"],
      ["c", ""],
    ]);
    expect(parseCookieHeader(undefined).size).toBe(0);
    expect(parseCookieHeader("bad=%E0%A4%A").get("bad")).toBe("%E0%A4%A");
  });
});

describe("readChunkedCookie", () => {
  it("joins next-auth's chunks in numeric order", () => {
    const cookies = new Map([
      ["tok.10", "K"],
      ["tok.2", "C"],
      ["tok.0", "A"],
      ["tok.1", "B"],
      ["tok.x", "ignored"],
      ["tokother", "ignored"],
    ]);
    expect(readChunkedCookie(cookies, "tok")).toBe("ABCK");
    expect(readChunkedCookie(new Map([["tok", "whole"]]), "tok")).toBe("whole");
    expect(readChunkedCookie(new Map(), "tok")).toBeUndefined();
  });
});

describe("createSessionAuthenticator", () => {
  const token = (claims: Record<string, unknown>, secret = SECRET, maxAge?: number) => encode({ token: claims, secret, maxAge });

  it("accepts a session whose version is the user's current one", async () => {
    const { authenticate, asked } = authenticator();
    const cookie = `other=1; next-auth.session-token=${await token({ sub: USER, sv: 3, sid: SESSION })}`;
    await expect(authenticate(request(cookie))).resolves.toEqual({ userId: USER, sessionId: SESSION, staff: false });
    expect(asked).toEqual([USER]);
  });

  it("accepts the __Secure- cookie of https sites, and a chunked cookie", async () => {
    const { authenticate } = authenticator();
    const value = await token({ sub: USER, sv: 3, sid: SESSION });
    await expect(authenticate(request(`__Secure-next-auth.session-token=${value}`))).resolves.toEqual({ userId: USER, sessionId: SESSION, staff: false });
    const half = Math.floor(value.length / 2);
    const chunked = `next-auth.session-token.1=${value.slice(half)}; next-auth.session-token.0=${value.slice(0, half)}`;
    await expect(authenticate(request(chunked))).resolves.toEqual({ userId: USER, sessionId: SESSION, staff: false });
  });

  it("refuses an ended session (bumped version, another session record) and a deleted user", async () => {
    const { authenticate } = authenticator({ [USER]: 4 });
    await expect(authenticate(request(`next-auth.session-token=${await token({ sub: USER, sv: 3, sid: SESSION })}`))).resolves.toBeNull();
    const revoked = "1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d";
    await expect(authenticate(request(`next-auth.session-token=${await token({ sub: USER, sv: 4, sid: revoked })}`))).resolves.toBeNull();
    const other = "5f2d1c0b-aaaa-4bbb-8ccc-123456789abc";
    await expect(authenticate(request(`next-auth.session-token=${await token({ sub: other, sv: 1, sid: SESSION })}`))).resolves.toBeNull();
  });

  it("refuses without asking the database: no cookie, garbage, another secret, expired, or bad claims", async () => {
    const { authenticate, asked } = authenticator();
    const expired = await token({ sub: USER, sv: 3, sid: SESSION }, SECRET, -60);
    const cookies = [
      undefined,
      "",
      "next-auth.session-token=not-a-jwe",
      `next-auth.session-token=${await token({ sub: USER, sv: 3, sid: SESSION }, "another-secret-0123456789abcdefghij")}`,
      `next-auth.session-token=${expired}`,
      `next-auth.session-token=${await token({ sub: "not-a-uuid", sv: 3 })}`,
      `next-auth.session-token=${await token({ sub: USER })}`,
      `next-auth.session-token=${await token({ sub: USER, sv: 3 })}`,
      `next-auth.session-token=${await token({ sub: USER, sv: "3" })}`,
      `session=${await token({ sub: USER, sv: 3, sid: SESSION })}`,
    ];
    for (const cookie of cookies) await expect(authenticate(request(cookie))).resolves.toBeNull();
    expect(asked).toEqual([]);
  });
});

describe("createOriginCheck", () => {
  const upgrade = (host: string) => ({ headers: { host } }) as IncomingMessage;

  it("allows the public URL's origin and requests without Origin only", () => {
    const allowed = createOriginCheck({ publicUrl: "https://boroughbright.nyc", publicUrlConfigured: true });
    const req = upgrade("boroughbright.nyc");
    expect(allowed(undefined, req)).toBe(true);
    expect(allowed("https://boroughbright.nyc", req)).toBe(true);
    expect(allowed("http://boroughbright.nyc", req)).toBe(false);
    expect(allowed("https://boroughbright.nyc.evil.test", req)).toBe(false);
    expect(allowed("null", req)).toBe(false);
    expect(allowed("http://localhost:3000", upgrade("localhost:3000"))).toBe(false);
    expect(createOriginCheck({ publicUrl: "http://127.0.0.1:3000/", publicUrlConfigured: true })("http://127.0.0.1:3000", upgrade("127.0.0.1:3000"))).toBe(true);
  });

  // Issue #24: a demo opened at http://127.0.0.1:3000 instead of localhost lost its live notices.
  it("without PUBLIC_URL (the demo), accepts both loopback names, and nothing looser", () => {
    const allowed = createOriginCheck({ publicUrl: "http://localhost:3000", publicUrlConfigured: false });
    expect(allowed("http://127.0.0.1:3000", upgrade("127.0.0.1:3000"))).toBe(true);
    expect(allowed("http://localhost:3000", upgrade("localhost:3000"))).toBe(true);
    expect(allowed("https://127.0.0.1:3000", upgrade("127.0.0.1:3000"))).toBe(false);
    expect(allowed("http://evil@127.0.0.1:3000", upgrade("127.0.0.1:3000"))).toBe(false);
    expect(allowed("http://evil.example", upgrade("127.0.0.1:3000"))).toBe(false);
  });
});
