import type { IncomingMessage } from "node:http";
import type { Logger } from "@/lib/platform/log/logger";

/** The one hub of the product; the client appends /negotiate for the negotiation. */
export const HUB_PATH = "/userManagementHub";
export const NEGOTIATE_PATH = `${HUB_PATH}/negotiate`;

export function ownsHubPath(pathname: string): boolean {
  return pathname === HUB_PATH || pathname.startsWith(`${HUB_PATH}/`);
}

/** Every timer of the hub; the defaults are those of ASP.NET Core and of the official client. */
export interface RealtimeTimings {
  /** A Ping goes out when nothing else was sent for this long (client expects one within 30 s). */
  keepAliveMs: number;
  /** A client that sent nothing (its own pings included) for this long is dropped. */
  clientTimeoutMs: number;
  /** Time between attaching a transport and receiving the handshake request. */
  handshakeTimeoutMs: number;
  /** A negotiated connection that never attaches a transport is forgotten after this long. */
  negotiateTtlMs: number;
  /** A stateful-reconnect connection whose socket dropped waits this long for the client to return. */
  reconnectWindowMs: number;
  /** Stateful reconnect: how often we acknowledge what we processed. */
  ackIntervalMs: number;
}

export const DEFAULT_TIMINGS: Readonly<RealtimeTimings> = Object.freeze({
  keepAliveMs: 15_000,
  clientTimeoutMs: 30_000,
  handshakeTimeoutMs: 15_000,
  negotiateTtlMs: 15_000,
  reconnectWindowMs: 15_000,
  ackIntervalMs: 1_000,
});

/** Sizes that bound what one connection may cost us. */
export interface RealtimeLimits {
  /** One incoming message (ASP.NET Core's MaximumReceiveMessageSize default). */
  maxMessageBytes: number;
  /** One WebSocket frame or one SSE POST body; a frame may batch several messages. */
  maxFrameBytes: number;
  /** Stateful reconnect: unacknowledged bytes kept for replay (the client's default too). */
  statefulBufferBytes: number;
  /** Stateful reconnect: messages held back while the replay buffer is full; beyond it we give up. */
  statefulHeldBytes: number;
  /** Bytes queued in a socket we write to; a reader this slow is treated as gone. */
  maxPendingWriteBytes: number;
  /** Open (or negotiated) connections one user may hold: a few tabs and devices, not thousands. */
  maxConnectionsPerUser: number;
  /** Open (or negotiated) connections from one client address (an office behind one NAT). */
  maxConnectionsPerAddress: number;
  /** Negotiations one address may start in a burst, and per second after it. */
  negotiateBurst: number;
  negotiatePerSecond: number;
  /**
   * Records (or frames without one) one connection may send in a burst, and per second after
   * it. A well-behaved client sends a handshake, a ping every 15 s and, with stateful
   * reconnect, an ack a second: anything near this is abuse, and the connection is closed.
   */
  inboundBurst: number;
  inboundPerSecond: number;
}

export const LIMITS: Readonly<RealtimeLimits> = Object.freeze({
  maxMessageBytes: 32 * 1024,
  // The hub takes no client methods: what a client sends is a handshake, pings, acks and the
  // odd invocation we refuse. 64 KiB still holds any one message with room for batching.
  maxFrameBytes: 64 * 1024,
  statefulBufferBytes: 100_000,
  statefulHeldBytes: 1_000_000,
  maxPendingWriteBytes: 1024 * 1024,
  maxConnectionsPerUser: 20,
  maxConnectionsPerAddress: 200,
  // Each page load of a signed-in visitor negotiates once; a busy office shares an address.
  negotiateBurst: 60,
  negotiatePerSecond: 10,
  inboundBurst: 60,
  inboundPerSecond: 20,
});

export interface AuthenticatedUser {
  userId: string;
  /** The sign-in's session record, when the caller authenticated with a session cookie. */
  sessionId?: string;
  /** Staff connections also receive every order's staff event (docs/realtime.md). */
  staff?: boolean;
}

export interface RealtimeHubOptions {
  /**
   * Who is calling, from the session cookie or a bearer token (header, or the `access_token`
   * query parameter that browsers must use for WebSockets and EventSource). Null means 401.
   */
  authenticate(req: IncomingMessage): Promise<AuthenticatedUser | null>;
  /** Origin check for browsers; `undefined` means a non-browser client, which should be allowed. */
  isAllowedOrigin(origin: string | undefined, req: IncomingMessage): boolean;
  logger: Logger;
  timings?: Partial<RealtimeTimings>;
  /** Tests lower the abuse limits to reach them quickly. */
  limits?: Partial<RealtimeLimits>;
}

export interface ResolvedOptions {
  authenticate: RealtimeHubOptions["authenticate"];
  isAllowedOrigin: RealtimeHubOptions["isAllowedOrigin"];
  logger: Logger;
  timings: RealtimeTimings;
  limits: RealtimeLimits;
}

/** The defaults with each override given put in; an override must be a positive number. */
function withOverrides<T extends { [K in keyof T]: number }>(name: string, defaults: T, overrides: Partial<T> | undefined): T {
  const resolved = { ...defaults };
  for (const key of Object.keys(defaults) as (keyof T & string)[]) {
    const value = overrides?.[key];
    if (value === undefined) continue;
    if (!Number.isFinite(value) || value <= 0) throw new RangeError(`${name}.${key} must be a positive number`);
    resolved[key] = value;
  }
  return resolved;
}

export function resolveOptions(options: RealtimeHubOptions): ResolvedOptions {
  const timings = withOverrides<RealtimeTimings>("timings", DEFAULT_TIMINGS, options.timings);
  const limits = withOverrides<RealtimeLimits>("limits", LIMITS, options.limits);
  return {
    authenticate: options.authenticate,
    isAllowedOrigin: options.isAllowedOrigin,
    logger: options.logger,
    timings,
    limits,
  };
}

/**
 * One shared sweep serves every connection (pings, timeouts, acks), so it must tick at least
 * twice per shortest period; one second is enough for the production values.
 */
export function sweepIntervalMs(timings: RealtimeTimings): number {
  const shortest = Math.min(
    timings.keepAliveMs,
    timings.clientTimeoutMs,
    timings.handshakeTimeoutMs,
    timings.negotiateTtlMs,
    timings.reconnectWindowMs,
    timings.ackIntervalMs,
  );
  return Math.min(1_000, Math.max(5, Math.floor(shortest / 2)));
}

/** Monotonic milliseconds: a wall-clock jump must not time out every connection at once. */
export function now(): number {
  return performance.now();
}
