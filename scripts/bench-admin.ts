/**
 * npm run bench:admin [-- --users 10000 --orders 10000 --runs 40]
 *
 * The admin lists at the size the issue asks for: a fresh database (PGlite in memory, and
 * PostgreSQL too when TEST_DATABASE_URL is set) is filled with 10,000 users and 10,000 orders
 * (plus leads, timeline events and audit rows), analysed as a running database would be, and
 * each main list query is timed: p50, p95 and the slowest run, in milliseconds. The queries are
 * the very functions the admin pages call.
 */
import { randomUUID } from "node:crypto";
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { auditQuerySchema, listAudit } from "@/lib/platform/audit/audit-log";
import { loadDashboard } from "@/lib/admin/dashboard/dashboard";
import { nyToday } from "@/lib/kernel/time/new-york-days";
import { leadQuerySchema } from "@/lib/admin/leads/lead-schemas";
import { listLeads } from "@/lib/admin/leads/leads";
import { listAdminOrders } from "@/lib/admin/orders/list-orders";
import { getAdminOrder } from "@/lib/admin/orders/order-detail";
import { adminOrderQuerySchema } from "@/lib/admin/orders/order-query";
import { daySchedule } from "@/lib/admin/schedule/day-schedule";
import { computeQuote, type Quote } from "@/lib/booking/pricing";
import { DEFAULT_PRICE_TABLE } from "@/lib/settings/price-table";
import { auditLog, leads, orderEvents, orders, users, type OrderStatus, type Role } from "@/lib/platform/db/schema";
import { createTestDatabase, testDrivers, type TestDatabase } from "@/lib/startup/testing/database";
import type { DatabaseDriver } from "@/lib/platform/db/client";
import { userListQuerySchema } from "@/lib/admin/users/user-schemas";
import { listUsers } from "@/lib/admin/users/user-search";
import { addDays } from "@/lib/kernel/time/calendar-date";
import { newYorkDateOf, newYorkWallTimeToUtc } from "@/lib/kernel/time/new-york";

type Db = TestDatabase["db"];

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]) : fallback;
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a positive integer`);
  return value;
}

const USERS = option("users", 10_000);
const ORDERS = option("orders", 10_000);
const RUNS = option("runs", 40);
const BATCH = 500;
const DAY_MS = 86_400_000;

/** A small deterministic generator, so every run fills the same data. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const pick = <T>(next: () => number, items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;

const TEMPLATES: Quote[] = [
  { service: "residential-cleaning", bedrooms: 2, bathrooms: 1 },
  { service: "deep-cleaning", bedrooms: 3, bathrooms: 2, extras: [{ id: "inside-oven" }] },
  { service: "move-in-out-cleaning", bedrooms: 1, bathrooms: 1 },
  { service: "office-cleaning", squareFeet: 2400 },
  { service: "custom-cleaning", hours: 4, cleaners: 2 },
].map((request) => {
  const result = computeQuote(request, DEFAULT_PRICE_TABLE);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.quote;
});

const PLACES = [
  { borough: "Brooklyn" as const, zip: "11211", city: "Brooklyn", street: "245 Bedford Ave" },
  { borough: "Manhattan" as const, zip: "10025", city: "New York", street: "310 W 97th St" },
  { borough: "Queens" as const, zip: "11105", city: "Astoria", street: "31-10 Ditmars Blvd" },
];

async function insertInBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH) await insert(rows.slice(start, start + BATCH));
}

interface Filled {
  cleanerIds: string[];
  staff: { id: string; role: Role };
  sampleOrderId: string;
  sampleNumber: number;
}

async function fill(db: Db, now: Date): Promise<Filled> {
  const next = random(42);
  const roleOf = (index: number): Role => (index < 25 ? "Cleaner" : index < 30 ? "Moderator" : index < 33 ? "Admin" : "Customer");
  const userRows = Array.from({ length: USERS }, (_, index) => ({
    id: randomUUID(),
    email: `bench-${index}@example.test`,
    firstName: pick(next, ["Ana", "Ben", "Chloe", "Dev", "Elena", "Farid", "Grace", "Hiro", "Iris", "Jamal"]),
    lastName: `Tester${index}`,
    role: roleOf(index),
    status: index % 97 === 0 ? ("blocked" as const) : ("active" as const),
    blockedReason: index % 97 === 0 ? "Bench" : null,
    emailVerifiedAt: now,
    createdAt: new Date(now.getTime() - Math.floor(next() * 700) * DAY_MS),
  }));
  await insertInBatches(userRows, (batch) => db.insert(users).values(batch));
  const cleanerIds = userRows.filter((row) => row.role === "Cleaner").map((row) => row.id);
  const customers = userRows.filter((row) => row.role === "Customer");

  const statuses: OrderStatus[] = ["pending", "confirmed", "assigned", "assigned", "completed", "completed", "completed", "cancelled"];
  const orderRows = Array.from({ length: ORDERS }, () => {
    const quote = pick(next, TEMPLATES);
    const place = pick(next, PLACES);
    const customer = pick(next, customers);
    // Visits from 120 days ago to 60 days ahead, starting on the hour from 8:00 to 16:00 New York
    // time (the business day is 8:00 to 17:00), whatever the time zone of the machine.
    const day = addDays(newYorkDateOf(now), Math.floor(next() * 180) - 120);
    const startsAt = newYorkWallTimeToUtc(day, 8 + Math.floor(next() * 9));
    const past = startsAt.getTime() < now.getTime();
    const status = past ? pick(next, ["completed", "completed", "completed", "cancelled"] as const) : pick(next, statuses);
    const assigned = status === "assigned" || status === "in_progress" || status === "completed";
    return {
      id: randomUUID(),
      customerId: customer.id,
      status,
      serviceSlug: quote.service.slug,
      request: quote.request,
      quote,
      totalCents: quote.totalCents,
      amountDueCents: quote.amountDueCents,
      startsAt,
      endsAt: new Date(startsAt.getTime() + quote.estimatedMinutes * 60_000),
      street: place.street,
      city: place.city,
      zip: place.zip,
      borough: place.borough,
      contactName: `${customer.firstName} ${customer.lastName}`,
      contactPhone: "(718) 555-0199",
      contactEmail: customer.email,
      cleanerId: assigned ? pick(next, cleanerIds) : null,
      createdAt: new Date(Math.min(now.getTime(), startsAt.getTime() - Math.floor(next() * 30 + 1) * DAY_MS)),
    };
  });
  await insertInBatches(orderRows, (batch) => db.insert(orders).values(batch));
  await insertInBatches(
    orderRows.map((order) => ({ orderId: order.id, type: "created" as const, actorId: order.customerId, createdAt: order.createdAt })),
    (batch) => db.insert(orderEvents).values(batch),
  );
  await insertInBatches(
    Array.from({ length: 2_000 }, (_, index) => ({
      name: `Lead ${index}`,
      email: `lead-${index}@example.test`,
      message: "Looking for a quote",
      status: pick(next, ["new", "contacted", "won", "lost"] as const),
      createdAt: new Date(now.getTime() - Math.floor(next() * 365) * DAY_MS),
    })),
    (batch) => db.insert(leads).values(batch),
  );
  const staff = userRows.find((row) => row.role === "Admin");
  if (!staff) throw new Error("no admin in the bench data");
  await insertInBatches(
    orderRows.slice(0, 5_000).map((order) => ({ actorId: staff.id, action: "order.confirm", subjectType: "order", subjectId: order.id, details: {}, createdAt: order.createdAt })),
    (batch) => db.insert(auditLog).values(batch),
  );
  await db.execute(sql`analyze`);
  const sample = orderRows[ORDERS >> 1];
  const [numbered] = await db.select({ number: orders.number }).from(orders).where(sql`${orders.id} = ${sample?.id ?? ""}`);
  return { cleanerIds, staff: { id: staff.id, role: staff.role }, sampleOrderId: sample?.id ?? "", sampleNumber: numbered?.number ?? 0 };
}

interface Timing {
  name: string;
  p50: number;
  p95: number;
  max: number;
  rows: number;
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

async function time(name: string, run: () => Promise<unknown>): Promise<Timing> {
  let rows = 0;
  for (let warm = 0; warm < 3; warm += 1) await run();
  const samples: number[] = [];
  for (let index = 0; index < RUNS; index += 1) {
    const started = performance.now();
    const result = await run();
    samples.push(performance.now() - started);
    rows = countOf(result);
  }
  samples.sort((a, b) => a - b);
  return { name, p50: percentile(samples, 50), p95: percentile(samples, 95), max: samples.at(-1) ?? 0, rows };
}

function countOf(result: unknown): number {
  if (result && typeof result === "object" && "total" in result && typeof result.total === "number") return result.total;
  if (result && typeof result === "object" && "jobCount" in result && typeof result.jobCount === "number") return result.jobCount;
  return result ? 1 : 0;
}

async function bench(driver: DatabaseDriver): Promise<void> {
  const database = await createTestDatabase(driver);
  const db = database.db;
  try {
    const now = new Date();
    const started = performance.now();
    const filled = await fill(db, now);
    console.log(`\n${driver}: ${USERS.toLocaleString("en-US")} users, ${ORDERS.toLocaleString("en-US")} orders filled in ${((performance.now() - started) / 1000).toFixed(1)} s; ${RUNS} timed runs each`);
    const orderQuery = (input: Record<string, string>) => adminOrderQuerySchema.parse(input);
    const userQuery = (input: Record<string, string>) => userListQuerySchema.parse(input);
    const today = nyToday(now);
    const weekAhead = new Date(now.getTime() + 7 * DAY_MS).toISOString().slice(0, 10);
    const cleanerId = filled.cleanerIds[0] ?? "";
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
      await time("dashboard (all figures + chart)", () => loadDashboard(db, now)),
      await time("leads: newest", () => listLeads(db, leadQuerySchema.parse({}))),
      await time("leads: status new", () => listLeads(db, leadQuerySchema.parse({ status: "new" }))),
      await time("audit log: newest", () => listAudit(db, auditQuerySchema.parse({}))),
    ];
    const width = Math.max(...timings.map((timing) => timing.name.length));
    console.log(`${"query".padEnd(width)}   p50 ms   p95 ms   max ms   matching`);
    for (const timing of timings) {
      console.log(
        `${timing.name.padEnd(width)}  ${timing.p50.toFixed(2).padStart(7)}  ${timing.p95.toFixed(2).padStart(7)}  ${timing.max.toFixed(2).padStart(7)}   ${timing.rows.toLocaleString("en-US")}`,
      );
    }
  } finally {
    await database.close();
  }
}

async function main(): Promise<void> {
  process.env.LOG_LEVEL ??= "silent";
  for (const driver of testDrivers()) await bench(driver);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
