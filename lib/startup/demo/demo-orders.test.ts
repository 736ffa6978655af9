import { eq, sql } from "drizzle-orm";
import { listCabinetJobs } from "@/lib/cabinet/jobs";
import { reconcileOrderById } from "@/lib/startup/testing/payments";
import { jobs, orderEvents, orderPayments, orders, satisfactionPolls, users } from "@/lib/platform/db/schema";
import { seedBase } from "@/lib/startup/seed-base";
import { testDrivers } from "@/lib/startup/testing/database";
import { useTestDatabase } from "@/lib/startup/testing/use-test-database";
import { seedDemo } from "@/lib/startup/demo/demo-accounts";
import { seedDemoOrders } from "@/lib/startup/demo/demo-orders";
import { capturedWarnings, writtenAfter } from "@/lib/startup/testing/demo";

jest.setTimeout(60_000);

// 10:00 in New York on the Tuesday before Thanksgiving, a day the company closes by default.
const NOW = new Date("2026-11-24T15:00:00Z");
const DAY = 24 * 3_600_000;

describe.each(testDrivers())("demo orders on %s", (driver) => {
  const database = useTestDatabase(driver);
  beforeAll(async () => {
    await seedBase(database.db);
    await seedDemo(database.db);
  });

  it("books the demo customer's visits over the last and next four weeks in every status, worked by the demo cleaner, once", async () => {
    const warnings = capturedWarnings();
    const { createdOrders, skippedSamples } = await seedDemoOrders(database.db, { now: NOW, logger: warnings.logger });
    expect(createdOrders).toBe(23);
    expect(skippedSamples).toBe(0);
    expect(warnings.lines()).toEqual([]);
    expect(await seedDemoOrders(database.db, { now: NOW, logger: warnings.logger })).toEqual({ createdOrders: 0, skippedSamples: 0 });

    const rows = await database.db.select({ id: orders.id, status: orders.status, startsAt: orders.startsAt, createdAt: orders.createdAt, cleanerId: orders.cleanerId }).from(orders);
    expect(rows).toHaveLength(createdOrders);
    expect(new Set(rows.map((row) => row.status))).toEqual(new Set(["pending", "confirmed", "assigned", "in_progress", "completed", "cancelled"]));
    for (const row of rows) {
      expect(Math.abs(row.startsAt.getTime() - NOW.getTime())).toBeLessThanOrEqual(28 * DAY);
      expect(row.createdAt.getTime()).toBeLessThan(NOW.getTime());
      expect(row.createdAt.getTime()).toBeLessThan(row.startsAt.getTime());
    }
    expect(rows.some((row) => row.startsAt < NOW)).toBe(true);
    expect(rows.some((row) => row.startsAt > NOW)).toBe(true);

    const [cleaner] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, "cleaner@demo.test"));
    const worked = rows.filter((row) => ["assigned", "in_progress", "completed"].includes(row.status));
    expect(worked.every((row) => row.cleanerId === cleaner?.id)).toBe(true);
    const cabinet = await listCabinetJobs(database.db, cleaner?.id ?? "", NOW);
    expect(cabinet.today.length).toBeGreaterThan(0);
    expect(cabinet.upcoming.length).toBeGreaterThan(0);
    expect(cabinet.past.length).toBeGreaterThan(0);

    // Timelines with each step at its own time, and no emails queued for the samples.
    const completed = rows.find((row) => row.status === "completed");
    const events = await database.db.select({ type: orderEvents.type, at: orderEvents.createdAt }).from(orderEvents).where(eq(orderEvents.orderId, completed?.id ?? ""));
    expect(events.map((event) => event.type).sort()).toEqual(["assigned", "checked_in", "completed", "confirmed", "created", "payment"]);
    expect(events.every((event) => event.at.getTime() < NOW.getTime())).toBe(true);
    // Nothing any sample wrote says it happened after NOW.
    expect(await writtenAfter(database.db, NOW)).toEqual([]);
    const queued = await database.db.select({ id: jobs.id }).from(jobs).where(sql`${jobs.payload} ->> 'orderId' is not null`);
    expect(queued).toEqual([]);

    // Visits completed before card payments: settled as paid at the door, never charged (no
    // charge tries queued, so no declined-payment emails or attention items on a first start),
    // and their books balance.
    const chargeTries = await database.db.select({ id: jobs.id }).from(jobs).where(sql`${jobs.payload} ->> 'orderPaymentId' is not null`);
    expect(chargeTries).toEqual([]);
    const payments = await database.db.select({ orderId: orderPayments.orderId, kind: orderPayments.kind, status: orderPayments.status }).from(orderPayments);
    const completedIds = rows.filter((row) => row.status === "completed").map((row) => row.id).sort();
    expect(payments.map((payment) => payment.orderId).sort()).toEqual(completedIds);
    expect(payments.every((payment) => payment.kind === "charge" && payment.status === "paid_offline")).toBe(true);
    for (const id of completedIds) expect(await reconcileOrderById(database.db, id)).toEqual([]);

    // The sample satisfaction answers are marked as samples.
    const polls = await database.db.select({ sample: satisfactionPolls.sample, publish: satisfactionPolls.publishConsent }).from(satisfactionPolls);
    expect(polls.length).toBeGreaterThan(0);
    expect(polls.every((poll) => poll.sample)).toBe(true);
    expect(polls.some((poll) => poll.publish)).toBe(true);
  });
});
