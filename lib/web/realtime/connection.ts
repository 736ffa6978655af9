/**
 * One SignalR connection: the state machine between negotiate and close, independent of the
 * transport that carries it. Kept lean because there are thousands of them: no timers (the
 * hub's sweep calls `tick`), no closures, no child logger; stateful-reconnect state exists
 * only for connections that use it.
 */
import type { Logger } from "@/lib/platform/log/logger";
import type { RealtimeLimits, RealtimeTimings } from "./config";
import { now } from "./config";
import { MessageBuffer } from "./message-buffer";
import {
  ackRecord,
  closeRecord,
  completionErrorRecord,
  MessageType,
  parseHubMessage,
  PING_RECORD,
  protocolErrorText,
  unknownMethodError,
} from "./protocol/messages";
import {
  HANDSHAKE_OK_RECORD,
  HANDSHAKE_TIMEOUT_ERROR,
  handshakeErrorRecord,
  handshakeFailureText,
  parseHandshakeRequest,
} from "./protocol/handshake";
import { TokenBucket } from "./token-bucket";
import { splitRecords } from "./protocol/records";

export type TransportKind = "ws" | "sse";

/**
 * negotiated: ids handed out, no transport yet · handshaking: transport attached, waiting for
 * the handshake request · open: messages flow · detached: stateful reconnect, socket lost,
 * waiting for the client to come back · closed: gone for good.
 */
export type ConnectionState = "negotiated" | "handshaking" | "open" | "detached" | "closed";

/** What a connection needs from the socket that carries it. */
export interface Transport {
  readonly kind: TransportKind;
  /** Writes whole records as one frame (WebSocket) or one event (SSE). */
  send(data: string): void;
  /** Ends on purpose: WebSocket close code 1000, or the end of the event stream. */
  end(): void;
  /** Ends at once, without a goodbye. */
  destroy(): void;
  /** Bytes accepted but not yet handed to the kernel. */
  pendingWriteBytes(): number;
}

/** What a connection needs from its hub. */
export interface ConnectionHost {
  readonly logger: Logger;
  readonly timings: RealtimeTimings;
  readonly limits: RealtimeLimits;
  /** A negotiated connection got its first transport. */
  connectionAttached(connection: Connection): void;
  connectionOpened(connection: Connection): void;
  connectionClosed(connection: Connection): void;
}

/** Sent in the Close message to a client that sends faster than the inbound limit allows. */
export const FLOODING_ERROR = "Connection closed: too many messages.";

export class Connection {
  state: ConnectionState = "negotiated";
  transport: Transport | null = null;
  /** The kind of the first transport; a connection never changes kind. */
  kind: TransportKind | null = null;
  attachedAt = 0;
  lastSentAt = 0;
  lastReceivedAt = 0;
  detachedAt = 0;
  /** Present once the handshake enabled stateful reconnect. */
  buffer: MessageBuffer | null = null;
  /** SSE only: the tail of the promise chain that serialises this connection's POSTs. */
  sendChain: Promise<void> | null = null;
  /** The sign-in (session record) that opened it, so one revoked session closes only its own. */
  sessionId: string | null = null;
  /** When its session check began (see ConnectionRequest): a later close decision spares it. */
  sessionCheckedFrom = 0;
  /** Receives staff order events; follows RoleChanged (the hub's setUserStaff). */
  staff = false;
  /** The start of a record cut across frames or POST bodies. */
  private pending: Buffer | null = null;
  /** What this client may still send before it counts as flooding. */
  private readonly inbound: TokenBucket;

  constructor(
    private readonly host: ConnectionHost,
    /** Public id, safe to log. */
    readonly id: string,
    /** Secret `?id=` of the transport requests; never logged. */
    readonly token: string,
    readonly userId: string,
    /** The negotiation asked for stateful reconnect (the handshake must still say version 2). */
    readonly statefulRequested: boolean,
    readonly createdAt: number,
  ) {
    this.inbound = new TokenBucket(host.limits.inboundBurst, host.limits.inboundPerSecond, createdAt);
  }

  /** Delivered, or kept for delivery after a reconnect. */
  get acceptsMessages(): boolean {
    return this.state === "open" || (this.state === "detached" && this.buffer !== null);
  }

  /** A new WebSocket may take this connection over (stateful reconnect). */
  get canReattach(): boolean {
    return this.buffer !== null && (this.state === "open" || this.state === "detached");
  }

  /** First transport of a negotiated connection: the handshake clock starts. */
  attach(transport: Transport, at: number): void {
    this.transport = transport;
    this.kind = transport.kind;
    this.state = "handshaking";
    this.attachedAt = at;
    this.lastReceivedAt = at;
    this.host.connectionAttached(this);
  }

  /**
   * Stateful reconnect: the client came back on a new socket with the same token (no negotiate,
   * no handshake). The old socket, if we still think it alive, is dropped. The client ignores
   * everything until our Sequence message, so that goes first, followed by the replay.
   */
  reattach(transport: Transport, at: number): void {
    const buffer = this.buffer;
    if (buffer === null) throw new Error("reattach without stateful reconnect");
    const previous = this.transport;
    this.transport = transport;
    previous?.destroy();
    this.state = "open";
    this.detachedAt = 0;
    this.lastReceivedAt = at;
    this.pending = null;
    buffer.beginReconnect();
    this.write(buffer.replay(), at);
  }

  /** Bytes from the transport: one WebSocket message or one POST body. */
  receive(chunk: Buffer, isText: boolean, at: number): void {
    if (this.state !== "handshaking" && this.state !== "open") return;
    this.lastReceivedAt = at;
    if (!isText) {
      this.protocolError("Invalid input for JSON hub protocol. Expected a string.");
      return;
    }
    const maxBytes = this.host.limits.maxMessageBytes;
    const split = splitRecords(this.pending, chunk, maxBytes);
    this.pending = split.rest;
    // Every frame costs at least one token, so frames without a separator count too.
    if (!this.inbound.take(Math.max(1, split.records.length), at)) {
      this.host.logger.warn({ connectionId: this.id, userId: this.userId }, "realtime client flooding; closing");
      this.close(FLOODING_ERROR);
      return;
    }
    for (const record of split.records) {
      if (this.state === "handshaking") this.handleHandshake(record, at);
      else if (this.state === "open") this.handleMessage(record, at);
      else return;
    }
    if (split.tooLarge) this.protocolError(`The maximum message size of ${maxBytes}B was exceeded.`);
  }

  private handleHandshake(text: string, at: number): void {
    const result = parseHandshakeRequest(text);
    if (!result.ok) {
      this.host.logger.debug({ connectionId: this.id, reason: result.error }, "realtime handshake rejected");
      this.failHandshake(result.error);
      return;
    }
    this.write(HANDSHAKE_OK_RECORD, at);
    this.state = "open";
    // Only WebSockets carry stateful reconnect; the client sends version 2 only when it uses it.
    if (this.statefulRequested && result.version >= 2 && this.kind === "ws") {
      this.buffer = new MessageBuffer(this.host.limits.statefulBufferBytes, this.host.limits.statefulHeldBytes);
    }
    this.host.connectionOpened(this);
  }

  private handleMessage(text: string, at: number): void {
    const parsed = parseHubMessage(text);
    if (!parsed.ok) {
      this.protocolError(parsed.error);
      return;
    }
    const message = parsed.message;
    if (message === null) return;
    const buffer = this.buffer;
    if (buffer !== null && !buffer.shouldProcess(message.type)) return;

    switch (message.type) {
      case MessageType.Invocation:
        // The hub exposes no client-callable methods. Without an id the caller wants no answer.
        if (message.invocationId !== undefined) {
          this.sendNumbered(completionErrorRecord(message.invocationId, unknownMethodError(message.target)), at);
        }
        return;
      case MessageType.StreamInvocation:
        this.sendNumbered(completionErrorRecord(message.invocationId, unknownMethodError(message.target)), at);
        return;
      case MessageType.Close:
        // The client is leaving (it closes its side right after): end without a reply.
        this.finish();
        return;
      case MessageType.Ack:
        if (buffer !== null) {
          for (const released of buffer.ack(message.sequenceId)) this.write(released, at);
        }
        return;
      case MessageType.Sequence:
        if (buffer !== null && !buffer.resetSequence(message.sequenceId)) {
          this.protocolError("Sequence ID greater than amount of messages we've received.");
        }
        return;
      default:
        // Ping (the receive time is already noted); StreamItem, Completion and CancelInvocation
        // refer to streams and client results this hub never starts, so they are ignored, as
        // ASP.NET Core ignores unexpected ones.
        return;
    }
  }

  /**
   * Sends a numbered message (types 1 to 5): written now, or kept for the replay of a stateful
   * connection. False when the connection cannot take it.
   */
  sendNumbered(data: string, at: number, bytes = Buffer.byteLength(data)): boolean {
    const buffer = this.buffer;
    if (buffer === null) {
      if (this.state !== "open") return false;
      this.write(data, at);
      return true;
    }
    if (this.state !== "open" && this.state !== "detached") return false;
    const result = buffer.push(data, bytes);
    if (result === "overflow") {
      this.host.logger.warn({ connectionId: this.id, userId: this.userId }, "realtime client stopped acknowledging; closing");
      this.close("The client is not acknowledging messages.");
      return false;
    }
    if (result === "send" && this.state === "open") this.write(data, at);
    return true;
  }

  private write(data: string, at: number): void {
    const transport = this.transport;
    if (transport === null) return;
    transport.send(data);
    this.lastSentAt = at;
    if (transport.pendingWriteBytes() > this.host.limits.maxPendingWriteBytes) {
      // A reader this slow would make us hold its backlog in memory. Treat it as a dropped
      // socket: a stateful client comes back and gets the replay, any other one reconnects.
      this.host.logger.warn({ connectionId: this.id, userId: this.userId }, "realtime client too slow; dropping its socket");
      transport.destroy();
    }
  }

  /** The socket went away. Only a stateful connection that lost it without a close frame waits. */
  transportLost(transport: Transport, clean: boolean, at: number): void {
    if (this.transport !== transport || this.state === "closed") return;
    this.transport = null;
    this.pending = null;
    if (!clean && this.state === "open" && this.buffer !== null) {
      this.state = "detached";
      this.detachedAt = at;
      this.host.logger.debug({ connectionId: this.id }, "realtime socket lost; waiting for stateful reconnect");
      return;
    }
    this.markClosed();
  }

  /**
   * Ends the connection on purpose. An open connection first gets a Close message (with the
   * error, if any); `allowReconnect` asks the client to reconnect (used at shutdown).
   */
  close(error?: string, allowReconnect = false): void {
    if (this.state === "closed") return;
    if (this.state === "open") this.write(closeRecord(error, allowReconnect), now());
    this.finish();
  }

  /** A client broke the protocol: answer with the error (handshake or Close) and end. */
  protocolError(detail: string): void {
    this.host.logger.warn({ connectionId: this.id, userId: this.userId, reason: detail }, "realtime protocol error");
    if (this.state === "handshaking") this.failHandshake(handshakeFailureText(detail));
    else this.close(protocolErrorText(detail));
  }

  /**
   * A bug surfaced while serving this connection (never expected). Only this connection pays:
   * it is closed with ASP.NET Core's generic error, and nothing propagates to the socket's emitter.
   */
  fault(error: unknown): void {
    this.host.logger.error({ err: error, connectionId: this.id }, "realtime connection fault");
    try {
      this.close("Connection closed with an error.");
    } catch {
      const transport = this.transport;
      this.transport = null;
      transport?.destroy();
      if (this.state !== "closed") this.markClosed();
    }
  }

  private failHandshake(error: string): void {
    this.write(handshakeErrorRecord(error), now());
    this.finish();
  }

  /** The shared sweep: timeouts, acks and keep-alive pings. */
  tick(at: number): void {
    const timings = this.host.timings;
    switch (this.state) {
      case "negotiated":
        if (at - this.createdAt >= timings.negotiateTtlMs) this.finish();
        return;
      case "handshaking":
        if (at - this.attachedAt >= timings.handshakeTimeoutMs) this.failHandshake(HANDSHAKE_TIMEOUT_ERROR);
        return;
      case "detached":
        if (at - this.detachedAt >= timings.reconnectWindowMs) this.finish();
        return;
      case "open": {
        if (at - this.lastReceivedAt >= timings.clientTimeoutMs) {
          this.host.logger.debug({ connectionId: this.id }, "realtime client timed out");
          this.close("Client timeout elapsed without receiving a message from the client.");
          return;
        }
        const ackId = this.buffer?.takeAck(at, timings.ackIntervalMs) ?? 0;
        if (ackId > 0) this.write(ackRecord(ackId), at);
        if (at - this.lastSentAt >= timings.keepAliveMs) this.write(PING_RECORD, at);
        return;
      }
      case "closed":
        return;
    }
  }

  /** Ends the transport on purpose and forgets the connection. */
  private finish(): void {
    if (this.state === "closed") return;
    const transport = this.transport;
    this.transport = null;
    transport?.end();
    this.markClosed();
  }

  private markClosed(): void {
    this.state = "closed";
    this.pending = null;
    this.buffer = null;
    this.host.connectionClosed(this);
  }
}
