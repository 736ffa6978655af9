import { eq } from "drizzle-orm";
import { bookOrder, nextVisitStart } from "@/lib/admin/test-support";
import { formatIsoDate } from "@/lib/kernel/time/calendar-date";
import type { Database } from "@/lib/platform/db";
import { createLogger } from "@/lib/platform/log/logger";
import { orders } from "@/lib/platform/db/schema";
import { testDrivers } from "@/lib/startup/testing/database";
import { useTestDatabase } from "@/lib/startup/testing/use-test-database";
import { ensureCleanerSchedulesScheduled, nextCleanerSchedulesRun } from "./cleaner-schedules";
import { createMessagingJobHandlers } from "./jobs";
import { countingProvider, pendingTextJobs, runTextJobs, textableAccount, textsTo, type CountingProvider } from "./notice-test-support";
import { SMS_JOB_KINDS } from "./outbox";
import { smsSegments } from "./segments";

// Each suite opens and migrates a database of its own; on a busy machine that takes a while.
jest.setTimeout(30_000);

/** Instants in UTC on purpose: New York is UTC−5 in winter and UTC−4 in summer. */
const at = (iso: string) => new Date(iso);

describe("when tomorrow's schedules are texted", () => {
  it.each([
    ["5 PM EST, the day before the spring switch", "2026-03-07T22:00:00Z", "2026-03-07T23:00:00Z", "2026-03-08"],
    ["6 PM EST sharp: the next evening, 6 PM EDT", "2026-03-07T23:00:00Z", "2026-03-08T22:00:00Z", "2026-03-09"],
    ["the morning of the spring switch", "2026-03-08T12:00:00Z", "2026-03-08T22:00:00Z", "2026-03-09"],
    ["7 PM EDT, the evening before the fall switch: 6 PM EST", "2026-10-31T23:00:00Z", "2026-11-01T23:00:00Z", "2026-11-02"],
    ["5 PM EST on 31 December", "2026-12-31T22:00:00Z", "2026-12-31T23:00:00Z", "2027-01-01"],
    ["7:30 PM EST on 31 December, already 1 January in UTC", "2027-01-01T00:30:00Z", "2027-01-01T23:00:00Z", "2027-01-02"],
  ])("%s", (_when, now, runAt, day) => {
    const next = nextCleanerSchedulesRun(at(now));
    expect([next.runAt, formatIsoDate(next.day)]).toEqual([at(runAt), day]);
  });
});

describe.each(testDrivers())("texting tomorrow's schedules on %s", (driver) => {
  const database = useTestDatabase(driver);
  const db: Database = database.db;
  /** When the visits are booked (their times are set afterwards): Monday 2 March 2026, 10 AM. */
  const BOOKED = at("2026-03-02T15:00:00Z");
  let clock = BOOKED;
  let provider: CountingProvider;
  const handlers = createMessagingJobHandlers({ now: () => clock, provider: () => provider });
  beforeEach(() => {
    provider = countingProvider();
  });

  /** A visit of `cleaner`'s from `startsAt` for three hours, in the status given. */
  async function visitAt(cleanerId: string | null, startsAt: string, status: "assigned" | "cancelled" = "assigned", zip = "11211") {
    const customer = await textableAccount(db, "Customer", BOOKED);
    const orderId = await bookOrder(db, customer.id, nextVisitStart(), { address: { street: "245 Bedford Ave", unit: null, city: "Brooklyn", zip, accessNotes: null } }, BOOKED);
    const start = at(startsAt);
    await db.update(orders).set({ startsAt: start, endsAt: new Date(start.getTime() + 3 * 3_600_000), status, cleanerId }).where(eq(orders.id, orderId));
    return orderId;
  }

  /** The next run, as two hosts starting up at `from` ask for it. */
  async function scheduleRun(from: Date): Promise<void> {
    await ensureCleanerSchedulesScheduled(db, from);
    await ensureCleanerSchedulesScheduled(db, from);
  }

  const scheduleJobs = async () => (await pendingTextJobs(db, SMS_JOB_KINDS.cleanerSchedules)).map((job) => [job.dedupeKey, job.runAt, job.payload]);

  it("texts each cleaner the visits of the spring switch day, midnight to midnight, at 6 PM the evening before", async () => {
    const ana = await textableAccount(db, "Cleaner", BOOKED, { firstName: "Ana" });
    const bo = await textableAccount(db, "Cleaner", BOOKED, { firstName: "Bo" });
    // Sunday 8 March 2026 lasts 23 hours in New York: 05:00 UTC to 04:00 UTC the next day.
    await visitAt(ana.id, "2026-03-08T04:30:00Z"); // 11:30 PM EST on the 7th: not tomorrow
    await visitAt(ana.id, "2026-03-08T05:30:00Z"); // 12:30 AM EST on the 8th
    await visitAt(ana.id, "2026-03-08T14:00:00Z", "cancelled"); // 10 AM EDT, cancelled
    await visitAt(ana.id, "2026-03-09T03:30:00Z", "assigned", "11101"); // 11:30 PM EDT on the 8th
    await visitAt(ana.id, "2026-03-09T04:30:00Z"); // 12:30 AM EDT on the 9th: the day after
    await visitAt(bo.id, "2026-03-08T13:00:00Z"); // 9 AM EDT
    await visitAt(null, "2026-03-08T16:00:00Z", "assigned"); // nobody's

    clock = at("2026-03-07T20:00:00Z"); // 3 PM EST on Saturday
    await scheduleRun(clock);
    expect(await scheduleJobs()).toEqual([[`${SMS_JOB_KINDS.cleanerSchedules}:2026-03-08`, at("2026-03-07T23:00:00Z"), { day: "2026-03-08" }]]);
    expect(await runTextJobs(db, handlers, at("2026-03-07T22:59:59Z"))).toBe(0);

    clock = at("2026-03-07T23:00:00Z");
    await runTextJobs(db, handlers, clock);
    const [anaText] = await textsTo(db, ana.phone);
    expect(await textsTo(db, ana.phone)).toHaveLength(1);
    expect(anaText).toMatchObject({ type: "cleaner-schedule", status: "sent", userId: ana.id, orderId: null, sentAt: clock });
    expect(anaText?.body).toBe("Borough Bright Cleaning: Your visits tomorrow, Sun, Mar 8: 12:30 AM-4:30 AM Brooklyn 11211; 11:30 PM-2:30 AM Queens 11101. Details in your cabinet.");
    expect(smsSegments(anaText?.body ?? "").segments).toBe(1);
    expect((await textsTo(db, bo.phone)).map((text) => text.body)).toEqual(["Borough Bright Cleaning: Your visits tomorrow, Sun, Mar 8: 9:00 AM-12:00 PM Brooklyn 11211. Details in your cabinet."]);

    // The run asked for the next one: 6 PM EDT on the switch day, for Monday.
    expect(await scheduleJobs()).toEqual([[`${SMS_JOB_KINDS.cleanerSchedules}:2026-03-09`, at("2026-03-08T22:00:00Z"), { day: "2026-03-09" }]]);
  });

  it("covers the new year's first day from 6 PM on 31 December, and asks for 1 January's run", async () => {
    const cy = await textableAccount(db, "Cleaner", BOOKED, { firstName: "Cy" });
    await visitAt(cy.id, "2026-12-31T14:00:00Z"); // 9 AM EST on the 31st
    await visitAt(cy.id, "2027-01-01T14:00:00Z"); // 9 AM EST on the 1st
    await visitAt(cy.id, "2027-01-02T14:00:00Z"); // 9 AM EST on the 2nd

    clock = at("2026-12-31T17:00:00Z"); // noon EST
    await scheduleRun(clock);
    expect((await scheduleJobs()).at(-1)).toEqual([`${SMS_JOB_KINDS.cleanerSchedules}:2027-01-01`, at("2026-12-31T23:00:00Z"), { day: "2027-01-01" }]);
    clock = at("2026-12-31T23:00:00Z");
    await runTextJobs(db, handlers, clock);
    expect((await textsTo(db, cy.phone)).map((text) => text.body)).toEqual(["Borough Bright Cleaning: Your visits tomorrow, Fri, Jan 1: 9:00 AM-12:00 PM Brooklyn 11211. Details in your cabinet."]);
    expect((await scheduleJobs()).at(-1)).toEqual([`${SMS_JOB_KINDS.cleanerSchedules}:2027-01-02`, at("2027-01-01T23:00:00Z"), { day: "2027-01-02" }]);
  });

  it("sends nothing from a run so late that the texts would wait for the morning of the visits, and keeps the chain", async () => {
    const dee = await textableAccount(db, "Cleaner", BOOKED, { firstName: "Dee" });
    await visitAt(dee.id, "2026-06-11T13:00:00Z"); // 9 AM EDT on Thursday 11 June
    clock = at("2026-06-11T01:30:00Z"); // 9:30 PM EDT on the 10th: the worker was down since 6 PM
    await handlers[SMS_JOB_KINDS.cleanerSchedules]?.({ day: "2026-06-11" }, { db, logger: createLogger(undefined, "silent"), job: { id: 0, kind: SMS_JOB_KINDS.cleanerSchedules, payload: {}, attempts: 1 } });
    expect(await textsTo(db, dee.phone)).toEqual([]);
    expect((await scheduleJobs()).map(([dedupeKey]) => dedupeKey)).toContain(`${SMS_JOB_KINDS.cleanerSchedules}:2026-06-12`);
  });
});
