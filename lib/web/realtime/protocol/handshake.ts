/**
 * The handshake (HubProtocol.md, "Overview"): the client speaks first with
 * `{"protocol":"json","version":N}` + 0x1E; the server answers `{}` + 0x1E, or
 * `{"error":"..."}` + 0x1E and closes. Nothing may be sent before that answer.
 */
import { toRecord } from "./records";

export const PROTOCOL_NAME = "json";
/** Version 2 adds Ack and Sequence (stateful reconnect); the client falls back to 1 without it. */
export const SUPPORTED_VERSIONS: readonly number[] = [1, 2];

export const HANDSHAKE_OK_RECORD = toRecord("{}");

export type HandshakeResult = { ok: true; version: number } | { ok: false; error: string };

/** ASP.NET Core's wording for a request it cannot read, with the detail it adds in detailed mode. */
export function handshakeFailureText(detail: string): string {
  return `An unexpected error occurred during connection handshake. InvalidDataException: ${detail}`;
}

/** ASP.NET Core's wording when the handshake does not arrive in time. */
export const HANDSHAKE_TIMEOUT_ERROR = "Handshake was canceled.";

export function parseHandshakeRequest(text: string): HandshakeResult {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, error: handshakeFailureText("The handshake request is not valid JSON.") };
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    return { ok: false, error: handshakeFailureText("The handshake request must be a JSON object.") };
  }
  const request = value as Record<string, unknown>;
  if (typeof request.protocol !== "string") {
    return { ok: false, error: handshakeFailureText("Missing required property 'protocol'.") };
  }
  if (typeof request.version !== "number" || !Number.isSafeInteger(request.version)) {
    return { ok: false, error: handshakeFailureText("Missing required property 'version'.") };
  }
  if (request.protocol !== PROTOCOL_NAME) {
    return { ok: false, error: `The protocol '${request.protocol}' is not supported.` };
  }
  if (!SUPPORTED_VERSIONS.includes(request.version)) {
    return { ok: false, error: `The server does not support version ${request.version} of the '${PROTOCOL_NAME}' protocol.` };
  }
  return { ok: true, version: request.version };
}

export function handshakeErrorRecord(error: string): string {
  return toRecord(JSON.stringify({ error }));
}
