/**
 * The messages of the JSON hub protocol (HubProtocol.md), validated by hand: this runs for
 * every incoming message, and the rules are those the official client applies to what it
 * receives (JsonHubProtocol.ts) plus the server's own (ASP.NET Core's JsonHubProtocol).
 */
import { toRecord } from "./records";

export const MessageType = {
  Invocation: 1,
  StreamItem: 2,
  Completion: 3,
  StreamInvocation: 4,
  CancelInvocation: 5,
  Ping: 6,
  Close: 7,
  Ack: 8,
  Sequence: 9,
} as const;

export interface InvocationMessage {
  type: typeof MessageType.Invocation;
  target: string;
  arguments: unknown[];
  /** Absent: a fire-and-forget call, never answered. */
  invocationId?: string;
  streamIds?: string[];
}
export interface StreamItemMessage {
  type: typeof MessageType.StreamItem;
  invocationId: string;
  item: unknown;
}
export interface CompletionMessage {
  type: typeof MessageType.Completion;
  invocationId: string;
  result?: unknown;
  error?: string;
}
export interface StreamInvocationMessage {
  type: typeof MessageType.StreamInvocation;
  invocationId: string;
  target: string;
  arguments: unknown[];
  streamIds?: string[];
}
export interface CancelInvocationMessage {
  type: typeof MessageType.CancelInvocation;
  invocationId: string;
}
export interface PingMessage {
  type: typeof MessageType.Ping;
}
export interface CloseMessage {
  type: typeof MessageType.Close;
  error?: string;
  allowReconnect?: boolean;
}
export interface AckMessage {
  type: typeof MessageType.Ack;
  sequenceId: number;
}
export interface SequenceMessage {
  type: typeof MessageType.Sequence;
  sequenceId: number;
}

export type HubMessage =
  | InvocationMessage
  | StreamItemMessage
  | CompletionMessage
  | StreamInvocationMessage
  | CancelInvocationMessage
  | PingMessage
  | CloseMessage
  | AckMessage
  | SequenceMessage;

/**
 * `message: null` is a well-formed message of a type this protocol version does not know:
 * both the client and ASP.NET Core ignore those so that newer peers can add types.
 */
export type ParseResult = { ok: true; message: HubMessage | null } | { ok: false; error: string };

type JsonObject = Record<string, unknown>;

function fail(error: string): ParseResult {
  return { ok: false, error };
}

function isObject(value: unknown): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isNonEmptyString(value: unknown): value is string {
  return typeof value === "string" && value.length > 0;
}

function isSequenceId(value: unknown): value is number {
  return typeof value === "number" && Number.isSafeInteger(value) && value >= 0;
}

function readArguments(message: JsonObject, kind: string): unknown[] | string {
  const args = message.arguments;
  // The official client always sends an array; an absent list is read as "no arguments".
  if (args === undefined) return [];
  return Array.isArray(args) ? args : `${kind} 'arguments' must be an array.`;
}

function readStreamIds(message: JsonObject, kind: string): string[] | undefined | string {
  const ids = message.streamIds;
  if (ids === undefined) return undefined;
  if (!Array.isArray(ids) || !ids.every(isNonEmptyString)) return `${kind} 'streamIds' must be an array of non-empty strings.`;
  return ids;
}

/** Parses and validates one record received from a client. */
export function parseHubMessage(text: string): ParseResult {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return fail("The message is not valid JSON.");
  }
  if (!isObject(value)) return fail("A message must be a JSON object.");
  const type = value.type;
  if (typeof type !== "number") return fail("A message needs a numeric 'type'.");

  switch (type) {
    case MessageType.Invocation: {
      if (!isNonEmptyString(value.target)) return fail("An invocation needs a non-empty 'target'.");
      const invocationId = value.invocationId;
      if (invocationId !== undefined && !isNonEmptyString(invocationId)) {
        return fail("An invocation's 'invocationId', when present, must be a non-empty string.");
      }
      const args = readArguments(value, "An invocation's");
      if (typeof args === "string") return fail(args);
      const streamIds = readStreamIds(value, "An invocation's");
      if (typeof streamIds === "string") return fail(streamIds);
      const message: InvocationMessage = { type, target: value.target, arguments: args };
      if (invocationId !== undefined) message.invocationId = invocationId;
      if (streamIds !== undefined) message.streamIds = streamIds;
      return { ok: true, message };
    }
    case MessageType.StreamItem: {
      if (!isNonEmptyString(value.invocationId)) return fail("A stream item needs a non-empty 'invocationId'.");
      if (!("item" in value)) return fail("A stream item needs an 'item'.");
      return { ok: true, message: { type, invocationId: value.invocationId, item: value.item } };
    }
    case MessageType.Completion: {
      if (!isNonEmptyString(value.invocationId)) return fail("A completion needs a non-empty 'invocationId'.");
      const hasResult = "result" in value;
      const hasError = "error" in value;
      if (hasResult && hasError) return fail("A completion may not carry both 'result' and 'error'.");
      const message: CompletionMessage = { type, invocationId: value.invocationId };
      if (hasError) {
        if (typeof value.error !== "string") return fail("A completion's 'error' must be a string.");
        message.error = value.error;
      }
      if (hasResult) message.result = value.result;
      return { ok: true, message };
    }
    case MessageType.StreamInvocation: {
      if (!isNonEmptyString(value.invocationId)) return fail("A stream invocation needs a non-empty 'invocationId'.");
      if (!isNonEmptyString(value.target)) return fail("A stream invocation needs a non-empty 'target'.");
      const args = readArguments(value, "A stream invocation's");
      if (typeof args === "string") return fail(args);
      const streamIds = readStreamIds(value, "A stream invocation's");
      if (typeof streamIds === "string") return fail(streamIds);
      const message: StreamInvocationMessage = { type, invocationId: value.invocationId, target: value.target, arguments: args };
      if (streamIds !== undefined) message.streamIds = streamIds;
      return { ok: true, message };
    }
    case MessageType.CancelInvocation: {
      if (!isNonEmptyString(value.invocationId)) return fail("A cancel invocation needs a non-empty 'invocationId'.");
      return { ok: true, message: { type, invocationId: value.invocationId } };
    }
    case MessageType.Ping:
      return { ok: true, message: { type } };
    case MessageType.Close: {
      const message: CloseMessage = { type };
      if (value.error !== undefined && value.error !== null) {
        if (typeof value.error !== "string") return fail("A close message's 'error' must be a string.");
        message.error = value.error;
      }
      if (value.allowReconnect !== undefined) {
        if (typeof value.allowReconnect !== "boolean") return fail("A close message's 'allowReconnect' must be a boolean.");
        message.allowReconnect = value.allowReconnect;
      }
      return { ok: true, message };
    }
    case MessageType.Ack:
      if (!isSequenceId(value.sequenceId)) return fail("An ack needs a numeric 'sequenceId'.");
      return { ok: true, message: { type, sequenceId: value.sequenceId } };
    case MessageType.Sequence:
      if (!isSequenceId(value.sequenceId)) return fail("A sequence message needs a numeric 'sequenceId'.");
      return { ok: true, message: { type, sequenceId: value.sequenceId } };
    default:
      return { ok: true, message: null };
  }
}

/**
 * Stateful reconnect numbers exactly these types (the "HubInvocationMessage" family) in each
 * direction; pings, closes, acks and sequences are never numbered, buffered or replayed.
 */
export function isNumberedType(type: number): boolean {
  return type >= MessageType.Invocation && type <= MessageType.CancelInvocation;
}

// ---- What the server writes. Each function returns one whole record. ----

export const PING_RECORD = toRecord('{"type":6}');

export function invocationRecord(target: string, args: readonly unknown[]): string {
  return toRecord(JSON.stringify({ type: MessageType.Invocation, target, arguments: args }));
}

export function completionErrorRecord(invocationId: string, error: string): string {
  return toRecord(JSON.stringify({ type: MessageType.Completion, invocationId, error }));
}

export function closeRecord(error?: string, allowReconnect?: boolean): string {
  const message: { type: 7; error?: string; allowReconnect?: true } = { type: MessageType.Close };
  if (error) message.error = error;
  // The client reconnects only when this is exactly true; leaving it out means "stay closed".
  if (allowReconnect) message.allowReconnect = true;
  return toRecord(JSON.stringify(message));
}

export function ackRecord(sequenceId: number): string {
  return toRecord(`{"type":8,"sequenceId":${sequenceId}}`);
}

export function sequenceRecord(sequenceId: number): string {
  return toRecord(`{"type":9,"sequenceId":${sequenceId}}`);
}

/**
 * What ASP.NET Core answers for a method the hub does not have: its JSON protocol asks the hub
 * for the parameter types while parsing, gets HubException("Method does not exist."), and the
 * dispatcher turns that binding failure into this completion error (HubException details are
 * always included, even without detailed errors).
 */
export function unknownMethodError(target: string): string {
  return `Failed to invoke '${target}' due to an error on the server. HubException: Method does not exist.`;
}

/** The Close error ASP.NET Core sends when a connection ends on an exception (detailed form). */
export function protocolErrorText(detail: string): string {
  return `Connection closed with an error. InvalidDataException: ${detail}`;
}
