import type { IncomingMessage } from "node:http";
import type { AuthenticatedUser } from "./config";
import type { Connection, ConnectionHost } from "./connection";

/** A negotiation that passed: who, from where, and since when its session is known to work. */
export interface ConnectionRequest {
  user: AuthenticatedUser;
  /** The negotiation asked for stateful reconnect. */
  statefulRequested: boolean;
  /** The client's (see clientAddressOf), counted against the per-address cap. */
  address: string;
  /**
   * When the session check began (hub clock). A close decided before this moment was decided
   * after the session was ended or not at all, so it must spare the connection: the check saw
   * the database after the change that ended the session (see Hub.closeUserConnections).
   */
  sessionCheckedFrom: number;
}

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
  createConnection(request: ConnectionRequest): Connection;
  /** Null when this user and address may open one more connection; the refusal otherwise. */
  admit(userId: string, address: string): Rejection | null;
  /** Counts one negotiation of this address; false when it negotiates too often. */
  negotiateAllowed(address: string): boolean;
  /** Resolves the caller; throws only when the injected authenticate throws. */
  authenticate(req: IncomingMessage): Promise<AuthenticatedUser | null>;
  originAllowed(req: IncomingMessage): boolean;
}
