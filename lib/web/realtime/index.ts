/**
 * The real-time hub at /userManagementHub, speaking the SignalR protocol (JSON hub protocol over
 * WebSockets or Server-Sent Events, with stateful reconnect) to the official
 * `@microsoft/signalr` client. See docs/architecture.md#the-hub for the wire protocol.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Duplex } from "node:stream";
import { getLogger } from "@/lib/platform/log/logger";
import type { RealtimeHubOptions } from "./config";
import type { TransportKind } from "./connection";
import { Hub, type CloseUserOptions, type SessionScope } from "./hub";

export type { RealtimeHubOptions, RealtimeTimings } from "./config";
export type { CloseUserOptions, SessionScope } from "./hub";

/** The real-time door of server.ts: every request and upgrade under the hub path comes here. */
export interface RealtimeHub {
  owns(pathname: string): boolean;
  handleRequest(req: IncomingMessage, res: ServerResponse): void;
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void;
  close(): Promise<void>;
}

export interface UserManagementHub extends RealtimeHub {
  /**
   * Invokes the client method `target` (matched case-insensitively by the client) with `args`
   * on every connection of the user on this host. Returns how many connections took it
   * (a stateful connection waiting for its client to reconnect counts: it gets the replay).
   * Throws if `args` cannot be serialised to JSON.
   */
  sendToUser(userId: string, target: string, args: unknown[], sessions?: SessionScope): number;
  /** Invokes `target` on every staff connection on this host (order events' staff view). */
  sendToStaff(target: string, args: unknown[]): number;
  /** Whether the user's connections on this host receive staff events (after a role change). */
  setUserStaff(userId: string, staff: boolean): void;
  /** Closes every connection of the user with a Close message, after `afterMs` if given. */
  closeUserConnections(userId: string, options?: CloseUserOptions): void;
  /** Connections with a transport attached (or awaiting a stateful reconnect) on this host. */
  connectionCount(): number;
  /** The same connections by transport kind. */
  connectionsByTransport(): Record<TransportKind, number>;
}

/**
 * Until the lead wires real authentication the hub refuses everyone (401 on negotiate), and
 * browsers from other origins are turned away.
 */
function lockedDefaults(): RealtimeHubOptions {
  return {
    authenticate: async () => null,
    isAllowedOrigin: (origin, req) => origin === undefined || sameHost(origin, req),
    logger: getLogger(),
  };
}

function sameHost(origin: string, req: IncomingMessage): boolean {
  try {
    return new URL(origin).host === req.headers.host;
  } catch {
    return false;
  }
}

export function createRealtimeHub(options: RealtimeHubOptions = lockedDefaults()): UserManagementHub {
  const hub = new Hub(options);
  return {
    owns: (pathname) => hub.owns(pathname),
    handleRequest: (req, res) => hub.handleRequest(req, res),
    handleUpgrade: (req, socket, head) => hub.handleUpgrade(req, socket, head),
    close: () => hub.close(),
    sendToUser: (userId, target, args, sessions) => hub.sendToUser(userId, target, args, sessions),
    sendToStaff: (target, args) => hub.sendToStaff(target, args),
    setUserStaff: (userId, staff) => hub.setUserStaff(userId, staff),
    closeUserConnections: (userId, closeOptions) => hub.closeUserConnections(userId, closeOptions),
    connectionCount: () => hub.connectionCount(),
    connectionsByTransport: () => hub.connectionsByTransport(),
  };
}
