import { federalHolidayOn } from "@/lib/kernel/time/holidays";
import { newYorkIsoDateOf } from "@/lib/kernel/time/new-york";
import { upcomingClosedDays, type ClosedDay } from "./closed-day";
import { DEFAULT_HOLIDAY_POLICY, type HolidayPolicy } from "./holiday-policy";

/**
 * The one value that says which days we do not clean (docs/product.md#scheduling): the federal
 * holidays the company closes and the days staff closed. Slots, bookings, order changes, series
 * and the calendars in the browser all take it, so they can never disagree. Pure.
 */
export interface ClosingCalendar {
  holidays: HolidayPolicy;
  closedDays: readonly ClosedDay[];
}

/** The default holiday choices and no staff-closed day: for the build, and tests that need no other. */
export const DEFAULT_CLOSING_CALENDAR: ClosingCalendar = { holidays: DEFAULT_HOLIDAY_POLICY, closedDays: [] };

/** Why a day is closed: a holiday the company closes (its label, "(observed)" included), or a day staff closed. */
export type Closure = { kind: "holiday"; label: string } | { kind: "staff"; reason: string | null };

/** Why nothing is booked on `date` (YYYY-MM-DD, New York), or null when it is a working day. */
export function closureOn(date: string, calendar: ClosingCalendar): Closure | null {
  const holiday = federalHolidayOn(date);
  // An observed weekday has its holiday's id, so it follows that holiday's choice.
  if (holiday && calendar.holidays[holiday.id].closed) return { kind: "holiday", label: holiday.label };
  const closed = calendar.closedDays.find((day) => day.date === date);
  return closed ? { kind: "staff", reason: closed.reason } : null;
}

/**
 * What the booking calendar says of a closed `date`: the holiday's name, the reason staff gave,
 * or "closed for the day" when they gave none; null when visits can be booked.
 */
export function closedLabel(date: string, calendar: ClosingCalendar): string | null {
  const closure = closureOn(date, calendar);
  if (!closure) return null;
  return closure.kind === "holiday" ? closure.label : (closure.reason ?? "closed for the day");
}

/** An open holiday's surcharge as the quote takes it (lib/booking/quote-adjustments.ts). */
export interface HolidaySurcharge {
  /** "Veterans Day", "Independence Day (observed)". */
  holiday: string;
  /** Whole percent of the subtotal, 1 to 100. */
  percent: number;
}

/** The surcharge a visit on `date` carries: only on an open holiday with a percent above 0. */
export function holidaySurchargeOn(date: string, calendar: ClosingCalendar): HolidaySurcharge | undefined {
  const holiday = federalHolidayOn(date);
  if (!holiday) return undefined;
  const choice = calendar.holidays[holiday.id];
  return !choice.closed && choice.surchargePercent > 0 ? { holiday: holiday.label, percent: choice.surchargePercent } : undefined;
}

/** The surcharge of a visit starting at `start`, by its New York date: for the server's pricing of a booking, an order change or a series visit. */
export function holidaySurchargeAt(start: Date, calendar: ClosingCalendar): HolidaySurcharge | undefined {
  return holidaySurchargeOn(newYorkIsoDateOf(start), calendar);
}

/** The calendar the browser needs from `today` on: staff-closed days that have passed are left out. */
export function upcomingClosing(calendar: ClosingCalendar, today: string): ClosingCalendar {
  return { holidays: calendar.holidays, closedDays: upcomingClosedDays(calendar.closedDays, today) };
}
