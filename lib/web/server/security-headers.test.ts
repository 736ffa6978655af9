import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import {
  API_CONTENT_SECURITY_POLICY,
  contentSecurityPolicy,
  createNonce,
  NONCE_FALLBACK_HEADER,
  permissionsPolicy,
  SERVICE_WORKER_CONTENT_SECURITY_POLICY,
  setSecurityHeaders,
} from "./security-headers";

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

  it("gives a prerendered page the hashes of its inline scripts instead of 'unsafe-inline'", () => {
    const hashes = ["sha256-G8L1SiKTJMbDlG4FGFKHgqgbC5cAhf7b3dVem2cCN2c=", "sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU="];
    const hashed = directives(contentSecurityPolicy("www.boroughbright.nyc", { https: true, dev: false, scriptHashes: hashes }));
    expect(hashed.get("script-src")).toBe(`'self' '${hashes[0]}' '${hashes[1]}'`);
    // No inline scripts at all: only files from this origin.
    expect(directives(contentSecurityPolicy("a.test", { https: false, dev: false, scriptHashes: [] })).get("script-src")).toBe("'self'");
    const without = directives(contentSecurityPolicy("www.boroughbright.nyc", { https: true, dev: false }));
    for (const [name, value] of without) {
      if (name !== "script-src") expect(hashed.get(name)).toBe(value);
    }
  });

  it("refuses a hash source that is not a sha256 digest", () => {
    expect(() => contentSecurityPolicy("a.test", { https: false, dev: false, scriptHashes: ["sha256-abc' 'unsafe-inline"] })).toThrow(/hash/);
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

describe("setSecurityHeaders on a real response", () => {
  const hash = "sha256-G8L1SiKTJMbDlG4FGFKHgqgbC5cAhf7b3dVem2cCN2c=";

  /** Serves one response: server.ts's headers first, then what `next` (standing in for Next) sets. */
  async function serve(next: (res: ServerResponse) => void, path = "/services"): Promise<Headers> {
    const server = createServer((req, res) => {
      setSecurityHeaders(req, res, { https: false, dev: false });
      next(res);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const response = await fetch(`http://127.0.0.1:${port}${path}`, { redirect: "manual" });
      await response.text();
      return response.headers;
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  }

  it("turns the hashes a cached page carries into its script-src and never sends the internal header", async () => {
    const headers = await serve((res) => {
      res.appendHeader("x-inline-script-hashes", hash);
      res.setHeader("content-type", "text/html; charset=utf-8");
      res.end("<script>self.__next_f.push([1,\"x\"])</script>");
    });
    expect(directives(headers.get("content-security-policy") ?? "").get("script-src")).toBe(`'self' '${hash}'`);
    expect(headers.get("x-inline-script-hashes")).toBeNull();
  });

  it("keeps the nonce policy of a page rendered per request", async () => {
    const nonce = createNonce();
    const policy = contentSecurityPolicy("127.0.0.1", { https: false, dev: false, nonce });
    const headers = await serve((res) => {
      res.setHeader("content-security-policy", policy);
      res.setHeader("x-inline-script-hashes", hash);
      res.writeHead(200, { "content-type": "text/html" }).end("<p>ok</p>");
    });
    expect(headers.get("content-security-policy")).toBe(policy);
    expect(headers.get("x-inline-script-hashes")).toBeNull();
  });

  it("leaves the nonce-less policy on an HTML page without hashes, and drops a malformed hash header", async () => {
    const plain = await serve((res) => res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end("<p>ok</p>"));
    expect(directives(plain.get("content-security-policy") ?? "").get("script-src")).toBe("'self' 'unsafe-inline'");
    const odd = await serve((res) => {
      res.setHeader("x-inline-script-hashes", "'unsafe-eval'");
      res.setHeader("content-type", "text/html");
      res.end("<p>ok</p>");
    });
    expect(directives(odd.get("content-security-policy") ?? "").get("script-src")).toBe("'self' 'unsafe-inline'");
    expect(odd.get("x-inline-script-hashes")).toBeNull();
  });

  // Issue #25 L5: answers that are not pages get a policy that allows nothing at all.
  it("gives API answers, the hub and files that are not pages default-src 'none' with frame-ancestors 'none'", async () => {
    expect(API_CONTENT_SECURITY_POLICY).toBe("default-src 'none'; frame-ancestors 'none'");
    const api = await serve((res) => res.writeHead(200, { "content-type": "application/json" }).end("{}"), "/api/health");
    expect(api.get("content-security-policy")).toBe(API_CONTENT_SECURITY_POLICY);
    const apiHtml = await serve((res) => res.writeHead(200, { "content-type": "text/html" }).end("<p>next-auth</p>"), "/api/auth/signout");
    expect(apiHtml.get("content-security-policy")).toBe(API_CONTENT_SECURITY_POLICY);
    const hub = await serve((res) => res.writeHead(200, { "content-type": "text/event-stream" }).end(""), "/userManagementHub?id=x");
    expect(hub.get("content-security-policy")).toBe(API_CONTENT_SECURITY_POLICY);
    const script = await serve((res) => {
      res.setHeader("content-type", "application/javascript; charset=utf-8");
      res.end("self.x=1");
    }, "/_next/static/chunks/app.js");
    expect(script.get("content-security-policy")).toBe(API_CONTENT_SECURITY_POLICY);
    const redirect = await serve((res) => res.writeHead(307, { location: "/login" }).end(), "/profile");
    expect(redirect.get("content-security-policy")).toBe(API_CONTENT_SECURITY_POLICY);
  });

  // Issue #29: a worker runs under its own script's policy; under the API one it could fetch nothing.
  it("lets the cabinet's service worker fetch from this origin only, and nothing else gets its policy", async () => {
    const worker = directives(SERVICE_WORKER_CONTENT_SECURITY_POLICY);
    expect(worker.get("default-src")).toBe("'none'");
    expect(worker.get("connect-src")).toBe("'self'");
    expect(worker.has("script-src")).toBe(false);
    const javascript = (res: ServerResponse) => {
      res.setHeader("content-type", "application/javascript; charset=UTF-8");
      res.end("self.addEventListener('fetch', () => {})");
    };
    expect((await serve(javascript, "/cleaner/sw.js")).get("content-security-policy")).toBe(SERVICE_WORKER_CONTENT_SECURITY_POLICY);
    expect((await serve(javascript, "/cleaner/sw.js?v=2")).get("content-security-policy")).toBe(SERVICE_WORKER_CONTENT_SECURITY_POLICY);
    // Another script, one under another name, and a missing worker keep the policy that allows nothing.
    expect((await serve(javascript, "/cleaner/sw.js.map")).get("content-security-policy")).toBe(API_CONTENT_SECURITY_POLICY);
    expect((await serve(javascript, "/sw.js")).get("content-security-policy")).toBe(API_CONTENT_SECURITY_POLICY);
    const missing = await serve((res) => res.writeHead(404, { "content-type": "text/plain" }).end("missing"), "/cleaner/sw.js");
    expect(missing.get("content-security-policy")).toBe(API_CONTENT_SECURITY_POLICY);
  });

  it("lets pages register a worker from this origin and read a manifest from here", () => {
    const policy = directives(contentSecurityPolicy("www.boroughbright.nyc", { https: true, dev: false, nonce: createNonce() }));
    expect(policy.get("worker-src")).toBe("'self' blob:");
    expect(policy.get("manifest-src")).toBe("'self'");
  });

  it("sends no policy with a 304, so a page reloaded from the browser's cache keeps its own", async () => {
    const notModified = await serve((res) => {
      res.setHeader("x-inline-script-hashes", hash);
      res.writeHead(304, { etag: '"abc"' }).end();
    }, "/booking");
    expect(notModified.get("content-security-policy")).toBeNull();
    expect(notModified.get("x-inline-script-hashes")).toBeNull();
    const implicit = await serve((res) => {
      res.statusCode = 304;
      res.end();
    }, "/services");
    expect(implicit.get("content-security-policy")).toBeNull();
  });

  it("gives a page outside the per-request list the nonce when Next renders it, and its hashes when Next serves it from the cache", async () => {
    const nonce = createNonce();
    const policy = contentSecurityPolicy("127.0.0.1", { https: false, dev: false, nonce });
    const rendered = await serve((res) => {
      res.setHeader("content-security-policy", policy);
      res.setHeader(NONCE_FALLBACK_HEADER, "1");
      res.writeHead(404, { "content-type": "text/html" }).end(`<script nonce="${nonce}">1</script>`);
    }, "/cleaner/anything");
    expect(rendered.get("content-security-policy")).toBe(policy);
    expect(rendered.get(NONCE_FALLBACK_HEADER)).toBeNull();

    const cached = await serve((res) => {
      res.setHeader("content-security-policy", policy);
      res.setHeader(NONCE_FALLBACK_HEADER, "1");
      res.setHeader("x-inline-script-hashes", hash);
      res.writeHead(200, { "content-type": "text/html" }).end("<script>1</script>");
    });
    expect(directives(cached.get("content-security-policy") ?? "").get("script-src")).toBe(`'self' '${hash}'`);
    expect(cached.get(NONCE_FALLBACK_HEADER)).toBeNull();
  });
});

describe("permissionsPolicy", () => {
  it("lets the cleaner's cabinet ask for the phone's position, and keeps it off everywhere else", () => {
    for (const url of ["/cleaner/cabinet", "/cleaner/cabinet/jobs/5d0c2c35-3f43-4f0e-a4a4-5a0c1fdc2a01?x=1", "/cleaner"]) {
      expect(permissionsPolicy(url)).toContain("geolocation=(self)");
    }
    for (const url of ["/", "/services/deep-cleaning", "/cleanerx", "/admin/orders", "/booking?step=4", undefined]) {
      expect(permissionsPolicy(url)).toContain("geolocation=()");
      expect(permissionsPolicy(url)).not.toContain("(self)");
    }
  });

  it("keeps the camera, microphone and payment APIs off on every page, the cabinet's too", () => {
    for (const url of ["/", "/cleaner/cabinet"]) {
      for (const feature of ["camera", "microphone", "payment", "usb"]) expect(permissionsPolicy(url)).toContain(`${feature}=()`);
    }
  });
});
