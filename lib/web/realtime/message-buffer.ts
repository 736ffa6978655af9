/**
 * Stateful reconnect bookkeeping for one connection (the server half of the client's
 * MessageBuffer.ts and ASP.NET Core's MessageBuffer.cs).
 *
 * Outgoing: every numbered message (types 1 to 5) gets the next id, implicitly (ids are never
 * written in the message), and is kept until the client acknowledges it, so it can be replayed
 * on a new socket. While more than `limit` bytes wait for an Ack, new messages are held back
 * unnumbered (ASP.NET Core makes the writer wait instead); past `heldLimit` the client is not
 * reading and the connection must end.
 *
 * Incoming: numbered messages are counted from 1; after a reconnect everything is ignored
 * until the client's Sequence message, which rewinds the count so that replayed duplicates
 * can be recognised and dropped.
 */
import { isNumberedType, MessageType, sequenceRecord } from "./protocol/messages";

export type PushResult = "send" | "held" | "overflow";

const NOTHING_RELEASED: readonly string[] = Object.freeze([]);

export class MessageBuffer {
  // Unacknowledged messages, oldest first from `head`; `firstId` is the id of sent[head].
  // Ids are consecutive, so no id is stored per message.
  private sent: string[] = [];
  private sentBytes: number[] = [];
  private head = 0;
  private firstId = 1;
  private bufferedBytes = 0;

  // Messages waiting for room, created only for a client that falls behind.
  private held: string[] | null = null;
  private heldBytes: number[] | null = null;
  private heldTotal = 0;

  private nextReceivingId = 1;
  private latestReceivedId = 0;
  private lastAckedId = 0;
  private lastAckAt = 0;
  private waitingForSequence = false;

  constructor(
    private readonly limit: number,
    private readonly heldLimit: number,
  ) {}

  /** Numbers and keeps a message ("send": write it now), or holds it back ("held"). */
  push(data: string, bytes: number): PushResult {
    if (this.held !== null || this.bufferedBytes > this.limit) {
      if (this.heldTotal + bytes > this.heldLimit) return "overflow";
      this.held ??= [];
      this.heldBytes ??= [];
      this.held.push(data);
      this.heldBytes.push(bytes);
      this.heldTotal += bytes;
      return "held";
    }
    this.keep(data, bytes);
    return "send";
  }

  private keep(data: string, bytes: number): void {
    this.sent.push(data);
    this.sentBytes.push(bytes);
    this.bufferedBytes += bytes;
  }

  /**
   * The client has processed every message up to `sequenceId`: forget them, and return the
   * held messages that now fit, numbered, to be written in order.
   */
  ack(sequenceId: number): readonly string[] {
    while (this.head < this.sent.length && this.firstId <= sequenceId) {
      this.bufferedBytes -= this.sentBytes[this.head] ?? 0;
      this.sent[this.head] = "";
      this.head++;
      this.firstId++;
    }
    // Drop the acknowledged prefix once it is a large part of the arrays (amortised O(1)).
    if (this.head === this.sent.length) {
      this.sent = [];
      this.sentBytes = [];
      this.head = 0;
    } else if (this.head > 64 && this.head * 2 > this.sent.length) {
      this.sent = this.sent.slice(this.head);
      this.sentBytes = this.sentBytes.slice(this.head);
      this.head = 0;
    }
    return this.release();
  }

  private release(): readonly string[] {
    const held = this.held;
    const heldBytes = this.heldBytes;
    if (held === null || heldBytes === null) return NOTHING_RELEASED;
    let count = 0;
    while (count < held.length && this.bufferedBytes <= this.limit) {
      const bytes = heldBytes[count] ?? 0;
      this.keep(held[count] ?? "", bytes);
      this.heldTotal -= bytes;
      count++;
    }
    if (count === 0) return NOTHING_RELEASED;
    const released = held.slice(0, count);
    if (count === held.length) {
      this.held = null;
      this.heldBytes = null;
      this.heldTotal = 0;
    } else {
      this.held = held.slice(count);
      this.heldBytes = heldBytes.slice(count);
    }
    return released;
  }

  /** The socket was replaced: ignore the client until its Sequence message. */
  beginReconnect(): void {
    this.waitingForSequence = true;
  }

  /**
   * What to write first on a new socket: our Sequence (id of the oldest unacknowledged
   * message, or the next id when none is pending) followed by every unacknowledged message.
   */
  replay(): string {
    let out = sequenceRecord(this.firstId);
    for (let index = this.head; index < this.sent.length; index++) out += this.sent[index];
    return out;
  }

  /** False for a message to skip: input before the Sequence after a reconnect, or a duplicate. */
  shouldProcess(type: number): boolean {
    if (this.waitingForSequence) {
      if (type !== MessageType.Sequence) return false;
      this.waitingForSequence = false;
      return true;
    }
    if (!isNumberedType(type)) return true;
    const currentId = this.nextReceivingId++;
    if (currentId <= this.latestReceivedId) return false;
    this.latestReceivedId = currentId;
    return true;
  }

  /** The client's Sequence: the id of the next numbered message it sends. False is fatal. */
  resetSequence(sequenceId: number): boolean {
    if (sequenceId > this.nextReceivingId) return false;
    this.nextReceivingId = sequenceId;
    return true;
  }

  /** The id to acknowledge now, or 0 when nothing new was processed or an Ack went out recently. */
  takeAck(at: number, intervalMs: number): number {
    if (this.latestReceivedId <= this.lastAckedId || at - this.lastAckAt < intervalMs) return 0;
    this.lastAckedId = this.latestReceivedId;
    this.lastAckAt = at;
    return this.latestReceivedId;
  }

  /** Diagnostics and tests. */
  get pendingCount(): number {
    return this.sent.length - this.head;
  }
  get pendingBytes(): number {
    return this.bufferedBytes;
  }
  get heldCount(): number {
    return this.held?.length ?? 0;
  }
  get nextSequenceId(): number {
    return this.firstId;
  }
}
