import type { Logger } from "pino";
import { REQUEST_ID_HEADER } from "./logger";
import { loggablePath } from "./secret-paths";

export interface FailedRequest {
  path: string;
  method: string;
  headers: NodeJS.Dict<string | string[]>;
}

export interface FailureContext {
  routerKind: string;
  routePath: string;
  routeType: string;
}

/**
 * One log line for an error Next caught while rendering a page, running a server action or a
 * route handler: what failed, where, and the request id server.ts gave the request, so the
 * line can be found from a customer's report. The query string and secret path segments are
 * left out (lib/platform/log/secret-paths.ts); the error passes through the logger's own serializer (no SQL, no parameters).
 */
export function logRequestError(logger: Logger, error: unknown, request: FailedRequest, context: FailureContext): void {
  const id = request.headers[REQUEST_ID_HEADER];
  logger.error(
    {
      err: error,
      reqId: Array.isArray(id) ? id[0] : id,
      method: request.method,
      path: loggablePath(request.path),
      route: context.routePath,
      kind: context.routeType,
    },
    `${context.routeType} failed`,
  );
}
