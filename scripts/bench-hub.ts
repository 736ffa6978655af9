/**
 * npm run bench:hub [-- --connections 10000 --rate 1000 --seconds 5 --rounds 5 --repeat 1 --order-rate 200]
 *
 * Our SignalR hub against a bare `ws` server, in the same run and on the same machine:
 * memory per idle connection, time to deliver one event to every connection, and p50/p99
 * latency of per-user events at a steady rate. For the hub also live order events
 * (docs/realtime.md) to its connected customers at a steady rate, each published with
 * pg_notify inside a transaction of its own and delivered through LISTEN and the order-event
 * bus, p50/p99 from the notify in the committing transaction to the client (an embedded
 * database in the server process, or PostgreSQL when BENCH_DATABASE_URL is set). Every server and every client set runs in a
 * process of its own (fresh memory figures; the file-descriptor limit applies per process;
 * the two cores split between server and clients). Loopback only, bounded, stops by itself.
 */
import { fork, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { cpus, loadavg } from "node:os";
import type { Duplex } from "node:stream";
import WebSocket, { WebSocketServer } from "ws";
import { z } from "zod";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { openDatabase, type DatabaseHandle } from "@/lib/platform/db/client";
import { publishOrderEvent, type CustomerOrderEvent, type OrderEventEnvelope } from "@/lib/platform/events/order-events";
import { createLogger } from "@/lib/platform/log/logger";
import { createRealtimeHub, type UserManagementHub } from "@/lib/web/realtime";
import { HUB_PATH } from "@/lib/web/realtime/config";
import { startOrderEventBus, type OrderEventBus } from "@/lib/web/realtime/order-event-bus";

const HOST = "127.0.0.1";
const RS = "\u001e";
const USER_HEADER = "x-bench-user";
/** Sockets being opened at once; more only queues SYNs in the kernel. */
const CONNECT_CONCURRENCY = 256;
/** The official client's keep-alive: the hub drops a client silent for 30 s. */
const CLIENT_PING_MS = 15_000;

type Kind = "hub" | "ws";

// ---------- options ----------

interface Options {
  role: "main" | "server" | "clients";
  kind: Kind;
  connections: number;
  rate: number;
  seconds: number;
  rounds: number;
  /** Whole runs of both servers, alternating their order (hub-ws, ws-hub, …); medians are shown. */
  repeat: number;
  port: number;
  /** Live order events per second to the hub's customers (each its own transaction). */
  orderRate: number;
}

function parseOptions(argv: string[]): Options {
  const value = (name: string): string | undefined => {
    const index = argv.indexOf(`--${name}`);
    return index >= 0 ? argv[index + 1] : undefined;
  };
  const int = (name: string, fallback: number, min: number, max: number): number => {
    const raw = value(name);
    if (raw === undefined) return fallback;
    const parsed = Number(raw);
    if (!Number.isInteger(parsed) || parsed < min || parsed > max) throw new Error(`--${name} must be an integer from ${min} to ${max}`);
    return parsed;
  };
  const role = value("role") ?? "main";
  const kind = value("kind") ?? "hub";
  if (role !== "main" && role !== "server" && role !== "clients") throw new Error(`unknown --role ${role}`);
  if (kind !== "hub" && kind !== "ws") throw new Error(`unknown --kind ${kind}`);
  return {
    role,
    kind,
    connections: int("connections", 10_000, 1, 50_000),
    rate: int("rate", 1_000, 1, 20_000),
    seconds: int("seconds", 5, 1, 60),
    rounds: int("rounds", 5, 1, 50),
    repeat: int("repeat", 1, 1, 5),
    port: int("port", 0, 0, 65_535),
    orderRate: int("order-rate", 200, 1, 5_000),
  };
}

// ---------- messages between the processes ----------

const messageSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("listening"), port: z.number() }),
  z.object({ type: z.literal("memory"), connections: z.number(), heapBytes: z.number(), rssBytes: z.number() }),
  z.object({ type: z.literal("measureMemory") }),
  z.object({ type: z.literal("broadcast"), round: z.number() }),
  z.object({ type: z.literal("broadcastSent"), round: z.number(), startNs: z.string(), sendMs: z.number() }),
  z.object({ type: z.literal("steady"), rate: z.number(), total: z.number() }),
  z.object({ type: z.literal("steadyDone"), sent: z.number() }),
  z.object({ type: z.literal("orderSteady"), rate: z.number(), total: z.number() }),
  z.object({ type: z.literal("orderSteadyDone"), sent: z.number(), failed: z.number() }),
  z.object({ type: z.literal("ready"), connections: z.number(), failed: z.number(), setupMs: z.number() }),
  z.object({ type: z.literal("arm"), round: z.number() }),
  z.object({ type: z.literal("armed"), round: z.number() }),
  z.object({ type: z.literal("broadcastReceived"), round: z.number(), lastNs: z.string(), received: z.number() }),
  z.object({ type: z.literal("latencyStart"), expected: z.number() }),
  z.object({ type: z.literal("latencyReport") }),
  z.object({ type: z.literal("latency"), count: z.number(), p50Ms: z.number(), p99Ms: z.number(), maxMs: z.number(), dropped: z.number() }),
  z.object({ type: z.literal("close") }),
]);
type Message = z.infer<typeof messageSchema>;
type MessageOf<T extends Message["type"]> = Extract<Message, { type: T }>;

function send(message: Message): void {
  process.send?.(message);
}

function onParentMessage(handler: (message: Message) => void): void {
  process.on("message", (raw) => {
    const parsed = messageSchema.safeParse(raw);
    if (parsed.success) handler(parsed.data);
  });
  // The parent went away (crash, Ctrl-C): never linger.
  process.on("disconnect", () => process.exit(0));
}

/** A child process with a typed, awaitable message queue. */
class Peer {
  private readonly queue: Message[] = [];
  private waiter: (() => void) | null = null;
  readonly exited: Promise<number | null>;

  constructor(
    readonly name: string,
    readonly child: ChildProcess,
  ) {
    child.on("message", (raw) => {
      const parsed = messageSchema.safeParse(raw);
      if (!parsed.success) return;
      this.queue.push(parsed.data);
      this.waiter?.();
    });
    this.exited = new Promise((resolve) => child.once("exit", (code) => resolve(code)));
  }

  send(message: Message): void {
    this.child.send(message);
  }

  async next<T extends Message["type"]>(type: T, timeoutMs: number): Promise<MessageOf<T>> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const index = this.queue.findIndex((message) => message.type === type);
      if (index >= 0) return this.queue.splice(index, 1)[0] as MessageOf<T>;
      const left = deadline - Date.now();
      if (left <= 0 || this.child.exitCode !== null) throw new Error(`${this.name}: no "${type}" within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.min(left, 1_000));
        this.waiter = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.waiter = null;
    }
  }

  async close(): Promise<void> {
    if (this.child.exitCode === null && this.child.connected) this.send({ type: "close" });
    const timer = setTimeout(() => this.child.kill("SIGKILL"), 10_000);
    await this.exited;
    clearTimeout(timer);
  }
}

function spawnPeer(name: string, args: string[], exposeGc: boolean): Peer {
  const script = process.argv[1];
  if (!script) throw new Error("cannot find the script's own path");
  // process.execArgv carries tsx's loader, so the child runs TypeScript too.
  const execArgv = exposeGc ? [...process.execArgv, "--expose-gc"] : process.execArgv;
  return new Peer(name, fork(script, args, { execArgv, stdio: ["ignore", "inherit", "inherit", "ipc"] }));
}

// ---------- the payloads ----------

/** About 150 bytes on the wire, like a UserBlocked event. */
function blockedPayload(extra: Record<string, string | number>): Record<string, unknown> {
  return { message: "Your account has been blocked by an administrator.", timestamp: new Date().toISOString(), shouldLogout: false, ...extra };
}

/** A user id per connection; a UUID, as order events name their receivers by account id. */
const userId = (index: number) => `00000000-0000-4000-8000-${index.toString(16).padStart(12, "0")}`;

/**
 * One customer's view of an order change, about 450 bytes like a real "on the way" event. The
 * send time rides in the timeline note ("bench:<ns>"): the envelope's schema keeps no extra field.
 */
function orderEnvelope(index: number, sentAtNs: bigint): OrderEventEnvelope {
  const orderId = `10000000-0000-4000-8000-${index.toString(16).padStart(12, "0")}`;
  const at = new Date().toISOString();
  const payload: CustomerOrderEvent = {
    audience: "customer",
    orderId,
    number: `C-${10001 + index}`,
    status: "assigned",
    statusLabel: "Cleaner assigned",
    startsAt: at,
    endsAt: at,
    change: "on_the_way",
    version: 4,
    cleanerFirstName: "Dorota",
    onTheWay: { at, etaMinutes: 20 },
    checkedInAt: null,
    entry: { id: index, type: "on_the_way", label: "Cleaner on the way", at, actorName: "Dorota N.", note: `bench:${sentAtNs}` },
  };
  return {
    orderId,
    toUsers: [{ userId: userId(index), payload }],
    toStaff: { ...payload, audience: "staff", serviceName: "Regular cleaning", borough: "Brooklyn", customerName: "Bench Customer", cleanerName: "Dorota Nowak", entry: payload.entry ?? { id: 0, type: "on_the_way", label: "", at, actorName: "", note: null } },
  };
}

// ---------- server process ----------

interface BenchServer {
  broadcast(round: number): void;
  sendToUser(index: number, payload: Record<string, unknown>): void;
  /** The hub only: publishes one order event for this user in a transaction of its own. */
  publishOrder?(index: number): Promise<void>;
  /** Opens the database and the order-event bus before the first timed event. */
  prepareOrders?(): Promise<void>;
  close(): Promise<void>;
}

/** The database and order-event bus beside the hub, as the product runs them. */
async function orderEvents(hub: UserManagementHub): Promise<{ handle: DatabaseHandle; bus: OrderEventBus; close(): Promise<void> }> {
  const url = process.env.BENCH_DATABASE_URL;
  const dataDir = url ? "" : await mkdtemp(path.join(tmpdir(), "bench-hub-"));
  const handle = await openDatabase({ databaseUrl: url, dataDir, maxConnections: 10 });
  const bus = await startOrderEventBus({ handle, hub, logger: createLogger(undefined, "silent") });
  return {
    handle,
    bus,
    async close() {
      await bus.stop();
      await handle.close();
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

function hubServer(server: Server, users: number): BenchServer {
  const hub: UserManagementHub = createRealtimeHub({
    authenticate: async (req) => {
      const user = req.headers[USER_HEADER];
      return typeof user === "string" ? { userId: user } : null;
    },
    isAllowedOrigin: () => true,
    logger: createLogger(undefined, "silent"),
    // Every simulated client shares this machine's address: the per-address limits would stop
    // the bench long before its thousands of connections.
    limits: { maxConnectionsPerAddress: Number.MAX_SAFE_INTEGER, negotiateBurst: Number.MAX_SAFE_INTEGER, negotiatePerSecond: Number.MAX_SAFE_INTEGER },
  });
  server.on("request", (req, res) => (hub.owns((req.url ?? "").split("?")[0] ?? "") ? hub.handleRequest(req, res) : res.writeHead(404).end()));
  server.on("upgrade", (req: IncomingMessage, socket: Duplex, head: Buffer) => hub.handleUpgrade(req, socket, head));
  // Opened at the first order event, after the memory figures: they are the connections' alone.
  let orders: ReturnType<typeof orderEvents> | null = null;
  return {
    // The hub has no broadcast: the product sends per user, so a broadcast is one call per user.
    broadcast(round) {
      const payload = blockedPayload({ round });
      for (let index = 0; index < users; index++) hub.sendToUser(userId(index), "UserBlocked", [payload]);
    },
    sendToUser(index, payload) {
      hub.sendToUser(userId(index), "UserBlocked", [payload]);
    },
    prepareOrders: async () => {
      orders ??= orderEvents(hub);
      await orders;
    },
    publishOrder: async (index) => {
      orders ??= orderEvents(hub);
      const { handle } = await orders;
      await handle.db.transaction((tx) => publishOrderEvent(tx, orderEnvelope(index, process.hrtime.bigint())));
    },
    close: async () => {
      await (await orders)?.close();
      await hub.close();
    },
  };
}

function wsServer(server: Server): BenchServer {
  const wss = new WebSocketServer({ noServer: true, clientTracking: false, perMessageDeflate: false, maxPayload: 1024 * 1024 });
  const sockets: WebSocket[] = [];
  const byUser = new Map<string, WebSocket>();
  server.on("request", (_req, res) => res.writeHead(404).end());
  server.on("upgrade", (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    wss.handleUpgrade(req, socket, head, (ws) => {
      const user = req.headers[USER_HEADER];
      if (typeof user === "string") byUser.set(user, ws);
      sockets.push(ws);
      ws.on("error", () => undefined);
    });
  });
  const record = (payload: Record<string, unknown>) => `${JSON.stringify({ type: 1, target: "UserBlocked", arguments: [payload] })}${RS}`;
  return {
    broadcast(round) {
      const frame = record(blockedPayload({ round }));
      for (const socket of sockets) socket.send(frame);
    },
    sendToUser(index, payload) {
      byUser.get(userId(index))?.send(record(payload));
    },
    async close() {
      for (const socket of sockets) socket.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}

function collectGarbage(): void {
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  gc?.();
}

/** JS heap (with buffers outside it) and resident memory, after a full collection. */
function memoryNow(): { heap: number; rss: number } {
  collectGarbage();
  const usage = process.memoryUsage();
  return { heap: usage.heapUsed + usage.external, rss: usage.rss };
}

async function runServer(options: Options): Promise<void> {
  const server = createServer();
  const bench = options.kind === "hub" ? hubServer(server, options.connections) : wsServer(server);
  await new Promise<void>((resolve) => server.listen(0, HOST, resolve));
  const baseline = memoryNow();
  send({ type: "listening", port: (server.address() as AddressInfo).port });
  let steadyTimer: NodeJS.Timeout | null = null;

  onParentMessage((message) => {
    switch (message.type) {
      case "measureMemory": {
        // Let the last handshakes' garbage become collectable before measuring.
        setTimeout(() => {
          const now = memoryNow();
          send({ type: "memory", connections: options.connections, heapBytes: now.heap - baseline.heap, rssBytes: now.rss - baseline.rss });
        }, 500);
        break;
      }
      case "broadcast": {
        const start = process.hrtime.bigint();
        bench.broadcast(message.round);
        const sendMs = Number(process.hrtime.bigint() - start) / 1e6;
        send({ type: "broadcastSent", round: message.round, startNs: start.toString(), sendMs });
        break;
      }
      case "steady": {
        // Catch-up scheduling: each tick sends what the rate says is due by now, so timer jitter
        // does not lower the rate. Users are picked round-robin across all connections.
        const started = performance.now();
        let sent = 0;
        steadyTimer = setInterval(() => {
          const due = Math.min(message.total, Math.floor(((performance.now() - started) / 1000) * message.rate));
          while (sent < due) {
            bench.sendToUser((sent * 7919) % options.connections, blockedPayload({ sentAt: process.hrtime.bigint().toString() }));
            sent++;
          }
          if (sent >= message.total && steadyTimer) {
            clearInterval(steadyTimer);
            steadyTimer = null;
            send({ type: "steadyDone", sent });
          }
        }, 2);
        break;
      }
      case "orderSteady": {
        // The same catch-up schedule; each event is a transaction, several may be in flight.
        const publish = bench.publishOrder;
        if (!publish) break;
        void (bench.prepareOrders?.() ?? Promise.resolve()).then(() => {
          const started = performance.now();
          let sent = 0;
          let settled = 0;
          let failed = 0;
          const finish = () => {
            if (settled === message.total) send({ type: "orderSteadyDone", sent: settled - failed, failed });
          };
          steadyTimer = setInterval(() => {
            const due = Math.min(message.total, Math.floor(((performance.now() - started) / 1000) * message.rate));
            while (sent < due) {
              const index = (sent * 7919) % options.connections;
              sent++;
              publish(index)
                .catch(() => failed++)
                .finally(() => {
                  settled++;
                  finish();
                });
            }
            if (sent >= message.total && steadyTimer) {
              clearInterval(steadyTimer);
              steadyTimer = null;
            }
          }, 2);
        });
        break;
      }
      case "close":
        if (steadyTimer) clearInterval(steadyTimer);
        void bench.close().finally(() => {
          server.closeAllConnections();
          server.close(() => process.exit(0));
        });
        break;
      default:
        break;
    }
  });
}

// ---------- clients process ----------

interface ClientState {
  round: number;
  received: number;
  lastNs: bigint;
  latencies: Float64Array;
  latencyCount: number;
  latencyExpected: number;
  /** Connections that were open and then closed before the end (the hub drops a client silent for 30 s). */
  dropped: number;
}

function handleRecords(text: string, state: ClientState, kind: Kind): void {
  for (const record of text.split(RS)) {
    if (record.length === 0 || (kind === "hub" && record === "{}")) continue;
    const message = JSON.parse(record) as { type?: number; arguments?: { round?: number; sentAt?: string; entry?: { note?: string | null } }[] };
    if (message.type !== 1) continue;
    const payload = message.arguments?.[0];
    const note = payload?.entry?.note;
    const sentAt = payload?.sentAt ?? (note?.startsWith("bench:") ? note.slice("bench:".length) : undefined);
    if (sentAt !== undefined) {
      if (state.latencyCount < state.latencies.length) {
        state.latencies[state.latencyCount++] = Number(process.hrtime.bigint() - BigInt(sentAt)) / 1e6;
      }
    } else if (payload?.round === state.round) {
      state.received++;
      state.lastNs = process.hrtime.bigint();
    }
  }
}

function openClient(url: string, index: number, kind: Kind, state: ClientState, sockets: WebSocket[]): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new WebSocket(url, { headers: { [USER_HEADER]: userId(index) }, perMessageDeflate: false });
    let ready = false;
    const done = (ok: boolean) => {
      if (ready) return;
      ready = true;
      if (ok) sockets.push(socket);
      resolve(ok);
    };
    socket.on("open", () => {
      if (kind === "ws") done(true);
      else socket.send(`{"protocol":"json","version":1}${RS}`);
    });
    socket.on("message", (data) => {
      const text = Buffer.isBuffer(data) ? data.toString("utf8") : Array.isArray(data) ? Buffer.concat(data).toString("utf8") : Buffer.from(data).toString("utf8");
      if (!ready && text.startsWith(`{}${RS}`)) done(true);
      handleRecords(text, state, kind);
    });
    socket.on("error", () => done(false));
    socket.on("close", () => {
      if (ready) state.dropped++;
      done(false);
    });
  });
}

async function runClients(options: Options): Promise<void> {
  const url = options.kind === "hub" ? `ws://${HOST}:${options.port}${HUB_PATH}` : `ws://${HOST}:${options.port}/`;
  const state: ClientState = { round: -1, received: 0, lastNs: 0n, latencies: new Float64Array(0), latencyCount: 0, latencyExpected: 0, dropped: 0 };
  const sockets: WebSocket[] = [];
  // Pings start with the first connection, not after the last: opening 10,000 on a busy machine
  // takes longer than the hub's 30 s silence limit, which would drop the first ones mid-run.
  const pinger =
    options.kind === "hub"
      ? setInterval(() => {
          for (const socket of sockets) if (socket.readyState === WebSocket.OPEN) socket.send(`{"type":6}${RS}`);
        }, CLIENT_PING_MS)
      : null;
  const started = performance.now();
  let next = 0;
  let failed = 0;
  const worker = async () => {
    while (next < options.connections) {
      const index = next++;
      if (!(await openClient(url, index, options.kind, state, sockets))) failed++;
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONNECT_CONCURRENCY, options.connections) }, worker));
  send({ type: "ready", connections: sockets.length, failed, setupMs: performance.now() - started });

  let watcher: NodeJS.Timeout | null = null;
  onParentMessage((message) => {
    switch (message.type) {
      case "arm":
        state.round = message.round;
        state.received = 0;
        if (watcher) clearInterval(watcher);
        watcher = setInterval(() => {
          if (state.received < sockets.length || !watcher) return;
          clearInterval(watcher);
          watcher = null;
          send({ type: "broadcastReceived", round: state.round, lastNs: state.lastNs.toString(), received: state.received });
        }, 1);
        send({ type: "armed", round: message.round });
        break;
      case "latencyStart":
        state.latencies = new Float64Array(message.expected);
        state.latencyCount = 0;
        state.latencyExpected = message.expected;
        break;
      case "latencyReport": {
        const samples = state.latencies.slice(0, state.latencyCount).sort();
        const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * (samples.length - 1)))] ?? Number.NaN;
        send({ type: "latency", count: samples.length, p50Ms: at(0.5), p99Ms: at(0.99), maxMs: at(1), dropped: state.dropped });
        break;
      }
      case "close":
        if (pinger) clearInterval(pinger);
        if (watcher) clearInterval(watcher);
        for (const socket of sockets) socket.terminate();
        setImmediate(() => process.exit(0));
        break;
      default:
        break;
    }
  });
}

// ---------- main ----------

interface PhaseResult {
  connections: number;
  failed: number;
  setupMs: number;
  heapPerConnection: number;
  rssPerConnection: number;
  broadcastMs: number;
  broadcastSendMs: number;
  p50Ms: number;
  p99Ms: number;
  samples: number;
  /** Order events (the hub only; NaN for bare ws). */
  orderP50Ms: number;
  orderP99Ms: number;
  orderSamples: number;
  orderFailed: number;
  /** Order events published (each should reach its customer once). */
  orderSent: number;
  /** Connections that closed during the run (0 unless something dropped them). */
  dropped: number;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const low = sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
  const high = sorted[Math.ceil((sorted.length - 1) / 2)] ?? Number.NaN;
  return (low + high) / 2;
}

/** Each figure's median over the repeated runs. */
function medianResult(results: PhaseResult[]): PhaseResult {
  const of = (key: keyof PhaseResult) => median(results.map((result) => result[key]));
  return {
    connections: Math.min(...results.map((result) => result.connections)),
    failed: Math.max(...results.map((result) => result.failed)),
    setupMs: of("setupMs"),
    heapPerConnection: of("heapPerConnection"),
    rssPerConnection: of("rssPerConnection"),
    broadcastMs: of("broadcastMs"),
    broadcastSendMs: of("broadcastSendMs"),
    p50Ms: of("p50Ms"),
    p99Ms: of("p99Ms"),
    samples: Math.min(...results.map((result) => result.samples)),
    orderP50Ms: of("orderP50Ms"),
    orderP99Ms: of("orderP99Ms"),
    orderSamples: Math.min(...results.map((result) => result.orderSamples)),
    orderFailed: Math.max(...results.map((result) => result.orderFailed)),
    orderSent: Math.min(...results.map((result) => result.orderSent)),
    dropped: Math.max(...results.map((result) => result.dropped)),
  };
}

async function runPhase(kind: Kind, options: Options): Promise<PhaseResult> {
  const common = ["--kind", kind, "--connections", String(options.connections)];
  const server = spawnPeer(`${kind} server`, ["--role", "server", ...common], true);
  let clients: Peer | null = null;
  try {
    const { port } = await server.next("listening", 30_000);
    clients = spawnPeer(`${kind} clients`, ["--role", "clients", ...common, "--port", String(port)], false);
    const ready = await clients.next("ready", 30_000 + options.connections * 10);
    if (ready.connections === 0) throw new Error(`${kind}: no connection could be opened`);
    server.send({ type: "measureMemory" });
    const memory = await server.next("memory", 30_000);

    const deliveries: number[] = [];
    const sendTimes: number[] = [];
    for (let round = 1; round <= options.rounds; round++) {
      clients.send({ type: "arm", round });
      await clients.next("armed", 10_000);
      server.send({ type: "broadcast", round });
      const sent = await server.next("broadcastSent", 30_000);
      const received = await clients.next("broadcastReceived", 30_000);
      deliveries.push(Number(BigInt(received.lastNs) - BigInt(sent.startNs)) / 1e6);
      sendTimes.push(sent.sendMs);
    }

    const total = options.rate * options.seconds;
    clients.send({ type: "latencyStart", expected: total });
    server.send({ type: "steady", rate: options.rate, total });
    await server.next("steadyDone", options.seconds * 1_000 * 3 + 10_000);
    // What is in flight arrives within a moment; a bounded poll, not a fixed sleep.
    let latency = await requestLatency(clients);
    for (let attempt = 0; attempt < 50 && latency.count < total; attempt++) latency = await requestLatency(clients);

    // Live order events, the hub only: each a transaction with pg_notify, through LISTEN.
    let orders = { p50Ms: Number.NaN, p99Ms: Number.NaN, count: 0, failed: 0, sent: 0, dropped: latency.dropped };
    if (kind === "hub") {
      const orderTotal = options.orderRate * options.seconds;
      clients.send({ type: "latencyStart", expected: orderTotal });
      server.send({ type: "orderSteady", rate: options.orderRate, total: orderTotal });
      const done = await server.next("orderSteadyDone", options.seconds * 1_000 * 6 + 30_000);
      let orderLatency = await requestLatency(clients);
      for (let attempt = 0; attempt < 50 && orderLatency.count < done.sent; attempt++) orderLatency = await requestLatency(clients);
      orders = { p50Ms: orderLatency.p50Ms, p99Ms: orderLatency.p99Ms, count: orderLatency.count, failed: done.failed, sent: done.sent, dropped: orderLatency.dropped };
    }

    return {
      connections: ready.connections,
      failed: ready.failed,
      setupMs: ready.setupMs,
      heapPerConnection: memory.heapBytes / ready.connections,
      rssPerConnection: memory.rssBytes / ready.connections,
      broadcastMs: median(deliveries),
      broadcastSendMs: median(sendTimes),
      p50Ms: latency.p50Ms,
      p99Ms: latency.p99Ms,
      samples: latency.count,
      orderP50Ms: orders.p50Ms,
      orderP99Ms: orders.p99Ms,
      orderSamples: orders.count,
      orderFailed: orders.failed,
      orderSent: orders.sent,
      dropped: orders.dropped,
    };
  } finally {
    await clients?.close();
    await server.close();
  }
}

async function requestLatency(clients: Peer): Promise<MessageOf<"latency">> {
  await new Promise((resolve) => setTimeout(resolve, 100));
  clients.send({ type: "latencyReport" });
  return clients.next("latency", 10_000);
}

/** The soft "Max open files" limit of this process (Linux), or null when unknown. */
function openFileLimit(): number | null {
  try {
    const match = /^Max open files\s+(\d+)/m.exec(readFileSync("/proc/self/limits", "utf8"));
    return match?.[1] ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

function printTable(options: Options, hub: PhaseResult, ws: PhaseResult): void {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 1)} ms`;
  const ratio = (a: number, b: number) => (b > 0 && Number.isFinite(a / b) ? `${(a / b).toFixed(2)}x` : "n/a");
  const rows: [string, string, string, string][] = [
    ["connections open (failed)", `${hub.connections} (${hub.failed})`, `${ws.connections} (${ws.failed})`, ""],
    ["open + handshake, all", ms(hub.setupMs), ms(ws.setupMs), ratio(hub.setupMs, ws.setupMs)],
    ["memory per connection, heap+external", kb(hub.heapPerConnection), kb(ws.heapPerConnection), ratio(hub.heapPerConnection, ws.heapPerConnection)],
    ["memory per connection, RSS", kb(hub.rssPerConnection), kb(ws.rssPerConnection), ratio(hub.rssPerConnection, ws.rssPerConnection)],
    [`one event to every connection (median of ${options.rounds})`, ms(hub.broadcastMs), ms(ws.broadcastMs), ratio(hub.broadcastMs, ws.broadcastMs)],
    ["  of which the server's send loop", ms(hub.broadcastSendMs), ms(ws.broadcastSendMs), ratio(hub.broadcastSendMs, ws.broadcastSendMs)],
    [`per-user event latency p50 @ ${options.rate}/s`, ms(hub.p50Ms), ms(ws.p50Ms), ratio(hub.p50Ms, ws.p50Ms)],
    [`per-user event latency p99 @ ${options.rate}/s`, ms(hub.p99Ms), ms(ws.p99Ms), ratio(hub.p99Ms, ws.p99Ms)],
    ["latency samples", String(hub.samples), String(ws.samples), ""],
    [`order event, commit to delivery p50 @ ${options.orderRate}/s`, ms(hub.orderP50Ms), `(${ms(ws.p50Ms)} bare)`, ratio(hub.orderP50Ms, ws.p50Ms)],
    [`order event, commit to delivery p99 @ ${options.orderRate}/s`, ms(hub.orderP99Ms), `(${ms(ws.p99Ms)} bare)`, ratio(hub.orderP99Ms, ws.p99Ms)],
    ["order events delivered of published (failed)", `${hub.orderSamples} of ${hub.orderSent} (${hub.orderFailed})`, "", ""],
    ["connections closed during the run", String(hub.dropped), String(ws.dropped), ""],
  ];
  const widths = [0, 1, 2, 3].map((column) => Math.max(...[["", "our hub", "bare ws", "ratio"], ...rows].map((row) => row[column]?.length ?? 0)));
  const line = (row: string[]) => row.map((cell, column) => (column === 0 ? cell.padEnd(widths[0] ?? 0) : cell.padStart(widths[column] ?? 0))).join("   ");
  const runs = options.repeat > 1 ? `, medians of ${options.repeat} runs` : "";
  console.log(`\nHub benchmark: ${options.connections} WebSocket connections to one server process on ${HOST}, Node ${process.version}${runs}`);
  // Other work on the machine skews every figure: say how busy it was.
  console.log(`${cpus().length} cores; load average at the end ${loadavg().map((load) => load.toFixed(2)).join(", ")}\n`);
  console.log(`${line(["", "our hub", "bare ws", "ratio"])}\n${"-".repeat(line(rows[0] ?? []).length)}`);
  for (const row of rows) console.log(line(row));
  console.log(
    "\nOur hub: SignalR JSON protocol (handshake, ~150-byte invocation records, keep-alive pings), one user per" +
      " connection, events through sendToUser (a broadcast is one sendToUser per user). Bare ws: the same records" +
      " as plain frames, one shared frame for the broadcast. Clients run in a separate process; delivery and" +
      " latency use the shared monotonic clock, ending when the last client received its message." +
      ` Order events: one transaction each with pg_notify on ${process.env.BENCH_DATABASE_URL ? "PostgreSQL (BENCH_DATABASE_URL)" : "the embedded database in the hub's process"},` +
      " delivered by the order-event bus (LISTEN) to the customer's connection; timed from the notify inside the" +
      " transaction (so COMMIT is included) to the client, beside the bare ws per-user figure.",
  );
}

async function main(options: Options): Promise<void> {
  const limit = openFileLimit();
  if (limit !== null && options.connections + 200 > limit) {
    console.error(
      `The open-file limit is ${limit}; ${options.connections} connections need about ${options.connections + 200} per process.\n` +
        `Raise it (ulimit -n ${options.connections + 1_000}) or pass --connections ${Math.max(1, limit - 200)}.`,
    );
    process.exit(2);
  }
  // Never outlive a stuck run: the whole benchmark has a budget.
  const budgetMs = (120_000 + options.connections * 20 + options.seconds * 6_000) * options.repeat;
  const watchdog = setTimeout(() => {
    console.error(`The benchmark did not finish within ${Math.round(budgetMs / 1000)} s; stopping.`);
    process.exit(1);
  }, budgetMs);
  const results: Record<Kind, PhaseResult[]> = { hub: [], ws: [] };
  for (let run = 0; run < options.repeat; run++) {
    // Alternating the order cancels some of the drift of a machine that is busy with other work.
    for (const kind of run % 2 === 0 ? (["hub", "ws"] as const) : (["ws", "hub"] as const)) {
      console.log(`Run ${run + 1}/${options.repeat}: ${kind === "hub" ? "our hub" : "bare ws"} with ${options.connections} connections…`);
      results[kind].push(await runPhase(kind, options));
    }
  }
  clearTimeout(watchdog);
  printTable(options, medianResult(results.hub), medianResult(results.ws));
}

const options = parseOptions(process.argv.slice(2));
const run = options.role === "server" ? runServer(options) : options.role === "clients" ? runClients(options) : main(options);
run.catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
