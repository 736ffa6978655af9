/**
 * The lists of time off (docs/product.md, "Time off"): the cleaner's own in the cabinet, and the
 * staff's in the admin panel, waiting requests first. DTOs, never rows.
 */
import { and, asc, desc, eq, gte, inArray, isNotNull, or } from "drizzle-orm";
import { nyToday, shiftIsoDate } from "@/lib/kernel/time/new-york-days";
import type { Database } from "@/lib/platform/db";
import { timeOff, users, type TimeOffStatus } from "@/lib/platform/db/schema";
import { alias } from "drizzle-orm/pg-core";
import { clashingVisits, type ClashingVisit } from "./decide";
import { canWithdraw } from "./time-off";
import { daysIncluded } from "./time-off-rules";

/** How far back decided and past requests stay in the lists. */
const RECENT_DAYS = 60;

export interface OwnTimeOff {
  id: string;
  firstDay: string;
  lastDay: string;
  days: number;
  note: string | null;
  status: TimeOffStatus;
  decisionNote: string | null;
  canWithdraw: boolean;
}

/** The cleaner's requests that have not ended more than 60 days ago, the latest days first. */
export async function ownTimeOff(db: Database, cleanerId: string, now: Date): Promise<OwnTimeOff[]> {
  const since = shiftIsoDate(nyToday(now), -RECENT_DAYS);
  const rows = await db
    .select()
    .from(timeOff)
    .where(and(eq(timeOff.cleanerId, cleanerId), gte(timeOff.lastDay, since)))
    .orderBy(desc(timeOff.firstDay), desc(timeOff.requestedAt))
    .limit(100);
  return rows.map((row) => ({
    id: row.id,
    firstDay: row.firstDay,
    lastDay: row.lastDay,
    days: daysIncluded(row.firstDay, row.lastDay),
    note: row.note,
    status: row.status,
    decisionNote: row.decisionNote,
    canWithdraw: canWithdraw(row, now),
  }));
}

export interface StaffTimeOff {
  id: string;
  cleanerId: string;
  cleanerName: string;
  firstDay: string;
  lastDay: string;
  days: number;
  note: string | null;
  status: TimeOffStatus;
  requestedAt: string;
  decidedAt: string | null;
  decidedByName: string | null;
  decisionNote: string | null;
  /** For an approved request not yet over: the cleaner's visits on those days, still to move. */
  clashes: ClashingVisit[];
}

export interface StaffTimeOffLists {
  pending: StaffTimeOff[];
  decided: StaffTimeOff[];
}

/**
 * Waiting requests, soonest first; then the decided ones (approved, declined, and approved ones
 * later withdrawn) decided in the last 60 days or not over yet, the latest days first.
 */
export async function staffTimeOff(db: Database, now: Date): Promise<StaffTimeOffLists> {
  const today = nyToday(now);
  const recent = new Date(now.getTime() - RECENT_DAYS * 86_400_000);
  const cleaner = alias(users, "cleaner");
  const decider = alias(users, "decider");
  const rows = await db
    .select({
      row: timeOff,
      cleanerFirst: cleaner.firstName,
      cleanerLast: cleaner.lastName,
      deciderFirst: decider.firstName,
      deciderLast: decider.lastName,
    })
    .from(timeOff)
    .innerJoin(cleaner, eq(cleaner.id, timeOff.cleanerId))
    .leftJoin(decider, eq(decider.id, timeOff.decidedBy))
    .where(
      or(
        eq(timeOff.status, "requested"),
        and(inArray(timeOff.status, ["approved", "declined", "withdrawn"]), isNotNull(timeOff.decidedAt), or(gte(timeOff.decidedAt, recent), gte(timeOff.lastDay, today))),
      ),
    )
    .orderBy(asc(timeOff.firstDay), asc(timeOff.requestedAt))
    .limit(300);
  const items = await Promise.all(
    rows.map(async ({ row, cleanerFirst, cleanerLast, deciderFirst, deciderLast }): Promise<StaffTimeOff> => ({
      id: row.id,
      cleanerId: row.cleanerId,
      cleanerName: `${cleanerFirst} ${cleanerLast}`,
      firstDay: row.firstDay,
      lastDay: row.lastDay,
      days: daysIncluded(row.firstDay, row.lastDay),
      note: row.note,
      status: row.status,
      requestedAt: row.requestedAt.toISOString(),
      decidedAt: row.decidedAt?.toISOString() ?? null,
      decidedByName: deciderFirst === null ? null : `${deciderFirst} ${deciderLast ?? ""}`.trim(),
      decisionNote: row.decisionNote,
      clashes: row.status === "approved" && row.lastDay >= today ? await clashingVisits(db, row.cleanerId, row.firstDay, row.lastDay) : [],
    })),
  );
  return {
    pending: items.filter((item) => item.status === "requested"),
    decided: items.filter((item) => item.status !== "requested").reverse(),
  };
}
