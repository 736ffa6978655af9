/**
 * Negotiation (TransportProtocols.md, "POST [endpoint-base]/negotiate"): hands out the ids of a
 * new connection and the transports it may use. Long polling is deliberately not offered.
 */
import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { now } from "./config";
import type { HubCore } from "./hub-core";
import { clientAddressOf, reply } from "./http-util";

export interface AvailableTransport {
  transport: "WebSockets" | "ServerSentEvents";
  transferFormats: ("Text" | "Binary")[];
}

export const AVAILABLE_TRANSPORTS: readonly AvailableTransport[] = Object.freeze([
  { transport: "WebSockets", transferFormats: ["Text", "Binary"] },
  { transport: "ServerSentEvents", transferFormats: ["Text"] },
]);

/**
 * 16 random bytes (as ASP.NET Core) in base64url: the client puts the token into `?id=`
 * without encoding it, so it must be URL-safe.
 */
export function createConnectionIds(): { connectionId: string; connectionToken: string } {
  return { connectionId: randomBytes(16).toString("base64url"), connectionToken: randomBytes(16).toString("base64url") };
}

export interface NegotiateBody {
  negotiateVersion: number;
  connectionId: string;
  connectionToken?: string;
  availableTransports: readonly AvailableTransport[];
  useStatefulReconnect?: true;
}

/**
 * Version 1 separates the public connectionId from the secret connectionToken. A client that
 * asks for version 0 (or nothing) uses connectionId as `?id=`, so it gets the token there.
 * `useStatefulReconnect` only when asked: a client that did not ask fails on it.
 */
export function negotiateBody(ids: { connectionId: string; connectionToken: string }, requestedVersion: number, statefulReconnect: boolean): NegotiateBody {
  const body: NegotiateBody =
    requestedVersion >= 1
      ? { negotiateVersion: 1, connectionId: ids.connectionId, connectionToken: ids.connectionToken, availableTransports: AVAILABLE_TRANSPORTS }
      : { negotiateVersion: 0, connectionId: ids.connectionToken, availableTransports: AVAILABLE_TRANSPORTS };
  if (statefulReconnect) body.useStatefulReconnect = true;
  return body;
}

export async function handleNegotiate(hub: HubCore, req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
  // The body is empty; drain it so the socket can serve the next request.
  req.resume();
  if (req.method !== "POST") return reply(res, 405, "Method Not Allowed", { allow: "POST" });
  if (hub.closing) return reply(res, 503, "Service Unavailable");
  if (!hub.originAllowed(req)) return reply(res, 403, "Origin not allowed");
  const address = clientAddressOf(req);
  // Before authenticating: a flood of negotiations must not cost a session decryption each.
  if (!hub.negotiateAllowed(address)) return reply(res, 429, "Too Many Requests", { "retry-after": "5" });
  const sessionCheckedFrom = now();
  const user = await hub.authenticate(req);
  if (user === null) return reply(res, 401);
  if (hub.closing) return reply(res, 503, "Service Unavailable");
  const refusal = hub.admit(user.userId, address);
  if (refusal !== null) return reply(res, refusal.status, refusal.text);

  const requestedVersion = Number.parseInt(url.searchParams.get("negotiateVersion") ?? "0", 10);
  const statefulReconnect = url.searchParams.get("useStatefulReconnect") === "true";
  const connection = hub.createConnection({ user, statefulRequested: statefulReconnect, address, sessionCheckedFrom });
  const body = JSON.stringify(
    negotiateBody({ connectionId: connection.id, connectionToken: connection.token }, Number.isNaN(requestedVersion) ? 0 : requestedVersion, statefulReconnect),
  );
  res.writeHead(200, {
    "content-type": "application/json",
    "cache-control": "no-store",
    "content-length": String(Buffer.byteLength(body)),
  });
  res.end(body);
}
