import type { IncomingMessage } from "node:http";
import type { Logger } from "@/lib/log/logger";

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
}

export const LIMITS: Readonly<RealtimeLimits> = Object.freeze({
  maxMessageBytes: 32 * 1024,
  maxFrameBytes: 1024 * 1024,
  statefulBufferBytes: 100_000,
  statefulHeldBytes: 1_000_000,
  maxPendingWriteBytes: 1024 * 1024,
});

export interface AuthenticatedUser {
  userId: string;
  /** The sign-in's session record, when the caller authenticated with a session cookie. */
  sessionId?: string;
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
}

export interface ResolvedOptions {
  authenticate: RealtimeHubOptions["authenticate"];
  isAllowedOrigin: RealtimeHubOptions["isAllowedOrigin"];
  logger: Logger;
  timings: RealtimeTimings;
  limits: RealtimeLimits;
}

export function resolveOptions(options: RealtimeHubOptions): ResolvedOptions {
  const timings: RealtimeTimings = { ...DEFAULT_TIMINGS };
  for (const key of Object.keys(DEFAULT_TIMINGS) as (keyof RealtimeTimings)[]) {
    const value = options.timings?.[key];
    if (value === undefined) continue;
    if (!Number.isFinite(value) || value <= 0) throw new RangeError(`timings.${key} must be a positive number`);
    timings[key] = value;
  }
  return {
    authenticate: options.authenticate,
    isAllowedOrigin: options.isAllowedOrigin,
    logger: options.logger,
    timings,
    limits: LIMITS,
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
