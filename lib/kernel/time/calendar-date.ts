import { z } from "zod";

/**
 * Calendar dates as "YYYY-MM-DD" strings: a day in New York, with no time and no zone. The
 * arithmetic is on the proleptic Gregorian calendar through UTC, which has no DST to skip a day.
 */

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** The parts of a real date, or null for a malformed or impossible one (2026-02-30). */
export function parseIsoDate(text: string): CalendarDate | null {
  const match = ISO_DATE.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

export function formatIsoDate({ year, month, day }: CalendarDate): string {
  const pad = (value: number, width: number) => String(value).padStart(width, "0");
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/** Milliseconds of midnight UTC on a date; setUTCFullYear keeps years below 100 literal. */
function utcMidnight({ year, month, day }: CalendarDate): number {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getTime();
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The date `days` later (or earlier, when negative). Takes a date already known to be valid. */
export function addDays(date: CalendarDate, days: number): CalendarDate {
  const shifted = new Date(utcMidnight(date) + days * DAY_MS);
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

/** Negative, zero or positive as `a` is before, on or after `b`; the strings sort as dates. */
export function compareIsoDates(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

export const isoDateSchema = z
  .string({ error: "Choose a date" })
  .regex(ISO_DATE, { error: "Enter the date as YYYY-MM-DD" })
  .refine((text) => parseIsoDate(text) !== null, { error: "That date does not exist" });

/** 1 for Monday … 7 for Sunday (ISO 8601), the order a working week is kept in. */
export function isoWeekday({ year, month, day }: CalendarDate): number {
  const sundayFirst = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return sundayFirst === 0 ? 7 : sundayFirst;
}
