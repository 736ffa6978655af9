/**
 * A cleaner's working week and boroughs (docs/product.md#cleaners-availability): staff put a
 * cleaner on the schedule, change their week, take them off it; every refusal changes nothing,
 * and every change is audited with what it was and what it became.
 */
import { and, eq } from "drizzle-orm";
import { makeAccount } from "@/lib/admin/test-support";
import { fieldErrorsOf } from "@/lib/kernel/failure";
import type { Borough } from "@/lib/kernel/service-area";
import { auditLog, cleanerAvailability, jobs, users } from "@/lib/platform/db/schema";
import { testDrivers } from "@/lib/startup/testing/database";
import { useTestDatabase } from "@/lib/startup/testing/use-test-database";
import type { z } from "zod";
import { cleanerAvailabilitySchema, readCleanerAvailability, setCleanerAvailability } from "./cleaner-availability";
import { FULL_WORKING_WEEK, type WorkingWeek } from "./working-week";
import { queuedOffers, someoneWaitsOn } from "@/lib/waitlist/test-support";

const NOW = new Date("2026-03-02T14:00:00Z");
const LATER = new Date("2026-03-03T15:30:00Z");

/** Monday to Friday 9:00 to 5:30 PM, weekends off. */
const WEEKDAYS: WorkingWeek = [...Array.from({ length: 5 }, () => ({ start: 9 * 60, end: 17 * 60 + 30 })), null, null];

const onSchedule = (boroughs: Borough[], workingWeek: WorkingWeek): z.output<typeof cleanerAvailabilitySchema> => ({ onSchedule: true, boroughs, workingWeek });

describe("cleanerAvailabilitySchema", () => {
  const errorsOf = (body: unknown) => {
    const parsed = cleanerAvailabilitySchema.safeParse(body);
    return parsed.success ? {} : fieldErrorsOf(parsed.error);
  };

  it("says which day is wrong, beside that day's start or end", () => {
    const week: Array<{ start: number; end: number } | null> = [...FULL_WORKING_WEEK];
    week[0] = { start: 10 * 60, end: 9 * 60 };
    week[2] = { start: 6 * 60, end: 12 * 60 };
    week[4] = { start: 9 * 60, end: 21 * 60 };
    week[6] = { start: 9 * 60, end: 9 * 60 + 30 };
    expect(errorsOf({ onSchedule: true, boroughs: ["Queens"], workingWeek: week })).toEqual({
      "workingWeek.0.end": "Monday: end after the start.",
      "workingWeek.2.start": "Wednesday: start at 7:00 AM or later.",
      "workingWeek.4.end": "Friday: end by 8:00 PM.",
      "workingWeek.6.end": "Sunday: work at least an hour.",
    });
  });

  it("asks for a borough, each once, and at least one working day", () => {
    expect(errorsOf({ onSchedule: true, boroughs: [], workingWeek: FULL_WORKING_WEEK })).toEqual({ boroughs: "Choose at least one borough." });
    expect(errorsOf({ onSchedule: true, boroughs: ["Brooklyn", "Brooklyn"], workingWeek: FULL_WORKING_WEEK })).toEqual({ boroughs: "Choose each borough once." });
    expect(errorsOf({ onSchedule: true, boroughs: ["Staten Island"], workingWeek: FULL_WORKING_WEEK })).toEqual({ "boroughs.0": "Choose Manhattan, Brooklyn or Queens." });
    expect(errorsOf({ onSchedule: true, boroughs: ["Queens"], workingWeek: Array.from({ length: 7 }, () => null) })).toEqual({ workingWeek: "Give at least one working day, or take them off the schedule." });
    expect(errorsOf({ onSchedule: true, boroughs: ["Queens"], workingWeek: FULL_WORKING_WEEK.slice(0, 6) })).toEqual({ workingWeek: "Give all seven days, Monday to Sunday." });
    expect(errorsOf({ onSchedule: false })).toEqual({});
  });
});

describe.each(testDrivers())("a cleaner's working week on %s", (driver) => {
  const { db } = useTestDatabase(driver);
  const auditsOf = (cleanerId: string) => db.select().from(auditLog).where(and(eq(auditLog.subjectId, cleanerId), eq(auditLog.action, "user.availability")));

  async function people() {
    const staff = await makeAccount(db, "Moderator");
    const cleaner = await makeAccount(db, "Cleaner", { firstName: "Marisol", lastName: "Peña" });
    // A new account starts off the schedule, whatever the migration gave the cleaners before it.
    await db.delete(cleanerAvailability).where(eq(cleanerAvailability.cleanerId, cleaner.id));
    return { staff, cleaner };
  }

  it("puts a cleaner on the schedule, changes their week, and takes them off it, auditing each from → to", async () => {
    const { staff, cleaner } = await people();
    expect(await readCleanerAvailability(db, cleaner.id)).toBeNull();

    const put = await setCleanerAvailability(db, staff, cleaner.id, onSchedule(["Queens", "Brooklyn"], WEEKDAYS), NOW);
    expect(put).toEqual({ ok: true, changed: true, availability: { boroughs: ["Brooklyn", "Queens"], workingWeek: WEEKDAYS, updatedAt: NOW } });
    expect(await readCleanerAvailability(db, cleaner.id)).toEqual({ boroughs: ["Brooklyn", "Queens"], workingWeek: WEEKDAYS, updatedAt: NOW });

    const changed = await setCleanerAvailability(db, staff, cleaner.id, onSchedule(["Manhattan"], FULL_WORKING_WEEK), LATER);
    expect(changed).toMatchObject({ ok: true, changed: true });
    const [row] = await db.select().from(cleanerAvailability).where(eq(cleanerAvailability.cleanerId, cleaner.id));
    expect(row).toMatchObject({ boroughs: ["Manhattan"], workingWeek: FULL_WORKING_WEEK, updatedAt: LATER, updatedBy: staff.id });

    expect(await setCleanerAvailability(db, staff, cleaner.id, { onSchedule: false }, LATER)).toEqual({ ok: true, changed: true, availability: null });
    expect(await readCleanerAvailability(db, cleaner.id)).toBeNull();

    const audits = (await auditsOf(cleaner.id)).sort((a, b) => a.id - b.id);
    expect(audits.map((audit) => [audit.actorId, audit.createdAt, audit.details])).toEqual([
      [staff.id, NOW, { from: null, to: { boroughs: ["Brooklyn", "Queens"], workingWeek: WEEKDAYS } }],
      [staff.id, LATER, { from: { boroughs: ["Brooklyn", "Queens"], workingWeek: WEEKDAYS }, to: { boroughs: ["Manhattan"], workingWeek: FULL_WORKING_WEEK } }],
      [staff.id, LATER, { from: { boroughs: ["Manhattan"], workingWeek: FULL_WORKING_WEEK }, to: null }],
    ]);
  });

  it("asks the waitlist to offer freed times when a cleaner's week is saved and someone waits (docs/product.md#waitlist)", async () => {
    const { staff, cleaner } = await people();
    await db.delete(jobs).where(eq(jobs.kind, "waitlist:offer"));
    await someoneWaitsOn(db, "2026-03-10");
    await setCleanerAvailability(db, staff, cleaner.id, { onSchedule: false }, NOW);
    expect(await queuedOffers(db)).toHaveLength(0); // off the schedule and staying off: nothing freed
    await setCleanerAvailability(db, staff, cleaner.id, onSchedule(["Queens"], WEEKDAYS), NOW);
    expect(await queuedOffers(db)).toEqual([expect.objectContaining({ payload: {}, runAt: NOW })]);
  });

  it("writes nothing when the save changes nothing", async () => {
    const { staff, cleaner } = await people();
    await setCleanerAvailability(db, staff, cleaner.id, onSchedule(["Queens"], WEEKDAYS), NOW);
    expect(await setCleanerAvailability(db, staff, cleaner.id, onSchedule(["Queens"], WEEKDAYS), LATER)).toMatchObject({ ok: true, changed: false });
    expect(await setCleanerAvailability(db, staff, cleaner.id, { onSchedule: false }, LATER)).toMatchObject({ ok: true, changed: true });
    expect(await setCleanerAvailability(db, staff, cleaner.id, { onSchedule: false }, LATER)).toMatchObject({ ok: true, changed: false });
    expect(await auditsOf(cleaner.id)).toHaveLength(2);
  });

  it("refuses a customer, a blocked cleaner, one's own week and an unknown account, changing nothing", async () => {
    const { staff, cleaner } = await people();
    await setCleanerAvailability(db, staff, cleaner.id, onSchedule(["Queens"], WEEKDAYS), NOW);
    const customer = await makeAccount(db, "Customer");
    const blocked = await makeAccount(db, "Cleaner", { status: "blocked", blockedReason: "Keys not returned" });
    await db.delete(cleanerAvailability).where(eq(cleanerAvailability.cleanerId, blocked.id));

    expect(await setCleanerAvailability(db, staff, customer.id, onSchedule(["Queens"], WEEKDAYS), LATER)).toMatchObject({ ok: false, kind: "invalid", message: "Only someone who takes cleaning jobs can have a working week." });
    expect(await setCleanerAvailability(db, staff, blocked.id, onSchedule(["Queens"], WEEKDAYS), LATER)).toMatchObject({ ok: false, kind: "invalid" });
    expect(await setCleanerAvailability(db, staff, staff.id, onSchedule(["Queens"], WEEKDAYS), LATER)).toMatchObject({ ok: false, kind: "forbidden" });
    expect(await setCleanerAvailability(db, staff, "00000000-0000-4000-8000-000000000000", onSchedule(["Queens"], WEEKDAYS), LATER)).toMatchObject({ ok: false, kind: "not-found" });

    for (const id of [customer.id, blocked.id, staff.id]) expect(await readCleanerAvailability(db, id)).toBeNull();
    expect(await readCleanerAvailability(db, cleaner.id)).toEqual({ boroughs: ["Queens"], workingWeek: WEEKDAYS, updatedAt: NOW });
    for (const id of [customer.id, blocked.id, staff.id]) expect(await auditsOf(id)).toEqual([]);
  });

  it("lets staff take a blocked cleaner off the schedule", async () => {
    const { staff, cleaner } = await people();
    await setCleanerAvailability(db, staff, cleaner.id, onSchedule(["Manhattan"], WEEKDAYS), NOW);
    await db.update(users).set({ status: "blocked", blockedReason: "Keys not returned" }).where(eq(users.id, cleaner.id));
    expect(await setCleanerAvailability(db, staff, cleaner.id, { onSchedule: false }, LATER)).toMatchObject({ ok: true, changed: true });
    expect(await readCleanerAvailability(db, cleaner.id)).toBeNull();
  });
});
