/**
 * One user's real-time connection: the state machine, the connection flag, the retry after a
 * failed start, and the events turned into notifications behind the initial subscribe delay.
 * The HubConnection is injected (structurally), so this runs in tests without a server.
 */
import { CONNECT_RETRY_MS, ORDER_UPDATED_TARGET, SUBSCRIBE_DELAY_MS, USER_EVENT_TARGETS, type UserEventTarget } from "./constants";
import { TEXT_RECEIVED_TARGET } from "@/lib/platform/events/text-event-schema";
import { parseLiveOrderEvent, type LiveOrderEvent } from "./order-event";
import { parseTextReceived, type TextReceivedEvent } from "./text-event";
import { connectedFlagAfter, transition, type ConnectionEvent, type ConnectionState } from "./connection-state";
import { createDeliveryGate, type DeliveryGate } from "./delivery-gate";
import { toNotification } from "./event-payloads";
import type { ClientNotification } from "./notification";

/** What we use of @microsoft/signalr's HubConnection. */
export interface HubConnectionLike {
  on(methodName: string, handler: (...args: unknown[]) => void): void;
  onclose(callback: (error?: Error) => void): void;
  onreconnecting(callback: (error?: Error) => void): void;
  onreconnected(callback: (connectionId?: string) => void): void;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export type RealtimeLog = (level: "error" | "warn" | "info", message: string, error?: unknown) => void;

export interface RealtimeClientOptions {
  connection: HubConnectionLike;
  onNotification(notification: ClientNotification): void;
  onConnectedChange?(connected: boolean): void;
  onStateChange?(state: ConnectionState): void;
  /** A live order event on the same connection (docs/realtime.md). */
  onOrderEvent?(event: LiveOrderEvent): void;
  /** A text came in (staff only; docs/messaging.md, "Receiving"): the inbox refreshes, no notice is shown. */
  onTextReceived?(event: TextReceivedEvent): void;
  /**
   * The connection is back after a loss (reconnected, or started again after closing): events
   * sent meanwhile may be missing, so pages showing orders fetch them again.
   */
  onResync?(): void;
  log?: RealtimeLog;
  retryAfterMs?: number;
  subscribeDelayMs?: number;
  now?: () => Date;
}

const consoleLog: RealtimeLog = (level, message, error) => {
  // docs/product.md#when-something-fails: connection failures are logged, never shown.
  console[level](`[realtime] ${message}`, ...(error === undefined ? [] : [error]));
};

export class RealtimeClient {
  private current: ConnectionState = "Disconnected";
  private connected = false;
  /** Whether the owner wants a connection (still signed in); false after stop and dispose. */
  private wanted = false;
  private disposed = false;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  /** Whether a start ever succeeded: a later start is a comeback, and pages catch up. */
  private startedBefore = false;
  private readonly gate: DeliveryGate<ClientNotification>;
  private readonly connection: HubConnectionLike;
  private readonly log: RealtimeLog;

  constructor(private readonly options: RealtimeClientOptions) {
    this.connection = options.connection;
    this.log = options.log ?? consoleLog;
    this.gate = createDeliveryGate((notification) => options.onNotification(notification));
    // Before start(): the library drops a message whose target has no handler yet.
    for (const target of USER_EVENT_TARGETS) {
      this.connection.on(target, (payload: unknown) => this.receive(target, payload));
    }
    this.connection.onreconnecting((error) => {
      this.log("warn", "connection lost; reconnecting", error);
      this.apply("reconnecting");
    });
    // Order and text events skip the notification gate: they change what a page shows, not a modal.
    this.connection.on(ORDER_UPDATED_TARGET, (payload: unknown) => this.receiveOrderEvent(payload));
    this.connection.on(TEXT_RECEIVED_TARGET, (payload: unknown) => this.receiveText(payload));
    this.connection.onreconnected(() => {
      this.apply("reconnected");
      this.resync();
    });
    this.connection.onclose((error) => this.closed(error));
  }

  get state(): ConnectionState {
    return this.current;
  }

  get isConnected(): boolean {
    return this.connected;
  }

  /** Opens the connection; ignored unless Disconnected. A failure is retried while wanted. */
  async start(): Promise<void> {
    if (this.disposed) return;
    this.wanted = true;
    this.clearRetry();
    if (!this.apply("start")) return;
    try {
      await this.connection.start();
    } catch (error) {
      this.log("error", "could not connect", error);
      // During a stop the failure is expected; the stop finishes the transition.
      if (this.apply("startFailed") && this.current === "Disconnected") this.scheduleRetry();
      return;
    }
    if (this.apply("started")) {
      this.gate.openAfter(this.options.subscribeDelayMs ?? SUBSCRIBE_DELAY_MS);
      if (this.startedBefore) this.resync();
      this.startedBefore = true;
    }
  }

  /** Closes the connection; ignored when Disconnected or Disconnecting. */
  async stop(): Promise<void> {
    this.wanted = false;
    this.clearRetry();
    if (!this.apply("stop")) return;
    try {
      await this.connection.stop();
    } catch (error) {
      this.log("warn", "stopping the connection failed", error);
    }
    this.apply("stopped");
    // A start() that arrived while we were stopping was ignored by the state machine; honour it.
    if (this.wanted && !this.disposed) void this.start();
  }

  /** Stops for good: no retry, no notification delivered afterwards (logout, user change). */
  async dispose(): Promise<void> {
    this.disposed = true;
    this.gate.dispose();
    await this.stop();
  }

  private receive(target: UserEventTarget, payload: unknown): void {
    if (this.disposed) return;
    try {
      this.gate.push(toNotification(target, payload, this.options.now?.() ?? new Date()));
    } catch (error) {
      this.log("error", `could not handle ${target}`, error);
    }
  }

  private receiveOrderEvent(payload: unknown): void {
    if (this.disposed) return;
    const event = parseLiveOrderEvent(payload);
    if (event === null) {
      this.log("warn", "ignored a malformed order event");
      return;
    }
    try {
      this.options.onOrderEvent?.(event);
    } catch (error) {
      this.log("error", "could not handle an order event", error);
    }
  }

  private receiveText(payload: unknown): void {
    if (this.disposed) return;
    const event = parseTextReceived(payload);
    if (event === null) {
      this.log("warn", "ignored a malformed text event");
      return;
    }
    try {
      this.options.onTextReceived?.(event);
    } catch (error) {
      this.log("error", "could not handle a text event", error);
    }
  }

  private resync(): void {
    if (this.disposed) return;
    try {
      this.options.onResync?.();
    } catch (error) {
      this.log("error", "could not catch up after reconnecting", error);
    }
  }

  private closed(error: Error | undefined): void {
    const wasStopping = this.current === "Disconnecting";
    if (!this.apply("closed") || wasStopping) return;
    this.log("warn", "connection closed", error);
    // The library gave up reconnecting, or the server closed it: like a failed start, try
    // again later while still signed in (a server that ended the session answers 401).
    this.scheduleRetry();
  }

  /** Applies an event; false when the state machine ignores it in the current state. */
  private apply(event: ConnectionEvent): boolean {
    const next = transition(this.current, event);
    if (next === null) return false;
    if (next !== this.current) {
      this.current = next;
      this.options.onStateChange?.(next);
    }
    const flag = connectedFlagAfter(event);
    if (flag !== null && flag !== this.connected) {
      this.connected = flag;
      this.options.onConnectedChange?.(flag);
    }
    return true;
  }

  private scheduleRetry(): void {
    if (!this.wanted || this.disposed || this.retryTimer !== null) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      if (this.wanted && !this.disposed) void this.start();
    }, this.options.retryAfterMs ?? CONNECT_RETRY_MS);
  }

  private clearRetry(): void {
    if (this.retryTimer !== null) clearTimeout(this.retryTimer);
    this.retryTimer = null;
  }
}
