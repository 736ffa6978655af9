/**
 * The WebSocket transport (TransportProtocols.md, "WebSockets"): `GET {hub}?id=<token>` with an
 * upgrade. Each frame we write holds whole records; each frame we read goes to the connection
 * as bytes. Listeners are shared functions that find their connection through a
 * TransportRegistry, so a socket costs no closures.
 */
import type { IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";
import { WebSocketServer, type RawData, type WebSocket } from "ws";
import { HUB_PATH, now } from "../config";
import type { Connection } from "../connection";
import type { ConnectionRequest, HubCore } from "../hub-core";
import { clientAddressOf, ignoreSocketError, rejectUpgrade, requestUrl } from "../http-util";
import { faultOnThrow, TransportRegistry, type BoundTransport } from "./transport-registry";

/** Close code of a socket that ended without a close frame: the network dropped it. */
const ABNORMAL_CLOSURE = 1006;
const NORMAL_CLOSURE = 1000;

export class WebSocketTransport implements BoundTransport {
  readonly kind = "ws";

  constructor(
    readonly socket: WebSocket,
    readonly connection: Connection,
  ) {}

  send(data: string): void {
    // A string goes out as one text frame; after a close it is dropped silently by ws.
    this.socket.send(data);
  }

  end(): void {
    this.socket.close(NORMAL_CLOSURE);
  }

  destroy(): void {
    this.socket.terminate();
  }

  pendingWriteBytes(): number {
    return this.socket.bufferedAmount;
  }
}

const transports = new TransportRegistry<WebSocket, WebSocketTransport>();

function toBuffer(data: RawData): Buffer {
  if (Buffer.isBuffer(data)) return data;
  if (Array.isArray(data)) return Buffer.concat(data);
  return Buffer.from(data);
}

function onMessage(this: WebSocket, data: RawData, isBinary: boolean): void {
  const transport = transports.get(this);
  if (transport === undefined) return;
  faultOnThrow(transport.connection, () => transport.connection.receive(toBuffer(data), !isBinary, now()));
}

function onClose(this: WebSocket, code: number): void {
  transports.lose(this, code !== ABNORMAL_CLOSURE);
}

function onError(this: WebSocket): void {
  // ws emits "close" right after; the connection is handled there.
}

function bind(socket: WebSocket, connection: Connection): WebSocketTransport {
  const transport = transports.add(socket, new WebSocketTransport(socket, connection));
  socket.on("message", onMessage);
  socket.on("close", onClose);
  socket.on("error", onError);
  return transport;
}

export function createWebSocketServer(maxFrameBytes: number): WebSocketServer {
  return new WebSocketServer({
    noServer: true,
    // We track connections ourselves; compression would cost tens of KB per socket.
    clientTracking: false,
    perMessageDeflate: false,
    maxPayload: maxFrameBytes,
  });
}

/** What the upgrade will do once accepted; decided before ws completes the handshake. */
type Plan = { mode: "attach" | "reattach"; connection: Connection } | { mode: "create"; request: ConnectionRequest };

/**
 * Checks everything an HTTP status can still answer (path, origin, token, user, state), then
 * completes the upgrade. Never throws: failures become status lines on the raw socket.
 */
export async function handleWebSocketUpgrade(
  hub: HubCore,
  wss: WebSocketServer,
  req: IncomingMessage,
  socket: Duplex,
  head: Buffer,
): Promise<void> {
  socket.on("error", ignoreSocketError);
  try {
    const plan = await planUpgrade(hub, req, socket);
    if (plan === null || socket.destroyed) return;
    socket.removeListener("error", ignoreSocketError);
    // With no verifyClient, ws completes the upgrade synchronously, so the plan is still valid.
    wss.handleUpgrade(req, socket, head, (ws) => accept(hub, plan, ws));
  } catch (error) {
    hub.logger.error({ err: error }, "realtime upgrade failed");
    rejectUpgrade(socket, 500);
  }
}

async function planUpgrade(hub: HubCore, req: IncomingMessage, socket: Duplex): Promise<Plan | null> {
  const url = requestUrl(req);
  if (url.pathname !== HUB_PATH) return refuse(socket, 404);
  if (hub.closing) return refuse(socket, 503);
  if (!hub.originAllowed(req)) return refuse(socket, 403, "Origin not allowed");
  const token = url.searchParams.get("id");
  if (token !== null && hub.find(token) === undefined) return refuse(socket, 404, "No Connection with that ID");

  const sessionCheckedFrom = now();
  const user = await hub.authenticate(req);
  if (user === null) return refuse(socket, 401);
  if (socket.destroyed) return null;

  // No id: the client skipped negotiation (allowed for WebSockets only); the connection is
  // created now, without stateful reconnect, which needs the negotiation.
  if (token === null) {
    if (hub.closing) return refuse(socket, 503);
    const address = clientAddressOf(req);
    const refusal = hub.negotiateAllowed(address) ? hub.admit(user.userId, address) : { status: 429, text: "Too Many Requests" };
    return refusal === null ? { mode: "create", request: { user, statefulRequested: false, address, sessionCheckedFrom } } : refuse(socket, refusal.status, refusal.text);
  }

  const connection = hub.find(token);
  if (connection === undefined) return refuse(socket, 404, "No Connection with that ID");
  if (connection.userId !== user.userId) return refuse(socket, 403, "The connection belongs to another user");
  if (connection.kind === "sse") return refuse(socket, 400, "Cannot change transports mid-connection");
  if (connection.state === "negotiated") return { mode: "attach", connection };
  if (connection.canReattach) return { mode: "reattach", connection };
  return refuse(socket, 409, "Connection ID is already in use");
}

function refuse(socket: Duplex, status: number, text?: string): null {
  rejectUpgrade(socket, status, text);
  return null;
}

function accept(hub: HubCore, plan: Plan, ws: WebSocket): void {
  const at = now();
  if (plan.mode === "create") {
    const connection = hub.createConnection(plan.request);
    connection.attach(bind(ws, connection), at);
    return;
  }
  const { connection } = plan;
  if (plan.mode === "attach" && connection.state === "negotiated") {
    connection.attach(bind(ws, connection), at);
  } else if (plan.mode === "reattach" && connection.canReattach) {
    hub.logger.debug({ connectionId: connection.id }, "realtime stateful reconnect");
    connection.reattach(bind(ws, connection), at);
  } else {
    ws.close(NORMAL_CLOSURE);
  }
}
