/** Helpers for tests that need a closing calendar other than the defaults (not used by the app). */
import type { ClosedDay } from "./closed-day";
import { DEFAULT_CLOSING_CALENDAR, type ClosingCalendar } from "./closing-calendar";
import type { HolidayPolicy } from "./holiday-policy";

/** The default calendar with some holidays chosen otherwise and, if given, days staff closed. */
export function closingWith(holidays: Partial<HolidayPolicy>, closedDays: readonly ClosedDay[] = []): ClosingCalendar {
  return { holidays: { ...DEFAULT_CLOSING_CALENDAR.holidays, ...holidays }, closedDays };
}
