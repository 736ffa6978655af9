/**
 * npm run bench:admin [-- --users 100000 --orders 100000 --span-days 1334 --runs 40 --driver pglite|postgres] [--keep]
 *
 * The admin lists and the owner's charts at the size the issues ask for: a fresh database
 * (PGlite in memory, and PostgreSQL too when TEST_DATABASE_URL is set) is filled with 100,000
 * users and 100,000 orders (plus series, polls, leads, saved quotes, the quote-start counter,
 * timeline events and audit rows; scripts/bench-support/admin-fill.ts), analysed as a running
 * database would be, and each query is timed: p50, p95 and the slowest run, in milliseconds, and
 * its p95 as a ratio to a floor timed before each run (`select 1` through the same client).
 * The queries are the very functions the admin pages call. The run names the machine, Node and
 * the database it ran on (docs/benchmarks.md). `--keep` (PostgreSQL) only fills a database and
 * leaves it, printing its URL, for `EXPLAIN (ANALYZE, BUFFERS)` by hand; drop it afterwards.
 */
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { auditQuerySchema, listAudit } from "@/lib/platform/audit/audit-log";
import { loadDashboard } from "@/lib/admin/dashboard/dashboard";
import { nyToday, shiftIsoDate } from "@/lib/kernel/time/new-york-days";
import { leadQuerySchema } from "@/lib/admin/leads/lead-schemas";
import { listLeads } from "@/lib/admin/leads/leads";
import { listAdminOrders } from "@/lib/admin/orders/list-orders";
import { getAdminOrder } from "@/lib/admin/orders/order-detail";
import { adminOrderQuerySchema } from "@/lib/admin/orders/order-query";
import { daySchedule } from "@/lib/admin/schedule/day-schedule";
import { dispatchBoard } from "@/lib/admin/schedule/dispatch-board";
import { staffTimeOff } from "@/lib/cabinet/time-off/time-off-views";
import { periodOfDay } from "@/lib/payroll/periods";
import { periodReport } from "@/lib/payroll/report";
import { readPayrollSettings } from "@/lib/payroll/settings";
import { bookingFunnel } from "@/lib/admin/insights/booking-funnel";
import { cancellationRates } from "@/lib/admin/insights/cancellations";
import { ratingsByCleaner } from "@/lib/admin/insights/cleaner-ratings";
import { repeatCustomers, seriesChurn } from "@/lib/admin/insights/customer-retention";
import { loadInsights } from "@/lib/admin/insights/insights";
import { leadSources } from "@/lib/admin/insights/lead-sources";
import { insightRangeSchema, resolveRange } from "@/lib/admin/insights/range";
import { revenueAndVisits } from "@/lib/admin/insights/revenue-visits";
import { rowsOf } from "@/lib/platform/db/raw";
import { createTestDatabase, testDrivers } from "@/lib/startup/testing/database";
import type { DatabaseDriver } from "@/lib/platform/db/client";
import { userListQuerySchema } from "@/lib/admin/users/user-schemas";
import { listUsers } from "@/lib/admin/users/user-search";
import { fillAdminBench, spanDaysFor } from "./bench-support/admin-fill";
import { describeMachine, installedVersion, loadAverage } from "./bench-support/machine";

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]) : fallback;
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a positive integer`);
  return value;
}

const USERS = option("users", 100_000);
const ORDERS = option("orders", 100_000);
/** Days the visits are spread over: by default no day holds more than the cleaners could do (admin-fill.ts, spanDaysFor). */
const SPAN_DAYS = option("span-days", spanDaysFor(ORDERS));
const RUNS = option("runs", 40);
const KEEP = process.argv.includes("--keep");
const DAY_MS = 86_400_000;

interface Timing {
  name: string;
  p50: number;
  p95: number;
  max: number;
  rows: number;
  /** The floor's p95 over the same runs, interleaved: one `select 1` through the same client and connection pool. */
  floorP95: number;
}

type Timer = (name: string, run: () => Promise<unknown>) => Promise<Timing>;

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

async function elapsed(run: () => Promise<unknown>): Promise<{ ms: number; result: unknown }> {
  const started = performance.now();
  const result = await run();
  return { ms: performance.now() - started, result };
}

/**
 * Times each query against a floor measured in the same run: before every timed run of the
 * query, one run of the floor, so both see the same machine at the same moment
 * (docs/benchmarks.md: figures travel as ratios).
 */
function timerWith(floor: () => Promise<unknown>): Timer {
  return async (name, run) => {
    let rows = 0;
    for (let warm = 0; warm < 3; warm += 1) await run();
    const samples: number[] = [];
    const floors: number[] = [];
    for (let index = 0; index < RUNS; index += 1) {
      floors.push((await elapsed(floor)).ms);
      const timed = await elapsed(run);
      samples.push(timed.ms);
      rows = countOf(timed.result);
    }
    samples.sort((a, b) => a - b);
    floors.sort((a, b) => a - b);
    return { name, p50: percentile(samples, 50), p95: percentile(samples, 95), max: samples.at(-1) ?? 0, rows, floorP95: percentile(floors, 95) };
  };
}

function countOf(result: unknown): number {
  if (result && typeof result === "object" && "total" in result && typeof result.total === "number") return result.total;
  if (result && typeof result === "object" && "jobCount" in result && typeof result.jobCount === "number") return result.jobCount;
  // The dispatch board: its lanes and the tray; time off: both lists; a pay report: its cleaners.
  if (result && typeof result === "object" && "rows" in result && Array.isArray(result.rows) && "tray" in result && Array.isArray(result.tray)) return result.rows.length + result.tray.length;
  if (result && typeof result === "object" && "pending" in result && Array.isArray(result.pending) && "decided" in result && Array.isArray(result.decided)) return result.pending.length + result.decided.length;
  if (result && typeof result === "object" && "cleaners" in result && Array.isArray(result.cleaners)) return result.cleaners.length;
  if (Array.isArray(result)) return result.length;
  return result ? 1 : 0;
}

async function bench(driver: DatabaseDriver): Promise<void> {
  const database = await createTestDatabase(driver);
  const db = database.db;
  let kept = false;
  try {
    const now = new Date();
    const started = performance.now();
    const filled = await fillAdminBench(db, now, { users: USERS, orders: ORDERS, spanDays: SPAN_DAYS });
    const [server] = rowsOf<{ version: string }>(await db.execute(sql`select version()`));
    console.log(`\n${driver} (${server?.version.split(",")[0] ?? "unknown"}): ${USERS.toLocaleString("en-US")} users, ${ORDERS.toLocaleString("en-US")} orders over ${SPAN_DAYS} days filled in ${((performance.now() - started) / 1000).toFixed(1)} s; ${RUNS} timed runs each`);
    if (KEEP && database.url) {
      console.log(`kept for EXPLAIN: ${database.url}`);
      kept = true;
      return;
    }
    const time = timerWith(() => db.execute(sql`select 1`));
    const orderQuery = (input: Record<string, string>) => adminOrderQuerySchema.parse(input);
    const userQuery = (input: Record<string, string>) => userListQuerySchema.parse(input);
    const today = nyToday(now);
    const weekAhead = new Date(now.getTime() + 7 * DAY_MS).toISOString().slice(0, 10);
    const cleanerId = filled.cleanerIds[0] ?? "";
    // The pay period before the current one: every day of it past, its visits done.
    const payroll = await readPayrollSettings(db);
    const lastPeriod = periodOfDay(payroll, shiftIsoDate(periodOfDay(payroll, today).start, -1)).start;
    const timings = [
      await time("users: newest, page 1", () => listUsers(db, filled.staff, userQuery({}))),
      await time("users: page 200", () => listUsers(db, filled.staff, userQuery({ page: "200" }))),
      await time("users: search by name or email", () => listUsers(db, filled.staff, userQuery({ q: "tester12" }))),
      await time("users: role Cleaner", () => listUsers(db, filled.staff, userQuery({ role: "Cleaner" }))),
      await time("users: blocked", () => listUsers(db, filled.staff, userQuery({ status: "blocked" }))),
      await time("orders: latest visits, page 1", () => listAdminOrders(db, orderQuery({}))),
      await time("orders: page 200", () => listAdminOrders(db, orderQuery({ page: "200" }))),
      await time("orders: pending, soonest first", () => listAdminOrders(db, orderQuery({ status: "pending", sort: "start-asc" }))),
      await time("orders: next 7 days", () => listAdminOrders(db, orderQuery({ from: today, to: weekAhead, sort: "start-asc" }))),
      await time("orders: borough + service", () => listAdminOrders(db, orderQuery({ borough: "Queens", service: "deep-cleaning" }))),
      await time("orders: one cleaner", () => listAdminOrders(db, orderQuery({ cleaner: cleanerId }))),
      await time("orders: unassigned from today", () => listAdminOrders(db, orderQuery({ cleaner: "unassigned", from: today, sort: "start-asc" }))),
      await time("orders: by number", () => listAdminOrders(db, orderQuery({ q: `C-${filled.sampleNumber}` }))),
      await time("orders: by customer text", () => listAdminOrders(db, orderQuery({ q: "tester77" }))),
      await time("orders: newest bookings", () => listAdminOrders(db, orderQuery({ sort: "created-desc" }))),
      await time("order page (detail + timeline)", () => getAdminOrder(db, filled.sampleOrderId)),
      await time("day schedule (today)", () => daySchedule(db, today)),
      await time("dispatch board: day", () => dispatchBoard(db, { view: "day", date: today }, now)),
      await time("dispatch board: week", () => dispatchBoard(db, { view: "week", date: today }, now)),
      await time("staff time off", () => staffTimeOff(db, now)),
      await time("payroll: last period's report", () => periodReport(db, lastPeriod)),
      await time("dashboard (all figures + chart)", () => loadDashboard(db, now)),
      await time("leads: newest", () => listLeads(db, leadQuerySchema.parse({}))),
      await time("leads: status new", () => listLeads(db, leadQuerySchema.parse({ status: "new" }))),
      await time("audit log: newest", () => listAudit(db, auditQuerySchema.parse({}))),
      ...(await chartTimings(db, now, time)),
    ];
    const width = Math.max(...timings.map((timing) => timing.name.length));
    console.log(`floor: \`select 1\` through the same client, run before each timed run; "× floor" is the query's p95 over the floor's p95 in those runs`);
    console.log(`${"query".padEnd(width)}   p50 ms   p95 ms   max ms  floor p95  × floor   matching`);
    for (const timing of timings) {
      console.log(
        `${timing.name.padEnd(width)}  ${timing.p50.toFixed(2).padStart(7)}  ${timing.p95.toFixed(2).padStart(7)}  ${timing.max.toFixed(2).padStart(7)}  ${timing.floorP95.toFixed(2).padStart(9)}  ${(timing.p95 / timing.floorP95).toFixed(1).padStart(7)}   ${timing.rows.toLocaleString("en-US")}`,
      );
    }
  } finally {
    if (!kept) await database.close();
  }
}

/** Every owner's chart query over the longest preset (52 weeks), then the whole set over each preset as the page runs it. */
async function chartTimings(db: Parameters<typeof loadInsights>[0], now: Date, time: Timer): Promise<Timing[]> {
  const range = (preset: string) => resolveRange(insightRangeSchema.parse({ range: preset }), now);
  const year = range("52w");
  return [
    await time("chart: revenue and visits, 52 weeks", () => revenueAndVisits(db, year)),
    await time("chart: repeat rate, 52 weeks", () => repeatCustomers(db, year)),
    await time("chart: series churn, 52 weeks", () => seriesChurn(db, year)),
    await time("chart: cancellations, 52 weeks", () => cancellationRates(db, year)),
    await time("chart: ratings by cleaner, 52 weeks", () => ratingsByCleaner(db, year)),
    await time("chart: lead sources, 52 weeks", () => leadSources(db, year)),
    await time("chart: booking funnel, 52 weeks", () => bookingFunnel(db, year)),
    await time("charts: all six, 4 weeks", () => loadInsights(db, range("4w"))),
    await time("charts: all six, 13 weeks", () => loadInsights(db, range("13w"))),
    await time("charts: all six, 52 weeks", () => loadInsights(db, year)),
  ];
}

async function main(): Promise<void> {
  process.env.LOG_LEVEL ??= "silent";
  console.log(`bench:admin on ${describeMachine()}; load ${loadAverage()}; drizzle-orm ${installedVersion("drizzle-orm")}, @electric-sql/pglite ${installedVersion("@electric-sql/pglite")}, postgres ${installedVersion("postgres")}`);
  const only = process.argv.includes("--driver") ? process.argv[process.argv.indexOf("--driver") + 1] : undefined;
  for (const driver of testDrivers()) if (!only || driver === only) await bench(driver);
  // A kept database's connection is still open; nothing else is left to wait for.
  if (KEEP) process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
