import type { IncomingMessage } from "node:http";
import type { AuthenticatedUser } from "./config";
import type { Connection, ConnectionHost } from "./connection";

/** What the HTTP entry points (negotiate, WebSockets, SSE) need from the hub. */
export interface HubCore extends ConnectionHost {
  /** True once close() began: no new connections. */
  readonly closing: boolean;
  /** A live (not closed) connection by its secret token. */
  find(token: string): Connection | undefined;
  createConnection(userId: string, statefulRequested: boolean, sessionId?: string | null): Connection;
  /** Resolves the caller; throws only when the injected authenticate throws. */
  authenticate(req: IncomingMessage): Promise<AuthenticatedUser | null>;
  originAllowed(req: IncomingMessage): boolean;
}
