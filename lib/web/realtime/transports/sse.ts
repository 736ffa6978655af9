/**
 * The Server-Sent Events transport (TransportProtocols.md, "Server-Sent Events"): the client
 * reads an event stream opened with `GET {hub}?id=<token>` and `Accept: text/event-stream`,
 * and sends with `POST {hub}?id=<token>`, one or more whole records per text/plain body.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { now } from "../config";
import type { Connection } from "../connection";
import type { HubCore } from "../hub-core";
import { readBody, reply } from "../http-util";
import { faultOnThrow, TransportRegistry, type BoundTransport } from "./transport-registry";

/**
 * One SSE event holding `payload`: every line becomes a `data:` line, and a blank line ends
 * the event (the client joins data lines with "\n"). Serialised JSON has no raw line breaks,
 * so the usual case is a single line.
 */
export function formatEvent(payload: string): string {
  if (!payload.includes("\n") && !payload.includes("\r")) return `data: ${payload}\r\n\r\n`;
  let out = "";
  for (const line of payload.split(/\r\n|\r|\n/)) out += `data: ${line}\r\n`;
  return `${out}\r\n`;
}

export class SseTransport implements BoundTransport {
  readonly kind = "sse";

  constructor(
    readonly response: ServerResponse,
    readonly connection: Connection,
  ) {}

  send(data: string): void {
    if (this.response.writableEnded || this.response.destroyed) return;
    this.response.write(formatEvent(data));
  }

  end(): void {
    if (!this.response.writableEnded) this.response.end();
  }

  destroy(): void {
    this.response.destroy();
  }

  pendingWriteBytes(): number {
    return this.response.writableLength;
  }
}

const transports = new TransportRegistry<ServerResponse, SseTransport>();

/** The EventSource went away (closed by the client, or the network): the connection ends. */
function onResponseClose(this: ServerResponse): void {
  transports.lose(this, true);
}

function onResponseError(this: ServerResponse): void {
  // "close" follows; nothing else to do.
}

function isEventStreamRequest(req: IncomingMessage): boolean {
  return (req.headers.accept ?? "").includes("text/event-stream");
}

/** GET {hub}?id=: opens the event stream of a negotiated connection. */
export async function openEventStream(hub: HubCore, req: IncomingMessage, res: ServerResponse, token: string | null): Promise<void> {
  req.resume();
  // Without the SSE accept header ASP.NET Core would treat the GET as long polling: not offered.
  if (!isEventStreamRequest(req)) return reply(res, 400, "Only WebSockets and Server-Sent Events are supported");
  if (token === null) return reply(res, 400, "Connection ID required");
  if (!hub.originAllowed(req)) return reply(res, 403, "Origin not allowed");
  if (hub.find(token) === undefined) return reply(res, 404, "No Connection with that ID");
  const user = await hub.authenticate(req);
  if (user === null) return reply(res, 401);

  const connection = hub.find(token);
  if (connection === undefined) return reply(res, 404, "No Connection with that ID");
  if (connection.userId !== user.userId) return reply(res, 403, "The connection belongs to another user");
  if (connection.kind === "ws") return reply(res, 400, "Cannot change transports mid-connection");
  if (connection.state !== "negotiated") return reply(res, 409, "Connection ID is already in use");
  if (res.destroyed) return;

  res.writeHead(200, {
    "content-type": "text/event-stream",
    "cache-control": "no-cache",
    // Tell proxies not to buffer or compress: events must arrive as they are written.
    "x-accel-buffering": "no",
    "content-encoding": "identity",
  });
  // The client waits for the stream to open; some browsers only report that after first bytes.
  res.write(":\r\n");
  req.socket.setNoDelay(true);

  const transport = transports.add(res, new SseTransport(res, connection));
  res.on("close", onResponseClose);
  res.on("error", onResponseError);
  connection.attach(transport, now());
}

/**
 * POST {hub}?id=: data from the client. POSTs of one connection are processed one after the
 * other, in arrival order, so records are never reordered.
 */
export function receiveEventStreamPost(hub: HubCore, req: IncomingMessage, res: ServerResponse, token: string | null): void {
  if (token === null) {
    req.resume();
    return reply(res, 400, "Connection ID required");
  }
  const connection = hub.find(token);
  if (connection === undefined) {
    req.resume();
    return reply(res, 404, "No Connection with that ID");
  }
  if (connection.kind === "ws") {
    req.resume();
    return reply(res, 405, "POST requests are not allowed for WebSocket connections.", { allow: "GET" });
  }
  const previous = connection.sendChain ?? Promise.resolve();
  const tail = previous.then(() => processPost(hub, connection, req, res));
  connection.sendChain = tail;
  void tail.finally(() => {
    if (connection.sendChain === tail) connection.sendChain = null;
  });
}

async function processPost(hub: HubCore, connection: Connection, req: IncomingMessage, res: ServerResponse): Promise<void> {
  try {
    if (!hub.originAllowed(req)) {
      req.resume();
      return reply(res, 403, "Origin not allowed");
    }
    const user = await hub.authenticate(req);
    if (user === null || user.userId !== connection.userId) {
      req.resume();
      return reply(res, user === null ? 401 : 403);
    }
    const limit = hub.limits.maxFrameBytes;
    const body = await readBody(req, limit);
    if (body === null) {
      reply(res, 413, "Payload Too Large", { connection: "close" });
      connection.protocolError(`The request body exceeded ${limit} bytes.`);
      return;
    }
    // The stream must be open; a connection closed meanwhile is gone.
    if (connection.state === "closed") return reply(res, 404, "No Connection with that ID");
    if (connection.kind !== "sse") return reply(res, 409, "The event stream is not open");
    faultOnThrow(connection, () => connection.receive(body, true, now()));
    reply(res, 200, "");
  } catch (error) {
    // An aborted upload, or authenticate failing: answer if still possible, never reject.
    hub.logger.debug({ err: error, connectionId: connection.id }, "realtime SSE send failed");
    if (!res.headersSent && !res.destroyed) reply(res, 500);
  }
}
