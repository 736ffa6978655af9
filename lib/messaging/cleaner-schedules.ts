import { and, asc, eq, gte, isNotNull, lt } from "drizzle-orm";
import { z } from "zod";
import { formatOrderNumber } from "@/lib/booking/order-number";
import { addDays, formatIsoDate, isoDateSchema, parseIsoDate, type CalendarDate } from "@/lib/kernel/time/calendar-date";
import { newYorkDateOf, newYorkWallTimeToUtc } from "@/lib/kernel/time/new-york";
import type { Database } from "@/lib/platform/db";
import { orders } from "@/lib/platform/db/schema";
import { scheduleJob } from "@/lib/platform/jobs/queue";
import { cleanerScheduleText, type VisitFacts } from "./notice-texts";
import { SMS_JOB_KINDS } from "./outbox";
import type { NoticeText } from "./queue-notice-text";
import { nextTextingTime } from "./quiet-hours";
import { cleanerRecipient } from "./recipients";

/**
 * Tomorrow's schedule for every cleaner, texted at 6 PM New York time (docs/messaging.md, "What
 * is texted"). One job a day, once across hosts: keyed by the day it covers, asked for at
 * start-up by every host (server.ts), and each run asks for the next, like the series extension
 * (lib/booking/series/extend-series.ts). The hour is New York's wall clock, so it stays 6 PM
 * across the spring and fall switches.
 */

const SCHEDULE_HOUR = 18;

export const cleanerSchedulesPayload = z.object({ day: isoDateSchema });

/** The next 6 PM in New York after `now`, and the day its texts cover (the day after). */
export function nextCleanerSchedulesRun(now: Date): { runAt: Date; day: CalendarDate } {
  const today = newYorkDateOf(now);
  const tonight = newYorkWallTimeToUtc(today, SCHEDULE_HOUR);
  const runDay = tonight.getTime() > now.getTime() ? today : addDays(today, 1);
  return { runAt: newYorkWallTimeToUtc(runDay, SCHEDULE_HOUR), day: addDays(runDay, 1) };
}

/** Makes sure the next run exists; asking twice (two hosts, or a run and a start-up) is one job. */
export async function ensureCleanerSchedulesScheduled(db: Database, now: Date = new Date()): Promise<void> {
  const { runAt, day } = nextCleanerSchedulesRun(now);
  const covered = formatIsoDate(day);
  await scheduleJob(db, { kind: SMS_JOB_KINDS.cleanerSchedules, payload: { day: covered }, runAt, dedupeKey: `${SMS_JOB_KINDS.cleanerSchedules}:${covered}`, at: now });
}

/**
 * One text per cleaner with assigned visits on `day` (a New York date, midnight to midnight:
 * 23 or 25 hours on a switch day), in order of start. A run so late that its texts could only
 * go on the day itself (after 9 PM they wait for 8 AM) sends nothing: the schedule would come
 * with the first visit.
 */
export async function cleanerScheduleTexts(db: Database, day: string, now: Date): Promise<NoticeText[]> {
  const date = parseIsoDate(day);
  if (!date) return [];
  const from = newYorkWallTimeToUtc(date, 0);
  const until = newYorkWallTimeToUtc(addDays(date, 1), 0);
  if (nextTextingTime("cleaner-schedule", now).getTime() >= from.getTime()) return [];
  const visits = await db
    .select({ id: orders.id, cleanerId: orders.cleanerId, number: orders.number, startsAt: orders.startsAt, endsAt: orders.endsAt, borough: orders.borough, zip: orders.zip })
    .from(orders)
    .where(and(eq(orders.status, "assigned"), isNotNull(orders.cleanerId), gte(orders.startsAt, from), lt(orders.startsAt, until)))
    .orderBy(asc(orders.startsAt), asc(orders.number));
  const byCleaner = new Map<string, VisitFacts[]>();
  for (const visit of visits) {
    if (!visit.cleanerId) continue;
    const facts: VisitFacts = { number: formatOrderNumber(visit.number), startsAt: visit.startsAt, endsAt: visit.endsAt, area: `${visit.borough} ${visit.zip}` };
    byCleaner.set(visit.cleanerId, [...(byCleaner.get(visit.cleanerId) ?? []), facts]);
  }
  const texts: NoticeText[] = [];
  for (const [cleanerId, schedule] of byCleaner) {
    const recipient = await cleanerRecipient(db, cleanerId);
    if (!recipient) continue;
    texts.push({ recipient, orderId: null, type: "cleaner-schedule", noticeKey: `cleaner-schedule:${day}`, body: cleanerScheduleText(date, schedule) });
  }
  return texts;
}
