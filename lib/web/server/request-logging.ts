import type { IncomingMessage, ServerResponse } from "node:http";
import type { Logger } from "@/lib/platform/log/logger";
import { REQUEST_ID_HEADER } from "@/lib/platform/log/logger";
import { chooseRequestId } from "@/lib/platform/log/request-id";
import { loggablePath } from "@/lib/platform/log/secret-paths";
import { getMetrics } from "@/lib/platform/metrics/registry";
import { routeLabel } from "@/lib/platform/metrics/route-label";

/**
 * Gives every request an id (on the request for Next's handlers, and on the response for the
 * caller) and writes one JSON line when it ends. Query strings and secret path segments (the
 * poll link's token, lib/platform/log/secret-paths.ts) are left out: they are credentials.
 */
export function logRequests(logger: Logger, req: IncomingMessage, res: ServerResponse): void {
  const reqId = chooseRequestId(req.headers[REQUEST_ID_HEADER]);
  req.headers[REQUEST_ID_HEADER] = reqId;
  res.setHeader(REQUEST_ID_HEADER, reqId);
  const started = process.hrtime.bigint();
  const path = loggablePath(req.url);
  res.once("close", () => {
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    getMetrics().requestDuration.observe({ route: routeLabel(path, res.statusCode), method: req.method ?? "GET", status: String(res.statusCode) }, ms / 1000);
    const line = { reqId, method: req.method, path, status: res.statusCode, ms: Math.round(ms * 10) / 10, aborted: !res.writableFinished };
    // A counted Web Vitals beacon comes with every sampled page view; a refused one is worth a line.
    const quiet = path.startsWith("/_next/static/") || path === "/api/health" || path === "/api/health/live" || (path === "/api/vitals" && res.statusCode === 204);
    if (res.statusCode >= 500) logger.error(line, "request failed");
    else if (quiet) logger.debug(line, "request");
    else logger.info(line, "request");
  });
}
