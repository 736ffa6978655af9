import { contentSecurityPolicy, createNonce } from "./security-headers";

function directives(policy: string): Map<string, string> {
  return new Map(policy.split("; ").map((directive) => {
    const [name = "", ...values] = directive.split(" ");
    return [name, values.join(" ")];
  }));
}

describe("contentSecurityPolicy", () => {
  it("locks plugins, base, forms, framing, connections, images and fonts to this origin", () => {
    const policy = directives(contentSecurityPolicy("www.boroughbright.nyc", { https: true, dev: false }));
    expect(policy.get("object-src")).toBe("'none'");
    expect(policy.get("base-uri")).toBe("'none'");
    expect(policy.get("form-action")).toBe("'self'");
    expect(policy.get("frame-ancestors")).toBe("'none'");
    expect(policy.get("font-src")).toBe("'self'");
    expect(policy.get("connect-src")).toBe("'self' wss://www.boroughbright.nyc");
    expect(policy.get("img-src")).toBe("'self' data: blob: https://*.googleusercontent.com");
    expect(policy.get("script-src")).not.toContain("unsafe-eval");
    expect(policy.has("upgrade-insecure-requests")).toBe(true);
  });

  it("uses ws: over http, allows eval only in development, and ignores a malformed Host", () => {
    const local = directives(contentSecurityPolicy("127.0.0.1:3000", { https: false, dev: true }));
    expect(local.get("connect-src")).toBe("'self' ws://127.0.0.1:3000");
    expect(local.get("script-src")).toContain("'unsafe-eval'");
    expect(local.has("upgrade-insecure-requests")).toBe(false);
    const hostile = directives(contentSecurityPolicy("evil.test; script-src *", { https: false, dev: false }));
    expect(hostile.get("connect-src")).toBe("'self'");
    expect(hostile.get("script-src")).toBe("'self' 'unsafe-inline'");
  });

  it("gives a page rendered per request its nonce with 'strict-dynamic', keeping every other lock", () => {
    const nonce = createNonce();
    const withNonce = directives(contentSecurityPolicy("www.boroughbright.nyc", { https: true, dev: false, nonce }));
    const scripts = (withNonce.get("script-src") ?? "").split(" ");
    expect(scripts.slice(0, 2)).toEqual([`'nonce-${nonce}'`, "'strict-dynamic'"]);
    expect(scripts).not.toContain("'unsafe-eval'");
    const without = directives(contentSecurityPolicy("www.boroughbright.nyc", { https: true, dev: false }));
    for (const [name, value] of without) {
      if (name !== "script-src") expect(withNonce.get(name)).toBe(value);
    }
  });

  it("refuses a nonce that could break out of the header or the script attribute", () => {
    expect(() => contentSecurityPolicy("a.test", { https: false, dev: false, nonce: "abc' ; script-src *" })).toThrow(/nonce/);
    expect(() => contentSecurityPolicy("a.test", { https: false, dev: false, nonce: "" })).toThrow(/nonce/);
  });
});

describe("createNonce", () => {
  it("is 128 bits of base64, fresh every call", () => {
    const nonces = new Set(Array.from({ length: 50 }, () => createNonce()));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });
});
