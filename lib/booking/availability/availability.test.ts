/**
 * Cleaners' availability against the database (docs/product.md#cleaners-availability): working
 * weeks, boroughs, approved time off and travel decide the offered starts, and the staff
 * assignment checks the same. The clock is fixed: Monday, March 2, 2026, 10:00 AM in New York.
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { eq, sql } from "drizzle-orm";
import { makeAccount } from "@/lib/admin/test-support";
import { cleanerAvailability, timeOff, users } from "@/lib/platform/db/schema";
import { DEFAULT_CLOSING_CALENDAR } from "@/lib/settings/closing-calendar";
import { DEFAULT_TRAVEL_MINUTES } from "@/lib/settings/travel-minutes";
import { crewIds, hireCleaner, keepCrew } from "@/lib/startup/testing/crew";
import { testDrivers } from "@/lib/startup/testing/database";
import { useTestDatabase } from "@/lib/startup/testing/use-test-database";
import type { Borough } from "@/lib/kernel/service-area";
import { assignCleaner } from "../orders/status-actions";
import { availableSlots } from "../slot-availability";
import { submitBooking } from "../submit-booking";
import { key, makeCustomer, NOW, nyTime, submission } from "../test-support";
import { FULL_WORKING_WEEK } from "./working-week";

const QUEENS = { street: "41-12 Queens Blvd", unit: null, city: "Sunnyside", zip: "11104", accessNotes: null };
const hoursOf = (starts: Date[]) => starts.map((start) => Number(new Intl.DateTimeFormat("en-US", { hour: "numeric", hourCycle: "h23", timeZone: "America/New_York" }).format(start)));

describe.each(testDrivers())("cleaners' availability on %s", (driver) => {
  const { db } = useTestDatabase(driver, { each: true });
  const slots = (date: string, borough: Borough | null, durationMinutes = 120, onlyCleanerId: string | null = null) =>
    availableSlots(db, { date, durationMinutes, travel: DEFAULT_TRAVEL_MINUTES, closing: DEFAULT_CLOSING_CALENDAR, borough, now: NOW, onlyCleanerId });

  it("offers the hours a working week covers, and nothing on the cleaner's day off", async () => {
    await keepCrew(db, 0);
    // Tuesdays 12:00 to 17:00 only.
    const week = FULL_WORKING_WEEK.map((hours, index) => (index === 1 ? { start: 12 * 60, end: 17 * 60 } : null));
    await hireCleaner(db, "tuesdays@crew.example.test", { workingWeek: week });
    expect(hoursOf(await slots("2026-03-10", "Brooklyn"))).toEqual([12, 13, 14, 15]);
    expect(await slots("2026-03-11", "Brooklyn")).toEqual([]);
  });

  it("offers a borough only where someone works it, and any borough before the address is known", async () => {
    await keepCrew(db, 0);
    await hireCleaner(db, "queens@crew.example.test", { boroughs: ["Queens"] });
    expect(await slots("2026-03-10", "Brooklyn")).toEqual([]);
    expect(await slots("2026-03-10", "Queens")).toHaveLength(10);
    expect(await slots("2026-03-10", null)).toHaveLength(10);
  });

  it("takes a cleaner out on approved time off only, and gives the day back when it is withdrawn", async () => {
    await keepCrew(db, 1);
    const [only] = await crewIds(db);
    const [asked] = await db.insert(timeOff).values({ cleanerId: only!, firstDay: "2026-03-10", lastDay: "2026-03-11", requestedAt: NOW }).returning({ id: timeOff.id });
    expect(await slots("2026-03-10", "Brooklyn")).toHaveLength(10);
    await db.update(timeOff).set({ status: "approved", decidedAt: NOW }).where(eq(timeOff.id, asked!.id));
    expect(await slots("2026-03-10", "Brooklyn")).toEqual([]);
    expect(await slots("2026-03-11", "Brooklyn")).toEqual([]);
    expect(await slots("2026-03-12", "Brooklyn")).toHaveLength(10);
    await db.update(timeOff).set({ status: "withdrawn" }).where(eq(timeOff.id, asked!.id));
    expect(await slots("2026-03-10", "Brooklyn")).toHaveLength(10);
  });

  it("leaves travel time around a booked visit: 30 minutes within the borough, an hour across", async () => {
    await keepCrew(db, 1);
    expect(await submitBooking(db, await makeCustomer(db), submission(nyTime("2026-03-10", 11)), key(), { now: NOW })).toMatchObject({ ok: true });
    // The visit runs 11:00–14:00 in Brooklyn. Two-hour visits: in Brooklyn 8:00 (ends 10:00, 30
    // minutes to spare) and from 15:00 (14:30 would do, starts are on the hour); in Queens 8:00 and
    // from 15:00 too, but not 9:00, whose end leaves no hour before 11:00.
    expect(hoursOf(await slots("2026-03-10", "Brooklyn"))).toEqual([8, 15, 16, 17]);
    expect(hoursOf(await slots("2026-03-10", "Queens"))).toEqual([8, 15, 16, 17]);
    expect(hoursOf(await slots("2026-03-10", "Brooklyn", 60))).toEqual([8, 9, 15, 16, 17]);
    expect(hoursOf(await slots("2026-03-10", "Queens", 60))).toEqual([8, 9, 15, 16, 17]);
  });

  it("works by the wall clock on the day the clocks spring forward", async () => {
    await keepCrew(db, 1);
    // Sunday, March 8, 2026: the shift is 8:00 AM to 7:00 PM EDT, so a two-hour visit starts 8:00 to 17:00.
    expect(hoursOf(await slots("2026-03-08", "Manhattan"))).toEqual([8, 9, 10, 11, 12, 13, 14, 15, 16, 17]);
    expect(hoursOf(await slots("2026-03-08", "Manhattan", 600))).toEqual([8, 9]);
  });

  it("refuses to assign a cleaner outside their borough, shift or time off, or without time to travel, and lets staff send someone off the schedule", async () => {
    const admin = await makeAccount(db, "Admin");
    const booked = async (hour: number, address = submission(nyTime("2026-03-10", hour)).address) => {
      const result = await submitBooking(db, await makeCustomer(db), submission(nyTime("2026-03-10", hour), { address }), key(), { now: NOW });
      if (!result.ok) throw new Error(result.message);
      return result.order.id;
    };
    const brooklynMorning = await booked(10); // 10:00–13:00, Brooklyn
    const queensAfternoon = await booked(13, QUEENS); // 13:00–16:00, Queens
    const queensOnly = await hireCleaner(db, "q-only@crew.example.test", { boroughs: ["Queens"], firstName: "Marisol" });
    const lateShift = await hireCleaner(db, "late@crew.example.test", { workingWeek: FULL_WORKING_WEEK.map(() => ({ start: 14 * 60, end: 19 * 60 })), firstName: "Kwame" });
    const away = await hireCleaner(db, "away@crew.example.test", { firstName: "Luis" });
    await db.insert(timeOff).values({ cleanerId: away, firstDay: "2026-03-10", lastDay: "2026-03-10", status: "approved", requestedAt: NOW });
    const assign = (orderId: string, cleanerId: string) => assignCleaner(db, orderId, cleanerId, admin, { now: NOW });

    expect(await assign(brooklynMorning, queensOnly)).toMatchObject({ ok: false, kind: "conflict", message: expect.stringContaining("Marisol does not work in Brooklyn") });
    expect(await assign(brooklynMorning, lateShift)).toMatchObject({ ok: false, kind: "conflict", message: expect.stringContaining("Kwame is not working then") });
    expect(await assign(brooklynMorning, away)).toMatchObject({ ok: false, kind: "conflict", message: expect.stringContaining("Luis is not working then") });

    const [first] = await crewIds(db);
    expect(await assign(queensAfternoon, first!)).toMatchObject({ ok: true });
    // 13:00 in Queens after a Brooklyn visit ending at 13:00: no hour to get there.
    expect(await assign(brooklynMorning, first!)).toMatchObject({ ok: false, kind: "conflict", message: expect.stringContaining("would not have time to travel") });

    // A supervisor who is not on the schedule is sent by hand.
    const supervisor = await makeAccount(db, "Cleaner", { firstName: "Priya" });
    expect(await assign(brooklynMorning, supervisor.id)).toMatchObject({ ok: true });
  });
});

describe.each(testDrivers())("the team count becoming people, on %s", (driver) => {
  const { db } = useTestDatabase(driver, { seed: false });

  it("puts every active Cleaner on the schedule, every day 8:00 to 19:00 in all three boroughs, and nobody else", async () => {
    const migration = await readFile(join(process.cwd(), "drizzle/0036_cleaner_availability.sql"), "utf8");
    const statement = migration.split("--> statement-breakpoint").find((part) => part.includes('INSERT INTO "cleaner_availability"'));
    if (!statement) throw new Error("the migration no longer gives cleaners a week");
    const [cleaner] = await db
      .insert(users)
      .values([
        { email: "dorota@example.test", firstName: "Dorota", lastName: "Nowak", role: "Cleaner" },
        { email: "gone@example.test", firstName: "Gone", lastName: "Away", role: "Cleaner", status: "blocked", blockedReason: "Left the company", blockedAt: NOW },
        { email: "jordan@example.test", firstName: "Jordan", lastName: "Lee", role: "Customer" },
      ])
      .returning({ id: users.id });
    await db.execute(sql.raw(statement));
    const rows = await db.select().from(cleanerAvailability);
    expect(rows.map((row) => row.cleanerId)).toEqual([cleaner!.id]);
    expect(rows[0]).toMatchObject({ boroughs: ["Manhattan", "Brooklyn", "Queens"], workingWeek: FULL_WORKING_WEEK });
  });
});
