import { readdirSync } from "node:fs";
import { join } from "node:path";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createLogger } from "./logger";
import { logRequests } from "@/lib/web/server/request-logging";
import { loggablePath, SECRET_PATH_ROUTES } from "./secret-paths";
import { captureLog } from "./testing";

/** Dynamic segments that name a record or a page, never a credential: an id (or a pay period's first day) is useless without a session. */
const NOT_SECRET_SEGMENTS = new Set(["[id]", "[...slug]", "[...missing]", "[...nextauth]", "[placeId]", "[photoId]", "[start]"]);

/** Every route pattern under app/ with a dynamic segment, as Next would match it ("/poll/[token]"). */
function dynamicRoutes(dir = "app", prefix = ""): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    // Route groups "(site)" do not appear in the path.
    const segment = /^\(.*\)$/.test(entry.name) ? "" : `/${entry.name}`;
    const path = `${prefix}${segment}`;
    if (entry.name.startsWith("[")) found.push(path);
    found.push(...dynamicRoutes(join(dir, entry.name), path));
  }
  return found;
}

describe("secret-bearing paths", () => {
  it("lists every route under app/ whose path carries a credential, so none can be forgotten", () => {
    const secretPatterns = new Set<string>(SECRET_PATH_ROUTES.map((route) => route.pattern));
    for (const route of dynamicRoutes()) {
      const last = route.split("/").pop() ?? "";
      if (NOT_SECRET_SEGMENTS.has(last)) continue;
      // A new dynamic segment (a token, a code, a signature) must be listed or added above.
      expect({ route, listed: secretPatterns.has(route) }).toEqual({ route, listed: true });
    }
    expect(secretPatterns).toContain("/poll/[token]");
  });

  it("keeps no phone number of a staff inbox thread in a logged path", () => {
    expect(loggablePath("/admin/messages/19175550105")).toBe("/admin/messages/[redacted]");
    expect(loggablePath("/api/admin/messages/19175550105/reply")).toBe("/api/admin/messages/[redacted]/reply");
    expect(loggablePath("/admin/messages")).toBe("/admin/messages");
  });

  it("keeps no referral code in a logged path", () => {
    expect(loggablePath("/r/K7MQ2XWP")).toBe("/r/[redacted]");
    expect(loggablePath("/referrals")).toBe("/referrals");
  });

  it("replaces the poll token in a logged path, and drops the query string as before", () => {
    expect(loggablePath("/poll/-jAfQ3x9_kLmN0pQrStUvWxYz")).toBe("/poll/[redacted]");
    expect(loggablePath("/poll/-jAfQ3x9_kLmN0pQrStUvWxYz/")).toBe("/poll/[redacted]/");
    expect(loggablePath("/poll/-jAfQ3x9_kLmN0pQrStUvWxYz?_rsc=1a2b")).toBe("/poll/[redacted]");
    expect(loggablePath("/Poll/-jAfQ3x9_kLmN0pQrStUvWxYz")).toBe("/Poll/[redacted]");
    expect(loggablePath("/poll-success")).toBe("/poll-success");
    expect(loggablePath("/poll")).toBe("/poll");
    expect(loggablePath("/auth/verify-email?token=secret")).toBe("/auth/verify-email");
    expect(loggablePath("/api/orders/0b6f3c1e-8f0a-4c55-9c3e-2b1f7f6f0a11")).toBe("/api/orders/0b6f3c1e-8f0a-4c55-9c3e-2b1f7f6f0a11");
    expect(loggablePath(undefined)).toBe("/");
  });

  it("never writes the poll token into the request log", async () => {
    const log = captureLog();
    const logger = createLogger(log.stream, "info");
    const server: Server = createServer((req, res) => {
      logRequests(logger, req, res);
      res.statusCode = 500;
      res.end("done");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      await (await fetch(`${base}/poll/SeCrEtPoLlToKeN_123`)).text();
      const deadline = Date.now() + 5_000;
      while (!log.text().includes("request failed") && Date.now() < deadline) await new Promise((resolve) => setImmediate(resolve));
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
    expect(log.text()).toContain('"path":"/poll/[redacted]"');
    expect(log.text()).not.toContain("SeCrEtPoLlToKeN_123");
  });
});
