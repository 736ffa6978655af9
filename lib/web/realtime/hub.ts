/**
 * The hub: the registry of connections (by token, by user), the HTTP entry points, one shared
 * sweep timer for every connection, and the server-side API (sendToUser and friends).
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Duplex } from "node:stream";
import type { WebSocket, WebSocketServer } from "ws";
import type { Logger } from "@/lib/platform/log/logger";
import {
  HUB_PATH,
  NEGOTIATE_PATH,
  now,
  ownsHubPath,
  resolveOptions,
  sweepIntervalMs,
  type AuthenticatedUser,
  type RealtimeHubOptions,
  type RealtimeLimits,
  type RealtimeTimings,
  type ResolvedOptions,
} from "./config";
import { Connection, type TransportKind } from "./connection";
import type { ConnectionRequest, HubCore, Rejection } from "./hub-core";
import { reply, requestUrl } from "./http-util";
import { createConnectionIds, handleNegotiate } from "./negotiate";
import { invocationRecord } from "./protocol/messages";
import { openEventStream, receiveEventStreamPost } from "./transports/sse";
import { TokenBucket } from "./token-bucket";
import { createWebSocketServer, handleWebSocketUpgrade, WebSocketTransport } from "./transports/websocket";

/** How long close() waits for WebSocket peers to answer our close frame before cutting them. */
const SHUTDOWN_GRACE_MS = 2_000;

export interface CloseUserOptions {
  /** Delay before closing, so that an event just sent (e.g. UserBlocked) is read first. */
  afterMs?: number;
  /** Sent in the Close message; the client reports "Server returned an error on close: …". */
  error?: string;
  /** Which of the user's sign-ins; every connection of the user when absent. */
  sessions?: SessionScope;
}

/** Some of a user's connections, by the sign-in (session record) they were opened with. */
export interface SessionScope {
  only?: string;
  except?: string;
}

function inScope(connection: Connection, scope: SessionScope | undefined): boolean {
  if (scope?.only !== undefined && connection.sessionId !== scope.only) return false;
  if (scope?.except !== undefined && connection.sessionId === scope.except) return false;
  return true;
}

export class Hub implements HubCore {
  readonly logger: Logger;
  readonly timings: RealtimeTimings;
  readonly limits: RealtimeLimits;
  closing = false;

  private readonly options: ResolvedOptions;
  private readonly byToken = new Map<string, Connection>();
  private readonly byUser = new Map<string, Set<Connection>>();
  private readonly byAddress = new Map<string, number>();
  /** Connections of staff users: the receivers of staff order events. */
  private readonly staffConnections = new Set<Connection>();
  private readonly addressOf = new WeakMap<Connection, string>();
  /** Negotiations per client address; a bucket that refilled completely is forgotten. */
  private readonly negotiateBuckets = new Map<string, TokenBucket>();
  /** Connections that never attached a transport; connectionCount() leaves them out. */
  private unattached = 0;
  private readonly wss: WebSocketServer;
  private readonly sweepTimer: NodeJS.Timeout;
  private readonly delayedCloses = new Set<NodeJS.Timeout>();
  private closed: Promise<void> | null = null;

  constructor(options: RealtimeHubOptions) {
    this.options = resolveOptions(options);
    this.logger = this.options.logger;
    this.timings = this.options.timings;
    this.limits = this.options.limits;
    this.wss = createWebSocketServer(this.limits.maxFrameBytes);
    this.sweepTimer = setInterval(() => this.sweep(), sweepIntervalMs(this.timings));
    // The sweep alone must not keep a process alive; the HTTP server does that.
    this.sweepTimer.unref();
  }

  // ---- HubCore ----

  find(token: string): Connection | undefined {
    return this.byToken.get(token);
  }

  createConnection({ user, statefulRequested, address, sessionCheckedFrom }: ConnectionRequest): Connection {
    const { userId } = user;
    const staff = user.staff === true;
    const { connectionId, connectionToken } = createConnectionIds();
    const connection = new Connection(this, connectionId, connectionToken, userId, statefulRequested, now());
    connection.sessionId = user.sessionId ?? null;
    connection.sessionCheckedFrom = sessionCheckedFrom;
    connection.staff = staff;
    if (staff) this.staffConnections.add(connection);
    this.byToken.set(connectionToken, connection);
    this.addressOf.set(connection, address);
    this.byAddress.set(address, (this.byAddress.get(address) ?? 0) + 1);
    let set = this.byUser.get(userId);
    if (set === undefined) {
      set = new Set();
      this.byUser.set(userId, set);
    }
    set.add(connection);
    this.unattached++;
    return connection;
  }

  admit(userId: string, address: string): Rejection | null {
    if ((this.byUser.get(userId)?.size ?? 0) >= this.limits.maxConnectionsPerUser) {
      this.logger.warn({ userId }, "realtime connection refused: too many for this user");
      return { status: 429, text: "Too many connections for this account" };
    }
    if ((this.byAddress.get(address) ?? 0) >= this.limits.maxConnectionsPerAddress) {
      this.logger.warn({ userId }, "realtime connection refused: too many from this address");
      return { status: 429, text: "Too many connections from this address" };
    }
    return null;
  }

  negotiateAllowed(address: string): boolean {
    const at = now();
    let bucket = this.negotiateBuckets.get(address);
    if (bucket === undefined) {
      bucket = new TokenBucket(this.limits.negotiateBurst, this.limits.negotiatePerSecond, at);
      this.negotiateBuckets.set(address, bucket);
    }
    return bucket.take(1, at);
  }

  async authenticate(req: IncomingMessage): Promise<AuthenticatedUser | null> {
    try {
      const user = await this.options.authenticate(req);
      return user && typeof user.userId === "string" && user.userId.length > 0 ? user : null;
    } catch (error) {
      this.logger.error({ err: error }, "realtime authentication failed");
      throw error;
    }
  }

  originAllowed(req: IncomingMessage): boolean {
    const origin = req.headers.origin;
    return this.options.isAllowedOrigin(typeof origin === "string" ? origin : undefined, req);
  }

  connectionAttached(): void {
    this.unattached--;
  }

  connectionOpened(connection: Connection): void {
    this.logger.debug(
      { connectionId: connection.id, userId: connection.userId, transport: connection.kind, stateful: connection.buffer !== null },
      "realtime connection open",
    );
  }

  connectionClosed(connection: Connection): void {
    if (this.byToken.get(connection.token) !== connection) return;
    this.byToken.delete(connection.token);
    this.staffConnections.delete(connection);
    if (connection.kind === null) this.unattached--;
    const set = this.byUser.get(connection.userId);
    if (set !== undefined) {
      set.delete(connection);
      if (set.size === 0) this.byUser.delete(connection.userId);
    }
    const address = this.addressOf.get(connection);
    if (address !== undefined) {
      const count = (this.byAddress.get(address) ?? 1) - 1;
      if (count <= 0) this.byAddress.delete(address);
      else this.byAddress.set(address, count);
    }
    if (connection.kind !== null) this.logger.debug({ connectionId: connection.id, userId: connection.userId }, "realtime connection closed");
  }

  // ---- RealtimeHub ----

  owns(pathname: string): boolean {
    return ownsHubPath(pathname);
  }

  handleRequest(req: IncomingMessage, res: ServerResponse): void {
    this.route(req, res).catch((error: unknown) => {
      this.logger.error({ err: error }, "realtime request failed");
      if (!res.headersSent && !res.destroyed) reply(res, 500);
      else res.destroy();
    });
  }

  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void {
    void handleWebSocketUpgrade(this, this.wss, req, socket, head);
  }

  private async route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = requestUrl(req);
    if (url.pathname === NEGOTIATE_PATH) return handleNegotiate(this, req, res, url);
    if (url.pathname !== HUB_PATH) {
      req.resume();
      return reply(res, 404);
    }
    const token = url.searchParams.get("id");
    if (req.method === "GET") return openEventStream(this, req, res, token);
    if (req.method === "POST") return receiveEventStreamPost(this, req, res, token);
    req.resume();
    reply(res, 405, "Method Not Allowed", { allow: "GET, POST" });
  }

  // ---- Server-side API ----

  /** Invokes `target` on every connection of the user; returns how many took the message. */
  sendToUser(userId: string, target: string, args: unknown[], sessions?: SessionScope): number {
    const set = this.byUser.get(userId);
    if (set === undefined) return 0;
    // Serialised once for all of the user's connections.
    const data = invocationRecord(target, args);
    const bytes = Buffer.byteLength(data);
    const at = now();
    let written = 0;
    for (const connection of set) {
      if (!inScope(connection, sessions)) continue;
      try {
        if (connection.sendNumbered(data, at, bytes)) written++;
      } catch (error) {
        connection.fault(error);
      }
    }
    return written;
  }

  /** Invokes `target` on every staff connection on this host; returns how many took it. */
  sendToStaff(target: string, args: unknown[]): number {
    if (this.staffConnections.size === 0) return 0;
    const data = invocationRecord(target, args);
    return this.sendEach(this.staffConnections, data);
  }

  /** Whether the user's connections receive staff events from now on (their role changed). */
  setUserStaff(userId: string, staff: boolean): void {
    for (const connection of this.byUser.get(userId) ?? []) {
      connection.staff = staff;
      if (staff) this.staffConnections.add(connection);
      else this.staffConnections.delete(connection);
    }
  }

  private sendEach(connections: Iterable<Connection>, data: string): number {
    const bytes = Buffer.byteLength(data);
    const at = now();
    let written = 0;
    for (const connection of connections) {
      try {
        if (connection.sendNumbered(data, at, bytes)) written++;
      } catch (error) {
        connection.fault(error);
      }
    }
    return written;
  }

  /**
   * Closes the user's connections whose session was checked before this call: those are the
   * ones whose sessions the caller ended. A connection whose check began later found the
   * session working after that change (a new sign-in during the delay) and stays open.
   */
  closeUserConnections(userId: string, options: CloseUserOptions = {}): void {
    const afterMs = options.afterMs ?? 0;
    const decidedAt = now();
    if (afterMs <= 0) {
      this.closeUserNow(userId, decidedAt, options);
      return;
    }
    const timer = setTimeout(() => {
      this.delayedCloses.delete(timer);
      this.closeUserNow(userId, decidedAt, options);
    }, afterMs);
    timer.unref();
    this.delayedCloses.add(timer);
  }

  private closeUserNow(userId: string, decidedAt: number, { error, sessions }: CloseUserOptions): void {
    const set = this.byUser.get(userId);
    if (set === undefined) return;
    for (const connection of [...set]) {
      if (connection.sessionCheckedFrom <= decidedAt && inScope(connection, sessions)) connection.close(error);
    }
  }

  /**
   * Connections with a transport attached, or waiting for a stateful reconnect; abandoned
   * negotiations (normal: the client negotiates again before each transport it tries) are not.
   */
  connectionCount(): number {
    return this.byToken.size - this.unattached;
  }

  /** connectionCount() split by the kind of each connection's transport (for metrics, per scrape). */
  connectionsByTransport(): Record<TransportKind, number> {
    const counts: Record<TransportKind, number> = { ws: 0, sse: 0 };
    for (const connection of this.byToken.values()) if (connection.kind !== null) counts[connection.kind]++;
    return counts;
  }

  private sweep(): void {
    const at = now();
    for (const connection of this.byToken.values()) {
      try {
        connection.tick(at);
      } catch (error) {
        connection.fault(error);
      }
    }
    for (const [address, bucket] of this.negotiateBuckets) {
      if (bucket.isFull(at)) this.negotiateBuckets.delete(address);
    }
  }

  /**
   * Ends every connection with a Close message that allows reconnecting (the client retries,
   * e.g. against another host during a deploy), then waits briefly for WebSocket peers.
   */
  close(): Promise<void> {
    this.closed ??= this.shutdown();
    return this.closed;
  }

  private async shutdown(): Promise<void> {
    this.closing = true;
    clearInterval(this.sweepTimer);
    for (const timer of this.delayedCloses) clearTimeout(timer);
    this.delayedCloses.clear();
    const sockets: WebSocket[] = [];
    for (const connection of [...this.byToken.values()]) {
      const transport = connection.transport;
      if (transport instanceof WebSocketTransport) sockets.push(transport.socket);
      connection.close(undefined, true);
    }
    await waitForSockets(sockets, SHUTDOWN_GRACE_MS);
    await new Promise<void>((resolve) => this.wss.close(() => resolve()));
  }
}

function waitForSockets(sockets: WebSocket[], graceMs: number): Promise<void> {
  const open = sockets.filter((socket) => socket.readyState !== socket.CLOSED);
  if (open.length === 0) return Promise.resolve();
  return new Promise((resolve) => {
    let remaining = open.length;
    const timer = setTimeout(() => {
      for (const socket of open) socket.terminate();
      resolve();
    }, graceMs);
    for (const socket of open) {
      socket.once("close", () => {
        remaining--;
        if (remaining === 0) {
          clearTimeout(timer);
          resolve();
        }
      });
    }
  });
}
