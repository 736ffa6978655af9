import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { formatInNewYork } from "@/lib/kernel/format/date-time";
import { parseIsoDate } from "@/lib/kernel/time/calendar-date";
import { newYorkWallTimeToUtc } from "@/lib/kernel/time/new-york";
import { getDb } from "@/lib/platform/db";
import { waitlistEntries, waitlistHolds } from "@/lib/platform/db/schema";
import { holderIs } from "./holds";

export interface WaitlistEntryView {
  id: string;
  /** "Thursday, March 12" */
  day: string;
  /** "8:00 AM – 11:00 AM starts" */
  window: string;
  /** The time held for them and until when, or null while they wait. */
  held: { when: string; until: string } | null;
}

const at = (date: string, hour: number) => {
  const day = parseIsoDate(date);
  return day ? newYorkWallTimeToUtc(day, hour) : null;
};

/** /profile's "Your waitlist" card (docs/product.md#waitlist): the entries still waiting or offered a time, soonest first. */
export async function waitlistPageView(customerId: string, now: Date = new Date()): Promise<WaitlistEntryView[]> {
  const db = await getDb();
  const rows = await db
    .select({ entry: waitlistEntries, hold: waitlistHolds })
    .from(waitlistEntries)
    .leftJoin(waitlistHolds, and(eq(waitlistHolds.entryId, waitlistEntries.id), eq(waitlistHolds.status, "active")))
    .where(and(inArray(waitlistEntries.status, ["waiting", "offered"]), sql`coalesce(${holderIs(customerId)}, false)`))
    .orderBy(asc(waitlistEntries.date), asc(waitlistEntries.createdAt));
  return rows.map(({ entry, hold }) => {
    const from = at(entry.date, entry.fromHour);
    const to = at(entry.date, entry.toHour);
    return {
      id: entry.id,
      day: from ? formatInNewYork(from, "longWeekdayMonthDay") : entry.date,
      window: from && to ? `${formatInNewYork(from, "time")} – ${formatInNewYork(to, "time")} starts` : "",
      held: hold && hold.expiresAt > now ? { when: formatInNewYork(hold.startsAt, "longWeekdayDateTime"), until: formatInNewYork(hold.expiresAt, "time") } : null,
    };
  });
}
