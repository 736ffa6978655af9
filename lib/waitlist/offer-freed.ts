import { and, asc, eq, gte } from "drizzle-orm";
import { lockScheduleDays } from "@/lib/booking/capacity";
import { availableSlots } from "@/lib/booking/slot-availability";
import { bookableDateRange, startTimesForDate, VISIT_END_HOUR } from "@/lib/booking/slots";
import { parseIsoDate } from "@/lib/kernel/time/calendar-date";
import { newYorkWallTimeToUtc } from "@/lib/kernel/time/new-york";
import type { Database } from "@/lib/platform/db";
import { waitlistEntries, waitlistHolds } from "@/lib/platform/db/schema";
import type { Transaction } from "@/lib/platform/db/transaction";
import { scheduleJob } from "@/lib/platform/jobs/queue";
import { readBusinessSettings } from "@/lib/settings/business-settings";
import { readHoldMinutes } from "./hold-setting";
import { WAITLIST_JOB_KINDS } from "./job-kinds";
import { startsInWindow } from "./windows";

/**
 * Offering freed times (docs/product.md#waitlist). Under the lock of the day, the same lock every
 * booking of that day takes (lib/booking/capacity.ts), the waiting entries are read first come,
 * first served, and each gets a hold on the first start in its window that capacity now allows,
 * holds already given counting as busy. So a freed time goes to the first matching entry only,
 * two offers running at once for one day take turns and the second sees the first one's holds,
 * and no booking can slip in between the check and the hold.
 */

export interface OfferedHold {
  holdId: string;
  entryId: string;
  startsAt: Date;
  expiresAt: Date;
}

/** Offers what is free on one New York date, inside the caller's transaction. */
export async function offerFreedTimesOn(tx: Transaction, date: string, now: Date): Promise<OfferedHold[]> {
  const day = parseIsoDate(date);
  if (!day) return [];
  const firstStart = startTimesForDate(date)[0];
  if (!firstStart) return [];
  await lockScheduleDays(tx, firstStart, newYorkWallTimeToUtc(day, VISIT_END_HOUR));
  const waiting = await tx
    .select()
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.date, date), eq(waitlistEntries.status, "waiting")))
    .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id))
    .for("update");
  if (waiting.length === 0) return [];
  const { travel, closing } = await readBusinessSettings(tx);
  const holdMs = (await readHoldMinutes(tx)) * 60_000;
  const offered: OfferedHold[] = [];
  for (const entry of waiting) {
    const starts = await availableSlots(tx, { date, durationMinutes: entry.durationMinutes, travel, borough: entry.borough, now, customerId: entry.customerId, closing });
    const start = starts.find((candidate) => startsInWindow(candidate, entry));
    if (!start) continue;
    const expiresAt = new Date(now.getTime() + holdMs);
    const [hold] = await tx
      .insert(waitlistHolds)
      .values({ entryId: entry.id, startsAt: start, endsAt: new Date(start.getTime() + entry.durationMinutes * 60_000), expiresAt, createdAt: now })
      .returning({ id: waitlistHolds.id });
    if (!hold) throw new Error("waitlist hold not stored");
    await tx.update(waitlistEntries).set({ status: "offered", updatedAt: now }).where(eq(waitlistEntries.id, entry.id));
    // The email goes at once; the hold's end hands the time on if it was not booked.
    await scheduleJob(tx, { kind: WAITLIST_JOB_KINDS.offerMail, payload: { holdId: hold.id }, runAt: now, dedupeKey: `${WAITLIST_JOB_KINDS.offerMail}:${hold.id}`, at: now });
    await scheduleJob(tx, { kind: WAITLIST_JOB_KINDS.holdExpiry, payload: { holdId: hold.id }, runAt: expiresAt, dedupeKey: `${WAITLIST_JOB_KINDS.holdExpiry}:${hold.id}`, at: now });
    offered.push({ holdId: hold.id, entryId: entry.id, startsAt: start, expiresAt });
  }
  return offered;
}

/**
 * Offers freed times on one date, or on every bookable date someone waits for (capacity added:
 * a cleaner's week widened, time off withdrawn, a closed day reopened). One transaction a date, so one busy day never holds the
 * others' locks.
 */
export async function offerFreedTimes(db: Database, scope: { date?: string }, now: Date): Promise<OfferedHold[]> {
  const dates = scope.date ? [scope.date] : await waitedDates(db, now);
  const offered: OfferedHold[] = [];
  for (const date of dates) offered.push(...(await db.transaction((tx) => offerFreedTimesOn(tx, date, now))));
  return offered;
}

async function waitedDates(db: Database, now: Date): Promise<string[]> {
  const rows = await db
    .selectDistinct({ date: waitlistEntries.date })
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.status, "waiting"), gte(waitlistEntries.date, bookableDateRange(now).earliest)))
    .orderBy(asc(waitlistEntries.date));
  return rows.map((row) => row.date);
}

/**
 * Queues an offer for a date (or every date) at `now`: what a cancellation, a released hold or
 * more cleaners' time does. Only when someone waits for that date (or any): a time nobody
 * waits for needs no job.
 */
export async function scheduleWaitlistOffer(db: Database, scope: { date?: string }, now: Date, dedupeKey?: string): Promise<void> {
  if (!(await someoneWaits(db, scope.date))) return;
  await scheduleJob(db, { kind: WAITLIST_JOB_KINDS.offer, payload: scope.date ? { date: scope.date } : {}, runAt: now, dedupeKey, at: now });
}

async function someoneWaits(db: Database, date: string | undefined): Promise<boolean> {
  const waiting = eq(waitlistEntries.status, "waiting");
  const [row] = await db
    .select({ id: waitlistEntries.id })
    .from(waitlistEntries)
    .where(date ? and(waiting, eq(waitlistEntries.date, date)) : waiting)
    .limit(1);
  return row !== undefined;
}
