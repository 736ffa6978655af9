/**
 * npm run bench:load -- --url http://127.0.0.1:3000 [--seconds 30 --hub 1000]
 * npm run bench:load -- --one-host     (one production host on a fresh PostgreSQL database)
 * npm run bench:load -- --two-hosts    (two hosts behind the shipped nginx site, as in production)
 *
 * A realistic mix for a fixed time: visitors reading public pages, quotes, slot lists,
 * bookings by signed-in customers, staff reading their lists, and idle real-time hub
 * connections (registered customers, 20 per account, spread over loopback source addresses as
 * visitors come from many). Prints throughput and p50/p95/p99 by kind, and errors: network
 * failures, 5xx and any answer a real browser would not expect. A booking refused because the
 * start filled up (409) is a normal answer and counted apart. The --one-host and --two-hosts
 * topologies need `npm run build`, PostgreSQL on 127.0.0.1:5432 and (for two hosts) nginx;
 * they stop everything they started at the end. Against --url the demo accounts must exist
 * (DEMO=true), and hub connections need the address to be on this machine.
 */
import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { Agent, request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { cpus, loadavg, totalmem } from "node:os";
import { performance } from "node:perf_hooks";
import WebSocket from "ws";
import { SERVER_ENTRY } from "../e2e/support/server-process";
import { startTopology, topologyUnavailable, type Topology } from "../e2e/support/topology";

const DEMO_PASSWORD = "CleanDemo2026!";
const RS = "\u001e";

interface Options {
  url?: string;
  topology?: "one-host" | "two-hosts";
  seconds: number;
  hub: number;
}

function parseOptions(argv: string[]): Options {
  const value = (name: string) => {
    const index = argv.indexOf(`--${name}`);
    return index >= 0 ? argv[index + 1] : undefined;
  };
  const int = (name: string, fallback: number, min: number, max: number) => {
    const raw = value(name);
    const parsed = raw === undefined ? fallback : Number(raw);
    if (!Number.isInteger(parsed) || parsed < min || parsed > max) throw new Error(`--${name} must be a whole number from ${min} to ${max}`);
    return parsed;
  };
  const topology = argv.includes("--two-hosts") ? "two-hosts" : argv.includes("--one-host") ? "one-host" : undefined;
  const url = value("url");
  if (!topology && !url) throw new Error("give --url http://host:port, --one-host or --two-hosts");
  return { url, topology, seconds: int("seconds", 30, 5, 600), hub: int("hub", 1_000, 0, 5_000) };
}

// ---------- HTTP with a cookie jar and a chosen source address ----------

const agents = new Map<string, Agent>();
function agentFor(localAddress: string | undefined): Agent {
  const key = localAddress ?? "";
  let agent = agents.get(key);
  if (!agent) {
    agent = new Agent({ keepAlive: true, maxSockets: 64, ...(localAddress ? { localAddress } : {}) });
    agents.set(key, agent);
  }
  return agent;
}

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** One browser-like client: its cookies (the session, nginx's bb_route) and its address. */
class Client {
  readonly cookies = new Map<string, string>();
  constructor(
    readonly base: string,
    readonly localAddress?: string,
  ) {}

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  send(method: string, path: string, options: { json?: unknown; form?: Record<string, string>; headers?: Record<string, string> } = {}): Promise<Answer> {
    const url = new URL(path, this.base);
    const body = options.json !== undefined ? JSON.stringify(options.json) : options.form ? new URLSearchParams(options.form).toString() : undefined;
    const headers: Record<string, string> = { accept: "*/*", ...options.headers };
    if (this.cookies.size) headers.cookie = this.cookieHeader();
    if (method !== "GET") headers.origin = new URL(this.base).origin;
    if (options.json !== undefined) headers["content-type"] = "application/json";
    if (options.form) headers["content-type"] = "application/x-www-form-urlencoded";
    if (body !== undefined) headers["content-length"] = String(Buffer.byteLength(body));
    return new Promise((resolve, reject) => {
      const req = httpRequest(url, { method, headers, agent: agentFor(this.localAddress), timeout: 30_000 }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          for (const line of res.headers["set-cookie"] ?? []) {
            const [pair = ""] = line.split(";");
            const index = pair.indexOf("=");
            if (index > 0) this.cookies.set(pair.slice(0, index).trim(), pair.slice(index + 1).trim());
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString("utf8") });
        });
        res.on("error", reject);
      });
      req.on("timeout", () => req.destroy(new Error("timed out after 30 s")));
      req.on("error", reject);
      req.end(body);
    });
  }

  async signIn(email: string, password: string): Promise<void> {
    const csrf = await this.send("GET", "/api/auth/csrf");
    const { csrfToken } = JSON.parse(csrf.body) as { csrfToken: string };
    const answer = await this.send("POST", "/api/auth/callback/credentials", { form: { csrfToken, email, password, json: "true" } });
    if (answer.status >= 400) throw new Error(`sign-in of ${email} answered ${answer.status}`);
    const session = JSON.parse((await this.send("GET", "/api/auth/session")).body) as { user?: { email: string } };
    if (session.user?.email !== email) throw new Error(`sign-in of ${email} made no session`);
  }
}

// ---------- measurements ----------

interface KindStats {
  latencies: number[];
  errors: number;
  refused: number;
  errorSamples: string[];
}

const stats = new Map<string, KindStats>();
function record(kind: string, ms: number, outcome: "ok" | "refused" | "error", detail?: string): void {
  let entry = stats.get(kind);
  if (!entry) {
    entry = { latencies: [], errors: 0, refused: 0, errorSamples: [] };
    stats.set(kind, entry);
  }
  entry.latencies.push(ms);
  if (outcome === "refused") entry.refused += 1;
  if (outcome === "error") {
    entry.errors += 1;
    if (detail && entry.errorSamples.length < 3) entry.errorSamples.push(detail);
  }
}

async function timed(kind: string, run: () => Promise<Answer>, accept: (answer: Answer) => "ok" | "refused" | "error"): Promise<Answer | null> {
  const started = performance.now();
  try {
    const answer = await run();
    const outcome = accept(answer);
    record(kind, performance.now() - started, outcome, outcome === "error" ? `${answer.status} ${answer.body.slice(0, 120)}` : undefined);
    return answer;
  } catch (error) {
    record(kind, performance.now() - started, "error", error instanceof Error ? error.message : String(error));
    return null;
  }
}

const okWhen = (...statuses: number[]) => (answer: Answer) => (statuses.includes(answer.status) ? "ok" : "error");

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;
}

// ---------- the mix ----------

const PUBLIC_PAGES = ["/", "/services/deep-cleaning", "/services/queens-cleaning", "/services/residential-cleaning", "/about", "/contact", "/privacy-policy"];
const QUOTES = [
  { service: "residential-cleaning", bedrooms: 2, bathrooms: 1, extras: [{ id: "inside-oven" }], frequency: "weekly" },
  { service: "deep-cleaning", bedrooms: 3, bathrooms: 2 },
  { service: "move-in-out-cleaning", bedrooms: 1, bathrooms: 1 },
  { service: "office-cleaning", squareFeet: 2_400 },
];

function nyDate(daysAhead: number): string {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York", year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + daysAhead);
  return date.toISOString().slice(0, 10);
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

async function loop(until: number, step: () => Promise<unknown>): Promise<void> {
  while (performance.now() < until) await step();
}

/** Idle hub connections: negotiate, WebSocket, handshake, then a ping every 15 s as the client does. */
async function openHubConnections(base: string, users: Client[], count: number): Promise<{ sockets: WebSocket[]; failures: number }> {
  const sockets: WebSocket[] = [];
  let failures = 0;
  const perUser = Math.ceil(count / Math.max(1, users.length));
  const open = async (user: Client) => {
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const negotiate = await timed("hub connect", () => user.send("POST", "/userManagementHub/negotiate?negotiateVersion=1"), (answer) => (answer.status === 200 ? "ok" : answer.status === 429 ? "refused" : "error"));
      if (negotiate?.status === 429) {
        await new Promise((resolve) => setTimeout(resolve, 200 + Math.random() * 400));
        continue;
      }
      if (negotiate?.status !== 200) break;
      const { connectionToken } = JSON.parse(negotiate.body) as { connectionToken: string };
      const wsUrl = `${base.replace(/^http/, "ws")}/userManagementHub?id=${encodeURIComponent(connectionToken)}`;
      const socket = new WebSocket(wsUrl, { headers: { cookie: user.cookieHeader() }, ...(user.localAddress ? { localAddress: user.localAddress } : {}) });
      const ready = await new Promise<boolean>((resolve) => {
        socket.once("open", () => socket.send(`{"protocol":"json","version":1}${RS}`));
        socket.once("message", (data: Buffer) => resolve(data.toString().startsWith(`{}${RS}`)));
        socket.once("error", () => resolve(false));
        socket.once("close", () => resolve(false));
      });
      if (ready) {
        sockets.push(socket);
        return;
      }
      socket.terminate();
      break;
    }
    failures += 1;
  };
  const jobs: Promise<void>[] = [];
  for (const user of users) for (let index = 0; index < perUser && jobs.length < count; index += 1) jobs.push(open(user));
  await Promise.all(jobs);
  const pinger = setInterval(() => {
    for (const socket of sockets) if (socket.readyState === WebSocket.OPEN) socket.send(`{"type":6}${RS}`);
  }, 15_000);
  pinger.unref();
  return { sockets, failures };
}

/** Loopback source addresses (127.0.0.0/8 all reach this machine): visitors come from many. */
function loopbackAddresses(count: number): string[] {
  const second = 1 + Math.floor(Math.random() * 250);
  const third = Math.floor(Math.random() * 250);
  return Array.from({ length: count }, (_, index) => `127.${second}.${third}.${index + 2}`);
}

async function registerHubUsers(base: string, count: number, onThisMachine: boolean): Promise<Client[]> {
  // Registration allows 10 accounts per address an hour; the hub 200 connections per address.
  const addresses = onThisMachine ? loopbackAddresses(Math.max(1, Math.ceil(count / 5))) : [undefined];
  const users: Client[] = [];
  await Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const client = new Client(base, addresses[index % addresses.length]);
      const email = `bench-${randomUUID().slice(0, 12)}@example.test`;
      const password = `Bench-${randomUUID()}`;
      const answer = await client.send("POST", "/api/account/register", { json: { firstName: "Load", lastName: "Bench", email, password } });
      if (answer.status !== 202) throw new Error(`registration answered ${answer.status}: ${answer.body.slice(0, 200)}`);
      await client.signIn(email, password);
      users.push(client);
    }),
  );
  return users;
}

async function run(base: string, options: Options): Promise<void> {
  const onThisMachine = ["127.0.0.1", "localhost"].includes(new URL(base).hostname);
  const addresses = onThisMachine ? loopbackAddresses(16) : [undefined];
  const client = (index: number) => new Client(base, addresses[index % addresses.length]);

  const customers = await Promise.all([0, 1, 2, 3].map(async (index) => {
    const customer = client(index);
    await customer.signIn("customer@demo.test", DEMO_PASSWORD);
    return customer;
  }));
  const staff = await Promise.all([4, 5].map(async (index) => {
    const admin = client(index);
    await admin.signIn("admin@demo.test", DEMO_PASSWORD);
    return admin;
  }));

  // Connections per user are capped at 20: enough accounts for the connections asked for.
  const hubUsers = options.hub > 0 ? await registerHubUsers(base, Math.ceil(options.hub / 18), onThisMachine) : [];
  const hubStarted = performance.now();
  const hub = await openHubConnections(base, hubUsers, options.hub);
  console.log(`hub: ${hub.sockets.length} idle connections open in ${((performance.now() - hubStarted) / 1000).toFixed(1)} s (${hub.failures} failed)`);
  stats.delete("hub connect");

  // Slot lists for the visit the customers book: a start that fits a shorter visit may not fit it.
  const bookedRequest = { service: "deep-cleaning", bedrooms: 1, bathrooms: 1 };
  const priced = await customers[0]!.send("POST", "/api/quote", { json: bookedRequest });
  const visitMinutes = (JSON.parse(priced.body) as { quote: { estimatedMinutes: number } }).quote.estimatedMinutes;

  const started = performance.now();
  const until = started + options.seconds * 1_000;
  const visitors = Array.from({ length: 8 }, (_, index) => client(index + 6));
  const workers: Promise<void>[] = [
    ...visitors.map((visitor) => loop(until, () => timed("page", () => visitor.send("GET", pick(PUBLIC_PAGES), { headers: { accept: "text/html" } }), okWhen(200)))),
    ...visitors.slice(0, 4).map((visitor) => loop(until, () => timed("quote", () => visitor.send("POST", "/api/quote", { json: pick(QUOTES) }), okWhen(200)))),
    ...visitors.slice(4).map((visitor) => loop(until, () => timed("slots", () => visitor.send("GET", `/api/slots?date=${nyDate(1 + Math.floor(Math.random() * 60))}&durationMinutes=180`), okWhen(200)))),
    ...customers.map((customer) =>
      loop(until, async () => {
        const slots = await customer.send("GET", `/api/slots?date=${nyDate(36 + Math.floor(Math.random() * 50))}&durationMinutes=${visitMinutes}`);
        const times = slots.status === 200 ? (JSON.parse(slots.body) as { times: string[] }).times : [];
        if (times.length === 0) return;
        await timed(
          "booking",
          () =>
            customer.send("POST", "/api/bookings", {
              headers: { "idempotency-key": randomUUID() },
              json: {
                request: bookedRequest,
                startsAt: pick(times),
                address: { street: "31-10 Thomson Ave", city: "Long Island City", zip: "11101" },
                contact: { name: "Jordan Lee", phone: "(917) 555-0105", email: "customer@demo.test" },
                acceptTerms: true,
              },
            }),
          (answer) => (answer.status === 201 ? "ok" : answer.status === 409 ? "refused" : "error"),
        );
      }),
    ),
    ...staff.map((admin, index) =>
      loop(until, () => timed("staff list", () => admin.send("GET", index === 0 ? "/api/admin/orders?page=1" : "/api/admin/users?page=1"), okWhen(200))),
    ),
  ];
  await Promise.all(workers);
  const elapsed = (performance.now() - started) / 1000;
  const stillOpen = hub.sockets.filter((socket) => socket.readyState === WebSocket.OPEN).length;
  for (const socket of hub.sockets) socket.close(1000);

  const rows: string[][] = [];
  let total = 0;
  let errors = 0;
  for (const [kind, entry] of [...stats].sort(([a], [b]) => a.localeCompare(b))) {
    const sorted = [...entry.latencies].sort((a, b) => a - b);
    total += sorted.length;
    errors += entry.errors;
    rows.push([kind, String(sorted.length), (sorted.length / elapsed).toFixed(1), percentile(sorted, 50).toFixed(1), percentile(sorted, 95).toFixed(1), percentile(sorted, 99).toFixed(1), String(entry.refused), String(entry.errors)]);
  }
  rows.push(["all", String(total), (total / elapsed).toFixed(1), "", "", "", "", String(errors)]);
  const header = ["kind", "requests", "per s", "p50 ms", "p95 ms", "p99 ms", "refused", "errors"];
  console.log(`\n${options.topology ?? base}: ${elapsed.toFixed(1)} s, ${cpus().length} × ${cpus()[0]?.model.trim()}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, load ${loadavg()[0]?.toFixed(2)}`);
  console.log(`| ${header.join(" | ")} |\n|${header.map(() => "---").join("|")}|`);
  for (const row of rows) console.log(`| ${row.join(" | ")} |`);
  console.log(`hub connections still open at the end: ${stillOpen} of ${hub.sockets.length} (${hub.failures} failed to open)`);
  for (const [kind, entry] of stats) for (const sample of entry.errorSamples) console.log(`  error (${kind}): ${sample}`);
  if (errors > 0 || hub.failures > 0 || stillOpen < hub.sockets.length) process.exitCode = 1;
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  let topology: Topology | undefined;
  if (options.topology) {
    if (!existsSync(SERVER_ENTRY)) throw new Error("run `npm run build` first: the hosts run dist/server.mjs");
    const missing = await topologyUnavailable(options.topology === "two-hosts");
    if (missing) throw new Error(missing);
    topology = await startTopology({ hostCount: options.topology === "two-hosts" ? 2 : 1, withNginx: options.topology === "two-hosts" });
  }
  try {
    await run(topology?.url ?? options.url!, options);
  } finally {
    for (const agent of agents.values()) agent.destroy();
    await topology?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
