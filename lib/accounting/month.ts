/**
 * The calendar month of the accounting export (docs/payments.md, "The monthly accounting
 * export"): New York's month, from its first midnight to the next month's, so a month that
 * crosses a DST change is an hour shorter or longer in UTC and nothing falls between two months.
 */
import { z } from "zod";
import { nyDayRange, nyToday } from "@/lib/kernel/time/new-york-days";

/** YYYY-MM, month 01 to 12. */
export const accountingMonthSchema = z
  .string({ error: "Choose a month as YYYY-MM, for example 2026-03" })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: "Choose a month as YYYY-MM, for example 2026-03" });

/** The query both export routes read: ?month=YYYY-MM. */
export const accountingExportQuerySchema = z.object({ month: accountingMonthSchema });

export interface MonthRange {
  /** The first New York midnight of the month, inclusive. */
  start: Date;
  /** The first New York midnight of the next month, exclusive. */
  end: Date;
}

function monthAfter(month: string): string {
  const [year = 0, number = 0] = month.split("-").map(Number);
  return number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, "0")}`;
}

function monthBefore(month: string): string {
  const [year = 0, number = 0] = month.split("-").map(Number);
  return number === 1 ? `${year - 1}-12` : `${year}-${String(number - 1).padStart(2, "0")}`;
}

export function monthRange(month: string): MonthRange {
  const start = nyDayRange(`${accountingMonthSchema.parse(month)}-01`)?.start;
  const end = nyDayRange(`${monthAfter(month)}-01`)?.start;
  if (!start || !end) throw new RangeError(`not a month: ${month}`);
  return { start, end };
}

/** The month before the one `now` falls in, in New York: what the accountant closes next. */
export const previousMonth = (now: Date): string => monthBefore(nyToday(now).slice(0, 7));

/** The month `now` falls in, in New York: the latest the picker offers (it is still filling up). */
export const currentMonth = (now: Date): string => nyToday(now).slice(0, 7);

/** What the export's page needs: the month to offer first and the latest one, by the server's clock. */
export const accountingExportPageView = (now: Date): { defaultMonth: string; latestMonth: string } => ({ defaultMonth: previousMonth(now), latestMonth: currentMonth(now) });
