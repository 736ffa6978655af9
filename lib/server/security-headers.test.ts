import { contentSecurityPolicy } from "./security-headers";

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
});
