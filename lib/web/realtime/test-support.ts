/**
 * Test helpers shared by the hub's integration tests: a plain HTTP server hosting only the
 * hub, the official client, and a raw WebSocket client that sees every frame.
 */
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { HubConnectionBuilder, HttpTransportType, LogLevel, type HubConnection } from "@microsoft/signalr";
import WebSocket from "ws";
import { createLogger } from "@/lib/platform/log/logger";
import { HUB_PATH, type RealtimeLimits } from "./config";
import { createRealtimeHub, type RealtimeTimings, type UserManagementHub } from "./index";
import { RECORD_SEPARATOR } from "./protocol/records";

export const RS = RECORD_SEPARATOR;
export const ALLOWED_ORIGIN = "http://allowed.test";

/** The fake session: `Cookie: session=<userId>`. */
export function cookieFor(userId: string): string {
  return `session=${encodeURIComponent(userId)}`;
}

function userFromCookie(req: IncomingMessage): { userId: string } | null {
  const match = /(?:^|;\s*)session=([^;]+)/.exec(req.headers.cookie ?? "");
  return match?.[1] ? { userId: decodeURIComponent(match[1]) } : null;
}

export interface TestHub {
  hub: UserManagementHub;
  /** The HTTP server hosting the hub (shutdown tests drive it directly). */
  server: Server;
  /** http://127.0.0.1:port/userManagementHub */
  url: string;
  origin: string;
  stats: { negotiations: number; upgrades: number; posts: number };
  /** Raw TCP sockets of every upgrade, in order, to cut them in tests. */
  upgradeSockets: Socket[];
  close(): Promise<void>;
}

export async function startHub(
  timings: Partial<RealtimeTimings> = {},
  options: { refuseUpgrades?: boolean; limits?: Partial<RealtimeLimits>; authenticate?: (req: IncomingMessage) => Promise<{ userId: string } | null> } = {},
): Promise<TestHub> {
  const hub = createRealtimeHub({
    authenticate: options.authenticate ?? (async (req) => userFromCookie(req)),
    isAllowedOrigin: (origin) => origin === undefined || origin === ALLOWED_ORIGIN,
    logger: createLogger(undefined, "silent"),
    timings,
    limits: options.limits,
  });
  const stats = { negotiations: 0, upgrades: 0, posts: 0 };
  const upgradeSockets: Socket[] = [];
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? "/").split("?")[0] ?? "/";
    if (path.endsWith("/negotiate")) stats.negotiations++;
    else if (req.method === "POST") stats.posts++;
    if (hub.owns(path)) return hub.handleRequest(req, res);
    res.writeHead(404).end();
  });
  server.on("upgrade", (req: IncomingMessage, socket: Socket, head: Buffer) => {
    stats.upgrades++;
    upgradeSockets.push(socket);
    if (options.refuseUpgrades) {
      socket.end("HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\nContent-Length: 0\r\n\r\n");
      return;
    }
    const path = (req.url ?? "/").split("?")[0] ?? "/";
    if (hub.owns(path)) return hub.handleUpgrade(req, socket, head);
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    hub,
    server,
    url: `${origin}${HUB_PATH}`,
    origin,
    stats,
    upgradeSockets,
    async close() {
      await hub.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A hub started before the describe block's tests and closed after them; the function gives it. */
export function hubForBlock(timings: Partial<RealtimeTimings> = {}): () => TestHub {
  let running: TestHub | undefined;
  beforeAll(async () => {
    running = await startHub(timings);
  });
  afterAll(async () => {
    await running?.close();
  });
  return () => {
    if (!running) throw new Error("hubForBlock: the hub runs only while the block's tests do");
    return running;
  };
}

/** Polls a condition (no fixed sleeps); rejects after `timeoutMs`. */
export async function waitFor(predicate: () => boolean | Promise<boolean>, timeoutMs = 5_000, what = "condition"): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await predicate()) return;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

export interface ClientOptions {
  userId?: string;
  transport?: HttpTransportType;
  stateful?: boolean;
  skipNegotiation?: boolean;
  cookie?: string | null;
  /** Delays of withAutomaticReconnect; none by default. */
  reconnectDelays?: number[];
}

/** The official client, as the product uses it, with cookies passed the Node way (headers). */
export function officialClient(test: TestHub, options: ClientOptions = {}): HubConnection {
  const cookie = options.cookie === undefined ? cookieFor(options.userId ?? "user-1") : options.cookie;
  let builder = new HubConnectionBuilder()
    .withUrl(test.url, {
      transport: options.transport ?? HttpTransportType.WebSockets,
      headers: cookie === null ? {} : { Cookie: cookie },
      skipNegotiation: options.skipNegotiation ?? false,
    })
    .configureLogging(LogLevel.None);
  if (options.stateful) builder = builder.withStatefulReconnect();
  if (options.reconnectDelays) builder = builder.withAutomaticReconnect(options.reconnectDelays);
  return builder.build();
}

export interface Negotiation {
  status: number;
  body: Record<string, unknown> | null;
  token: string;
}

export async function negotiate(test: TestHub, userId: string | null, query = "negotiateVersion=1", headers: Record<string, string> = {}): Promise<Negotiation> {
  const response = await fetch(`${test.url}/negotiate?${query}`, {
    method: "POST",
    headers: { ...(userId === null ? {} : { Cookie: cookieFor(userId) }), ...headers },
  });
  const text = await response.text();
  const body = response.status === 200 ? (JSON.parse(text) as Record<string, unknown>) : null;
  return { status: response.status, body, token: typeof body?.connectionToken === "string" ? body.connectionToken : "" };
}

/** A WebSocket client that records every frame, for protocol-level tests. */
export class RawClient {
  readonly frames: string[] = [];
  readonly binaryFrames: Buffer[] = [];
  closeCode: number | null = null;
  private waiters: (() => void)[] = [];

  private constructor(readonly socket: WebSocket) {
    socket.on("message", (data, isBinary) => {
      const buffer = Buffer.isBuffer(data) ? data : Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data);
      if (isBinary) this.binaryFrames.push(buffer);
      else this.frames.push(buffer.toString("utf8"));
      this.wake();
    });
    socket.on("close", (code) => {
      this.closeCode = code;
      this.wake();
    });
    socket.on("error", () => undefined);
  }

  private wake(): void {
    for (const waiter of this.waiters.splice(0)) waiter();
  }

  /** Opens the socket; resolves with the client, or rejects with the HTTP status of a refusal. */
  static open(test: TestHub, token: string | null, options: { userId?: string | null; origin?: string } = {}): Promise<RawClient> {
    const userId = options.userId === undefined ? "user-1" : options.userId;
    const url = `${test.url.replace(/^http/, "ws")}${token === null ? "" : `?id=${token}`}`;
    const headers: Record<string, string> = {};
    if (userId !== null) headers.Cookie = cookieFor(userId);
    if (options.origin) headers.Origin = options.origin;
    const socket = new WebSocket(url, { headers });
    return new Promise((resolve, reject) => {
      socket.once("open", () => resolve(new RawClient(socket)));
      socket.once("unexpected-response", (_req, res) => {
        reject(new HttpStatusError(res.statusCode ?? 0));
        res.resume();
        socket.terminate();
      });
      socket.once("error", (error) => reject(error));
    });
  }

  /** Negotiates (optionally with stateful reconnect) and opens the socket. */
  static async connect(test: TestHub, userId = "user-1", query = "negotiateVersion=1"): Promise<{ client: RawClient; token: string }> {
    const negotiation = await negotiate(test, userId, query);
    if (negotiation.status !== 200) throw new Error(`negotiate failed: ${negotiation.status}`);
    return { client: await RawClient.open(test, negotiation.token, { userId }), token: negotiation.token };
  }

  /** Connects and completes the handshake. */
  static async ready(test: TestHub, userId = "user-1", version = 1, query = "negotiateVersion=1"): Promise<{ client: RawClient; token: string }> {
    const connected = await RawClient.connect(test, userId, query);
    connected.client.send(`{"protocol":"json","version":${version}}${RS}`);
    const answer = await connected.client.nextFrame();
    if (answer !== `{}${RS}`) throw new Error(`handshake failed: ${answer}`);
    return connected;
  }

  send(text: string): void {
    this.socket.send(text);
  }

  sendBinary(bytes: Buffer): void {
    this.socket.send(bytes, { binary: true });
  }

  /** Every record received so far, parsed, in order. */
  records(): Record<string, unknown>[] {
    return this.frames
      .join("")
      .split(RS)
      .filter((record) => record.length > 0)
      .map((record) => JSON.parse(record) as Record<string, unknown>);
  }

  private consumed = 0;

  /** The next frame not yet returned by nextFrame. */
  async nextFrame(timeoutMs = 5_000): Promise<string> {
    await this.until(() => this.frames.length > this.consumed || this.closeCode !== null, timeoutMs);
    const frame = this.frames[this.consumed];
    if (frame === undefined) throw new Error(`socket closed (${this.closeCode}) before a frame arrived`);
    this.consumed++;
    return frame;
  }

  /** Resolves once the socket is closed, with its close code. */
  async closed(timeoutMs = 5_000): Promise<number> {
    await this.until(() => this.closeCode !== null, timeoutMs);
    return this.closeCode ?? 0;
  }

  async until(condition: () => boolean, timeoutMs = 5_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!condition()) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error("Timed out waiting on the raw socket");
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  terminate(): void {
    this.socket.terminate();
  }

  close(): void {
    if (this.socket.readyState === WebSocket.OPEN || this.socket.readyState === WebSocket.CONNECTING) this.socket.close();
  }
}

export class HttpStatusError extends Error {
  constructor(readonly status: number) {
    super(`HTTP ${status}`);
  }
}

/** The status an upgrade was refused with (0 if it was accepted, and then closed). */
export async function upgradeStatus(test: TestHub, token: string | null, options: { userId?: string | null; origin?: string } = {}): Promise<number> {
  try {
    const client = await RawClient.open(test, token, options);
    client.terminate();
    return 0;
  } catch (error) {
    if (error instanceof HttpStatusError) return error.status;
    throw error;
  }
}
