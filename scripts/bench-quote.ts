/**
 * npm run bench:quote [-- --requests 6000 --concurrency 16 --seconds 30]
 *
 * Requests per second and p50/p99 latency of POST /api/quote under load. Starts its own
 * production server (dist/server.mjs, so run `npm run build` first) with a fresh embedded
 * database in a temporary directory, sends a bounded number of requests to 127.0.0.1 only,
 * prints the figures and stops the server. Every answer must be a 200 with a quote, or the
 * run fails: a fast error is not a result.
 */
import { existsSync } from "node:fs";
import { cpus } from "node:os";
import { performance } from "node:perf_hooks";
import { SERVER_ENTRY, disposeServer, startServer } from "../e2e/support/server-process";

interface Options {
  requests: number;
  concurrency: number;
  seconds: number;
  warmup: number;
}

function parseOptions(argv: string[]): Options {
  const int = (name: string, fallback: number, min: number, max: number): number => {
    const index = argv.indexOf(`--${name}`);
    const value = index >= 0 ? Number(argv[index + 1]) : fallback;
    if (!Number.isInteger(value) || value < min || value > max) throw new Error(`--${name} must be a whole number from ${min} to ${max}`);
    return value;
  };
  return {
    requests: int("requests", 6_000, 100, 200_000),
    concurrency: int("concurrency", 16, 1, 256),
    seconds: int("seconds", 30, 1, 300),
    warmup: int("warmup", 300, 0, 10_000),
  };
}

/** A mix of what the booking form sends: every pricing model, extras and frequencies. */
const BODIES = [
  { service: "residential-cleaning", bedrooms: 2, bathrooms: 1, extras: [{ id: "inside-oven" }, { id: "interior-windows", quantity: 6 }], frequency: "weekly" },
  { service: "deep-cleaning", bedrooms: 3, bathrooms: 2, extras: [{ id: "inside-fridge" }, { id: "baseboards" }] },
  { service: "move-in-out-cleaning", bedrooms: 1, bathrooms: 1 },
  { service: "office-cleaning", squareFeet: 2_400 },
  { service: "post-construction-cleaning", squareFeet: 1_100 },
  { service: "custom-cleaning", hours: 4, cleaners: 2 },
  { service: "laundry", loads: 3 },
  { service: "dishwashing", dishwashingHours: 2.5 },
].map((body) => JSON.stringify(body));

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

async function quoteOnce(url: string, body: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body });
  const text = await response.text();
  const elapsed = performance.now() - started;
  if (response.status !== 200 || !text.includes('"totalCents"')) throw new Error(`POST /api/quote answered ${response.status}: ${text.slice(0, 200)}`);
  return elapsed;
}

/** Keeps `concurrency` requests in flight until `total` are sent or the time is up. */
async function load(url: string, total: number, concurrency: number, deadline: number): Promise<{ latencies: number[]; seconds: number }> {
  const latencies: number[] = [];
  let sent = 0;
  const started = performance.now();
  const worker = async () => {
    while (sent < total && performance.now() < deadline) {
      const body = BODIES[sent % BODIES.length] ?? "{}";
      sent += 1;
      latencies.push(await quoteOnce(url, body));
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { latencies, seconds: (performance.now() - started) / 1000 };
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  if (!existsSync(SERVER_ENTRY)) {
    console.error(`${SERVER_ENTRY} is missing: run \`npm run build\` first.`);
    process.exit(1);
  }
  console.log(`Starting the production server (embedded database, ${cpus().length} CPUs)…`);
  const server = await startServer({ env: { LOG_LEVEL: "warn" } });
  const url = `${server.url}/api/quote`;
  try {
    if (!server.url.startsWith("http://127.0.0.1:")) throw new Error("the bench only loads 127.0.0.1");
    await load(url, options.warmup, Math.min(options.concurrency, 4), performance.now() + 30_000);
    const deadline = performance.now() + options.seconds * 1000;
    const { latencies, seconds } = await load(url, options.requests, options.concurrency, deadline);
    const sorted = [...latencies].sort((a, b) => a - b);
    const mean = sorted.reduce((sum, value) => sum + value, 0) / sorted.length;
    console.log("");
    console.log(`POST /api/quote: ${sorted.length} requests, ${options.concurrency} in flight, ${seconds.toFixed(2)} s`);
    console.log(`  requests/s  ${(sorted.length / seconds).toFixed(0)}`);
    console.log(`  p50         ${percentile(sorted, 50).toFixed(2)} ms`);
    console.log(`  p99         ${percentile(sorted, 99).toFixed(2)} ms`);
    console.log(`  mean        ${mean.toFixed(2)} ms   max ${(sorted.at(-1) ?? 0).toFixed(2)} ms`);
  } finally {
    await disposeServer(server);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
