import { addDays, compareIsoDates, formatIsoDate, parseIsoDate, type CalendarDate } from "@/lib/kernel/time/calendar-date";

/**
 * The US federal holidays (5 U.S.C. 6103): each on its date, and when it falls on a weekend also
 * on the weekday it is observed (Saturday's on the Friday before, Sunday's on the Monday after).
 * Only dates and names: which of them the company closes is its own choice
 * (lib/settings/holiday-policy.ts). Pure, for the calendar in the browser and the server's checks.
 */

/** The eleven holidays in calendar order, each with a stable id that settings and audits use. */
export const FEDERAL_HOLIDAYS = [
  { id: "new-years-day", name: "New Year's Day" },
  { id: "mlk-day", name: "Martin Luther King Jr. Day" },
  { id: "washingtons-birthday", name: "Washington's Birthday" },
  { id: "memorial-day", name: "Memorial Day" },
  { id: "juneteenth", name: "Juneteenth" },
  { id: "independence-day", name: "Independence Day" },
  { id: "labor-day", name: "Labor Day" },
  { id: "columbus-day", name: "Columbus Day" },
  { id: "veterans-day", name: "Veterans Day" },
  { id: "thanksgiving", name: "Thanksgiving Day" },
  { id: "christmas", name: "Christmas Day" },
] as const;

export type FederalHolidayId = (typeof FEDERAL_HOLIDAYS)[number]["id"];

export const FEDERAL_HOLIDAY_IDS: readonly FederalHolidayId[] = FEDERAL_HOLIDAYS.map((holiday) => holiday.id);

/** One day a holiday closes federal offices: its own date, or the weekday it is observed on. */
export interface HolidayDate {
  id: FederalHolidayId;
  name: string;
  observed: boolean;
  /** "Independence Day" or "Independence Day (observed)". */
  label: string;
}

/** 0 for Sunday … 6 for Saturday. */
const weekday = (date: CalendarDate) => new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();

/** The `nth` (1-based) given weekday of a month, or the last one when nth is -1. */
function nthWeekday(year: number, month: number, day: number, nth: number): CalendarDate {
  if (nth === -1) {
    const last: CalendarDate = { year, month: month + 1 > 12 ? 1 : month + 1, day: 1 };
    const end = addDays(month === 12 ? { ...last, year: year + 1 } : last, -1);
    return addDays(end, -((weekday(end) - day + 7) % 7));
  }
  const first: CalendarDate = { year, month, day: 1 };
  return addDays(first, ((day - weekday(first) + 7) % 7) + (nth - 1) * 7);
}

const MONDAY = 1;
const THURSDAY = 4;

/** "Thanksgiving Day" for "thanksgiving". */
export const federalHolidayName = (id: FederalHolidayId): string => FEDERAL_HOLIDAYS.find((holiday) => holiday.id === id)?.name ?? id;

/** Each holiday's own date in a year; the fixed-date ones can move to an observed weekday. */
function holidayDates(year: number): Array<{ id: FederalHolidayId; date: CalendarDate; fixed: boolean }> {
  return [
    { id: "new-years-day", date: { year, month: 1, day: 1 }, fixed: true },
    { id: "mlk-day", date: nthWeekday(year, 1, MONDAY, 3), fixed: false },
    { id: "washingtons-birthday", date: nthWeekday(year, 2, MONDAY, 3), fixed: false },
    { id: "memorial-day", date: nthWeekday(year, 5, MONDAY, -1), fixed: false },
    { id: "juneteenth", date: { year, month: 6, day: 19 }, fixed: true },
    { id: "independence-day", date: { year, month: 7, day: 4 }, fixed: true },
    { id: "labor-day", date: nthWeekday(year, 9, MONDAY, 1), fixed: false },
    { id: "columbus-day", date: nthWeekday(year, 10, MONDAY, 2), fixed: false },
    { id: "veterans-day", date: { year, month: 11, day: 11 }, fixed: true },
    { id: "thanksgiving", date: nthWeekday(year, 11, THURSDAY, 4), fixed: false },
    { id: "christmas", date: { year, month: 12, day: 25 }, fixed: true },
  ];
}

/** The weekday a fixed-date holiday on a weekend is observed on, or null on a weekday. */
function observedDate(date: CalendarDate): CalendarDate | null {
  const day = weekday(date);
  if (day === 6) return addDays(date, -1);
  if (day === 0) return addDays(date, 1);
  return null;
}

function holidayDate(id: FederalHolidayId, observed: boolean): HolidayDate {
  const name = federalHolidayName(id);
  // Frozen: the per-year maps are shared by every caller.
  return Object.freeze({ id, name, observed, label: observed ? `${name} (observed)` : name });
}

/** Each year's map is built once: the booking calendar asks about hundreds of days in a row. */
const holidaysByYear = new Map<number, ReadonlyMap<string, HolidayDate>>();

/** Date → holiday, the observed weekdays included, for one year's holidays. */
export function federalHolidays(year: number): ReadonlyMap<string, HolidayDate> {
  const known = holidaysByYear.get(year);
  if (known) return known;
  const days = buildFederalHolidays(year);
  holidaysByYear.set(year, days);
  return days;
}

function buildFederalHolidays(year: number): Map<string, HolidayDate> {
  const days = new Map<string, HolidayDate>();
  const dates = holidayDates(year);
  for (const { id, date } of dates) days.set(formatIsoDate(date), holidayDate(id, false));
  for (const { id, date, fixed } of dates) {
    const observed = fixed ? observedDate(date) : null;
    if (observed) days.set(formatIsoDate(observed), holidayDate(id, true));
  }
  return days;
}

/** The holiday on a New York date (its own date or the weekday it is observed on), or null on an ordinary day. */
export function federalHolidayOn(isoDate: string): HolidayDate | null {
  const date = parseIsoDate(isoDate);
  if (!date) return null;
  // New Year's Day of the next year can be observed on December 31.
  return federalHolidays(date.year).get(isoDate) ?? federalHolidays(date.year + 1).get(isoDate) ?? null;
}

export interface HolidayOccurrence {
  /** YYYY-MM-DD, the holiday's own date. */
  date: string;
  /** The weekday it is observed on when its date is a weekend, else null. */
  observedOn: string | null;
}

/**
 * The holiday's next occurrence from `today` (YYYY-MM-DD) on: the first whose date or observed
 * weekday is today or later, so a Sunday holiday still shows on its observed Monday.
 */
export function nextOccurrence(id: FederalHolidayId, today: string): HolidayOccurrence | null {
  const start = parseIsoDate(today);
  if (!start) return null;
  for (const year of [start.year, start.year + 1]) {
    const entry = holidayDates(year).find((candidate) => candidate.id === id);
    if (!entry) continue;
    const observed = entry.fixed ? observedDate(entry.date) : null;
    const occurrence = { date: formatIsoDate(entry.date), observedOn: observed ? formatIsoDate(observed) : null };
    const last = occurrence.observedOn && compareIsoDates(occurrence.observedOn, occurrence.date) > 0 ? occurrence.observedOn : occurrence.date;
    if (compareIsoDates(last, today) >= 0) return occurrence;
  }
  return null;
}

/**
 * A business's choice for one holiday, and the default the company starts from: the six
 * holidays most businesses close are closed, the other five open at the usual price. Here,
 * beside the calendar, so the settings table can name its column default without reaching
 * into a domain (lib/settings/holiday-policy.ts has the rules around it).
 */
export interface HolidayChoice {
  closed: boolean;
  /** Whole percent of the subtotal added to a visit on this holiday; 0 on a closed holiday. */
  surchargePercent: number;
}

export type HolidayPolicy = Record<FederalHolidayId, HolidayChoice>;

/** The six holidays most businesses close; the others are working days unless staff close them. */
const CLOSED_BY_DEFAULT: ReadonlySet<FederalHolidayId> = new Set(["new-years-day", "memorial-day", "independence-day", "labor-day", "thanksgiving", "christmas"]);

export const DEFAULT_HOLIDAY_POLICY: HolidayPolicy = Object.fromEntries(
  FEDERAL_HOLIDAYS.map((holiday) => [holiday.id, { closed: CLOSED_BY_DEFAULT.has(holiday.id), surchargePercent: 0 }]),
) as HolidayPolicy;
