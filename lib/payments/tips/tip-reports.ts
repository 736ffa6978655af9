import { and, asc, eq, gte, inArray, isNotNull, lt } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { z } from "zod";
import { blankToUndefined } from "@/lib/kernel/paging";
import type { Database } from "@/lib/platform/db";
import { orderPayments, orders, users, type OrderPaymentStatus } from "@/lib/platform/db/schema";
import { addDays, formatIsoDate, isoDateSchema, parseIsoDate, type CalendarDate } from "@/lib/kernel/time/calendar-date";
import { newYorkDateOf, newYorkWallTimeToUtc } from "@/lib/kernel/time/new-york";

/**
 * Tips as money the cleaners earned (docs/payments.md#tips): the ones paid (by card, or recorded
 * by staff), each in the New York week (Monday to Sunday) it was paid in, credited to the cleaner
 * assigned when the visit was completed. The cleaner's cabinet shows their own last 8 weeks;
 * the admin report sums them by cleaner and week over a range of days.
 */

const EARNED: readonly OrderPaymentStatus[] = ["succeeded", "paid_offline"];

/** The Monday (New York) of the week an instant falls in. */
export function newYorkMondayOf(instant: Date): CalendarDate {
  const day = newYorkDateOf(instant);
  const weekday = new Date(Date.UTC(day.year, day.month - 1, day.day)).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

export interface TipLine {
  id: string;
  orderId: string;
  orderNumber: number;
  visitAt: Date;
  paidAt: Date;
  amountCents: number;
}

export interface EarnedTip extends TipLine {
  cleanerId: string;
  cleanerName: string;
  /** The Monday of the New York week it was paid in, YYYY-MM-DD. */
  week: string;
}

/** Paid tips in [from, to), oldest first, optionally of one cleaner. */
export async function earnedTips(db: Database, range: { from: Date; to: Date; cleanerId?: string }): Promise<EarnedTip[]> {
  const cleaner = alias(users, "cleaner");
  const rows = await db
    .select({ tip: orderPayments, orderNumber: orders.number, visitAt: orders.startsAt, firstName: cleaner.firstName, lastName: cleaner.lastName })
    .from(orderPayments)
    .innerJoin(orders, eq(orders.id, orderPayments.orderId))
    .innerJoin(cleaner, eq(cleaner.id, orderPayments.cleanerId))
    .where(
      and(
        eq(orderPayments.kind, "tip"),
        inArray(orderPayments.status, [...EARNED]),
        isNotNull(orderPayments.settledAt),
        gte(orderPayments.settledAt, range.from),
        lt(orderPayments.settledAt, range.to),
        range.cleanerId ? eq(orderPayments.cleanerId, range.cleanerId) : undefined,
      ),
    )
    .orderBy(asc(orderPayments.settledAt));
  return rows.flatMap(({ tip, orderNumber, visitAt, firstName, lastName }) =>
    tip.cleanerId && tip.settledAt
      ? [
          {
            id: tip.id,
            orderId: tip.orderId,
            orderNumber,
            visitAt,
            paidAt: tip.settledAt,
            amountCents: tip.amountCents,
            cleanerId: tip.cleanerId,
            cleanerName: `${firstName} ${lastName}`.trim(),
            week: formatIsoDate(newYorkMondayOf(tip.settledAt)),
          },
        ]
      : [],
  );
}

export interface TipWeek {
  /** Monday, YYYY-MM-DD. */
  week: string;
  totalCents: number;
  lines: TipLine[];
}

/** A cleaner's own tips, week by week, this week first: every one of the last `weeks` weeks, empty ones too. */
export async function cleanerTipWeeks(db: Database, cleanerId: string, now = new Date(), weeks = 8): Promise<TipWeek[]> {
  const thisMonday = newYorkMondayOf(now);
  const firstMonday = addDays(thisMonday, -7 * (weeks - 1));
  const tips = await earnedTips(db, { cleanerId, from: newYorkWallTimeToUtc(firstMonday, 0), to: newYorkWallTimeToUtc(addDays(thisMonday, 7), 0) });
  return Array.from({ length: weeks }, (_, index) => {
    const week = formatIsoDate(addDays(thisMonday, -7 * index));
    const lines = tips.filter((tip) => tip.week === week).map(({ id, orderId, orderNumber, visitAt, paidAt, amountCents }) => ({ id, orderId, orderNumber, visitAt, paidAt, amountCents }));
    return { week, totalCents: lines.reduce((sum, line) => sum + line.amountCents, 0), lines };
  });
}

export const tipsReportFilterSchema = z
  .object({
    from: z.preprocess(blankToUndefined, isoDateSchema.optional()),
    to: z.preprocess(blankToUndefined, isoDateSchema.optional()),
  })
  .refine((filter) => !filter.from || !filter.to || filter.from <= filter.to, { path: ["to"], message: "The last day must not be before the first." });
export type TipsReportFilter = z.output<typeof tipsReportFilterSchema>;

export interface TipsReportRow {
  key: string;
  week: string;
  cleanerId: string;
  cleanerName: string;
  tips: number;
  totalCents: number;
}

export interface TipsReport {
  /** The New York days covered, inclusive (YYYY-MM-DD). */
  from: string;
  to: string;
  /** One row per week and cleaner, newest week first, then by name. */
  rows: TipsReportRow[];
  /** Per cleaner over the whole range, the highest total first. */
  cleaners: TipsReportRow[];
  totalCents: number;
}

/** Paid tips between two New York days (inclusive); without them, the last 8 weeks up to today. */
export async function tipsReport(db: Database, filter: TipsReportFilter, now = new Date()): Promise<TipsReport> {
  const to = filter.to ?? formatIsoDate(newYorkDateOf(now));
  const from = filter.from ?? formatIsoDate(addDays(newYorkMondayOf(now), -49));
  const fromDay = parseIsoDate(from);
  const toDay = parseIsoDate(to);
  if (!fromDay || !toDay) return { from, to, rows: [], cleaners: [], totalCents: 0 };
  const tips = await earnedTips(db, { from: newYorkWallTimeToUtc(fromDay, 0), to: newYorkWallTimeToUtc(addDays(toDay, 1), 0) });
  const sum = (groupKey: (tip: EarnedTip) => string, week: (tip: EarnedTip) => string) => {
    const groups = new Map<string, TipsReportRow>();
    for (const tip of tips) {
      const key = groupKey(tip);
      const row = groups.get(key) ?? { key, week: week(tip), cleanerId: tip.cleanerId, cleanerName: tip.cleanerName, tips: 0, totalCents: 0 };
      row.tips += 1;
      row.totalCents += tip.amountCents;
      groups.set(key, row);
    }
    return [...groups.values()];
  };
  const rows = sum((tip) => `${tip.week}:${tip.cleanerId}`, (tip) => tip.week).sort((a, b) => b.week.localeCompare(a.week) || a.cleanerName.localeCompare(b.cleanerName));
  const cleaners = sum((tip) => tip.cleanerId, () => from).sort((a, b) => b.totalCents - a.totalCents || a.cleanerName.localeCompare(b.cleanerName));
  return { from, to, rows, cleaners, totalCents: tips.reduce((total, tip) => total + tip.amountCents, 0) };
}
