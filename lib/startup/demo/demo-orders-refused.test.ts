import { eq, ne, sql } from "drizzle-orm";
import { bookOrder } from "@/lib/admin/test-support";
import { makeCustomer } from "@/lib/booking/test-support";
import { assignCleaner, CLEANER_BUSY_MESSAGE } from "@/lib/booking/orders/status-actions";
import { START_PROBLEM_MESSAGES } from "@/lib/booking/slots";
import { cleanerAvailability, jobs, orders, settings, timeOff, users } from "@/lib/platform/db/schema";
import { testDrivers } from "@/lib/startup/testing/database";
import { demoPlanFor, seedDemoOrders } from "@/lib/startup/demo/demo-orders";
import { DEMO_SAMPLES } from "@/lib/startup/demo/demo-samples";
import { DEMO_KEY_PREFIX } from "@/lib/startup/demo/demo-visit";
import { capturedWarnings, useDemoDatabase } from "@/lib/startup/testing/demo";
import { readBusinessSettings } from "@/lib/settings/business-settings";
import { addDays, formatIsoDate } from "@/lib/kernel/time/calendar-date";
import { newYorkDateOf, newYorkIsoDateOf } from "@/lib/kernel/time/new-york";

/**
 * Demo data never stops the server: what the real functions refuse, or what fits nowhere, is
 * left out (or left where it got) with a warning line naming the sample and the step, and the
 * other samples are seeded.
 */

jest.setTimeout(60_000);

// 10:00 in New York on a Tuesday.
const NOW = new Date("2026-11-24T15:00:00Z");
const DAY = 24 * 3_600_000;
/** Tomorrow at 2 PM: an assigned sample visit. */
const ASSIGNED_TOMORROW = 12;

describe.each(testDrivers())("demo orders refused on %s", (driver) => {
  const database = useDemoDatabase(driver);
  beforeEach(async () => {
    await changeSettings({ closedDays: [] });
    await database.db.delete(timeOff).where(sql`true`);
  });

  /** Approved time off that day for everyone on the schedule but the demo cleaner. */
  async function onlyTheDemoCleanerWorks(date: string): Promise<void> {
    const others = await database.db
      .select({ id: cleanerAvailability.cleanerId })
      .from(cleanerAvailability)
      .innerJoin(users, eq(users.id, cleanerAvailability.cleanerId))
      .where(ne(users.email, "cleaner@demo.test"));
    await database.db.insert(timeOff).values(others.map(({ id }) => ({ cleanerId: id, firstDay: date, lastDay: date, status: "approved" as const, requestedAt: NOW })));
  }

  async function changeSettings(values: Partial<typeof settings.$inferInsert>): Promise<void> {
    await database.db.update(settings).set(values).where(eq(settings.id, 1));
  }

  async function plannedStart(sample: number): Promise<Date> {
    const visit = demoPlanFor(await readBusinessSettings(database.db), NOW).visits.find((planned) => planned.sample === sample);
    if (!visit) throw new Error(`sample ${sample} is not planned`);
    return visit.startsAt;
  }

  async function sampleStatuses(): Promise<Map<number, string>> {
    const rows = await database.db.select({ key: orders.idempotencyKey, status: orders.status }).from(orders);
    return new Map(rows.flatMap((row) => (row.key?.startsWith(DEMO_KEY_PREFIX) ? [[Number(row.key.slice(DEMO_KEY_PREFIX.length)), row.status]] : [])));
  }

  it("leaves a visit the demo cleaner cannot take unassigned, with a warning, and seeds the others", async () => {
    // Another customer's visit already has the demo cleaner at that time.
    const [cleaner] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, "cleaner@demo.test"));
    const [admin] = await database.db.select({ id: users.id, role: users.role }).from(users).where(eq(users.email, "admin@demo.test"));
    if (!cleaner || !admin) throw new Error("no demo accounts");
    const other = await makeCustomer(database.db);
    const bookedAt = new Date(NOW.getTime() - 3 * DAY);
    const taken = await bookOrder(database.db, other.id, await plannedStart(ASSIGNED_TOMORROW), {}, bookedAt);
    expect((await assignCleaner(database.db, taken, cleaner.id, admin, { now: bookedAt })).ok).toBe(true);

    const warnings = capturedWarnings();
    expect(await seedDemoOrders(database.db, { now: NOW, logger: warnings.logger })).toEqual({ createdOrders: DEMO_SAMPLES.length, skippedSamples: 1 });
    expect(warnings.lines()).toEqual([
      expect.objectContaining({
        level: 40,
        sample: ASSIGNED_TOMORROW,
        step: "assign",
        reason: CLEANER_BUSY_MESSAGE,
        msg: `demo orders: sample visit ${ASSIGNED_TOMORROW} (assigned, meant for tomorrow) stays confirmed: assigning was refused: ${CLEANER_BUSY_MESSAGE}`,
      }),
    ]);
    const statuses = await sampleStatuses();
    expect(statuses.get(ASSIGNED_TOMORROW)).toBe("confirmed");
    for (const [index, sample] of DEMO_SAMPLES.entries()) if (index !== ASSIGNED_TOMORROW) expect([index, statuses.get(index)]).toEqual([index, sample.status]);
    // The samples mail nobody; the other customer's own mails stay queued.
    const queued = await database.db.select({ payload: jobs.payload }).from(jobs);
    expect(queued.filter((job) => JSON.stringify(job.payload).includes(taken))).not.toHaveLength(0);
    expect(queued.filter((job) => !JSON.stringify(job.payload).includes(taken))).toEqual([]);
  });

  it("leaves out a visit whose booking is refused, with a warning, and seeds the others", async () => {
    // Only the demo cleaner works that day, and she is already wanted at that time.
    const start = await plannedStart(ASSIGNED_TOMORROW);
    await onlyTheDemoCleanerWorks(newYorkIsoDateOf(start));
    const other = await makeCustomer(database.db);
    await bookOrder(database.db, other.id, start, {}, new Date(NOW.getTime() - 3 * DAY));

    const warnings = capturedWarnings();
    expect(await seedDemoOrders(database.db, { now: NOW, logger: warnings.logger })).toEqual({ createdOrders: DEMO_SAMPLES.length - 1, skippedSamples: 1 });
    expect(warnings.lines()).toEqual([
      expect.objectContaining({ level: 40, sample: ASSIGNED_TOMORROW, step: "book", reason: START_PROBLEM_MESSAGES["fully-booked"], msg: expect.stringContaining("left out: booking was refused") }),
    ]);
    const statuses = await sampleStatuses();
    expect(statuses.has(ASSIGNED_TOMORROW)).toBe(false);
    expect(statuses.size).toBe(DEMO_SAMPLES.length - 1);
  });

  it("seeds nothing, with a warning per sample and no error, when staff closed every day of the eight weeks; a later start seeds them", async () => {
    const today = newYorkDateOf(NOW);
    const closedDays = Array.from({ length: 61 }, (_, index) => ({ date: formatIsoDate(addDays(today, index - 30)), reason: "Closed for renovation" }));
    await changeSettings({ closedDays });

    const warnings = capturedWarnings();
    expect(await seedDemoOrders(database.db, { now: NOW, logger: warnings.logger })).toEqual({ createdOrders: 0, skippedSamples: DEMO_SAMPLES.length });
    expect(warnings.lines()).toHaveLength(DEMO_SAMPLES.length);
    expect(warnings.lines()[0]).toMatchObject({
      level: 40,
      sample: 0,
      step: "placing",
      msg: "demo orders: sample visit 0 (completed, meant for 27 days ago) left out: no open day with a free hour within 28 days",
    });
    expect(await database.db.select({ id: orders.id }).from(orders)).toEqual([]);

    // Nothing was seeded, so the next start tries again.
    await changeSettings({ closedDays: [] });
    expect(await seedDemoOrders(database.db, { now: NOW, logger: warnings.logger })).toEqual({ createdOrders: DEMO_SAMPLES.length, skippedSamples: 0 });
  });
});
