import type { IncomingMessage } from "node:http";
import type { AuthenticatedUser } from "./config";
import type { Connection, ConnectionHost } from "./connection";

export interface Rejection {
  status: number;
  text: string;
}

/** What the HTTP entry points (negotiate, WebSockets, SSE) need from the hub. */
export interface HubCore extends ConnectionHost {
  /** True once close() began: no new connections. */
  readonly closing: boolean;
  /** A live (not closed) connection by its secret token. */
  find(token: string): Connection | undefined;
  /** `address` is the client's (see clientAddressOf), counted against the per-address cap. */
  createConnection(userId: string, statefulRequested: boolean, address: string, sessionId?: string | null, staff?: boolean): Connection;
  /** Null when this user and address may open one more connection; the refusal otherwise. */
  admit(userId: string, address: string): Rejection | null;
  /** Counts one negotiation of this address; false when it negotiates too often. */
  negotiateAllowed(address: string): boolean;
  /** Resolves the caller; throws only when the injected authenticate throws. */
  authenticate(req: IncomingMessage): Promise<AuthenticatedUser | null>;
  originAllowed(req: IncomingMessage): boolean;
}
