import { decode, getToken } from "next-auth/jwt";
import { resetConfigCache } from "@/lib/platform/config";
import { SESSION_MAX_AGE_SECONDS } from "./options";
import { sessionCookieHeader, sessionCookieHeaderFor, sessionCookieName } from "./session-cookie";
import type { SessionUser } from "./users";

const SECRET = "a-test-secret-that-is-long-enough-for-next-auth";
const SESSION_ID = "9d6c2f3e-1b0a-4c8d-9e7f-5a4b3c2d1e0f";
const user: SessionUser = {
  id: "4b0b6a52-51a4-4c5e-9a45-4c1f8f1f6d11",
  email: "ana@example.com",
  firstName: "Ana",
  lastName: "Ruiz",
  role: "Customer",
  blocked: false,
  emailVerified: true,
  sessionVersion: 3,
  pictureUrl: null,
};

function parse(header: string): { name: string; value: string; attributes: string[] } {
  const [pair = "", ...attributes] = header.split("; ");
  const cut = pair.indexOf("=");
  return { name: pair.slice(0, cut), value: pair.slice(cut + 1), attributes };
}

describe("session cookie", () => {
  it("uses next-auth's cookie names", () => {
    expect(sessionCookieName("http://localhost:3000")).toBe("next-auth.session-token");
    expect(sessionCookieName("https://boroughbright.example")).toBe("__Secure-next-auth.session-token");
  });

  it("holds a token next-auth reads back, with the new session version", async () => {
    const header = await sessionCookieHeader(user, SESSION_ID, { secret: SECRET, baseUrl: "http://localhost:3000", maxAgeSeconds: 3600 });
    const cookie = parse(header);
    expect(cookie.name).toBe("next-auth.session-token");
    // The proxy's path: getToken finds the cookie by name and decrypts it with the same secret.
    const req = { headers: {}, cookies: { [cookie.name]: cookie.value } } as unknown as Parameters<typeof getToken>[0]["req"];
    const token = await getToken({ req, secret: SECRET, secureCookie: false });
    expect(token).toMatchObject({ sub: user.id, email: user.email, sv: 3, sid: SESSION_ID, role: "Customer", firstName: "Ana", emailVerified: true, blocked: false });
    const claims = await decode({ token: cookie.value, secret: SECRET });
    expect(Number(claims?.exp) - Number(claims?.iat)).toBe(3600);
    await expect(decode({ token: cookie.value, secret: `${SECRET}-other` })).rejects.toThrow();
  });

  it("is HttpOnly, SameSite=Lax, for the whole site, and Secure only on https", async () => {
    const now = new Date("2026-03-01T12:00:00Z");
    const plain = parse(await sessionCookieHeader(user, SESSION_ID, { secret: SECRET, baseUrl: "http://localhost:3000", maxAgeSeconds: 60, now }));
    expect(plain.attributes).toEqual(["Path=/", "Expires=Sun, 01 Mar 2026 12:01:00 GMT", "Max-Age=60", "HttpOnly", "SameSite=Lax"]);
    const secure = parse(await sessionCookieHeader(user, SESSION_ID, { secret: SECRET, baseUrl: "https://boroughbright.example", maxAgeSeconds: 60, now }));
    expect(secure.name).toBe("__Secure-next-auth.session-token");
    expect(secure.attributes).toContain("Secure");
  });

  it("uses the app's secret, session lifetime and public URL", async () => {
    const saved = { ...process.env };
    Object.assign(process.env, { AUTH_SECRET: SECRET, PUBLIC_URL: "https://boroughbright.example" });
    delete process.env.NEXTAUTH_URL;
    resetConfigCache();
    try {
      const cookie = parse(await sessionCookieHeaderFor(user, SESSION_ID));
      expect(cookie.name).toBe("__Secure-next-auth.session-token");
      expect(cookie.attributes).toContain(`Max-Age=${SESSION_MAX_AGE_SECONDS}`);
      expect(await decode({ token: cookie.value, secret: SECRET })).toMatchObject({ sub: user.id, sv: 3, sid: SESSION_ID });
    } finally {
      process.env = saved;
      resetConfigCache();
    }
  });
});
