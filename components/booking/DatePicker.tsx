"use client";

import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { formatCalendarDate } from "@/lib/format/date-time";
import { addDays, compareIsoDates, formatIsoDate, parseIsoDate, type CalendarDate } from "@/lib/time/calendar-date";

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;

const utc = (date: CalendarDate) => new Date(Date.UTC(date.year, date.month - 1, date.day));
const weekday = (date: CalendarDate) => utc(date).getUTCDay();

function shiftMonth(date: CalendarDate, months: number): CalendarDate {
  const index = date.year * 12 + (date.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  // Clamp the day: January 31 plus a month is the last day of February.
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { year, month, day: Math.min(date.day, last) };
}

function clamp(date: string, earliest: string, latest: string): string {
  if (compareIsoDates(date, earliest) < 0) return earliest;
  if (compareIsoDates(date, latest) > 0) return latest;
  return date;
}

/** The weeks of a month as rows of seven, with nulls before the 1st and after the last day. */
function monthGrid(year: number, month: number): Array<Array<CalendarDate | null>> {
  const first = { year, month, day: 1 };
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const cells: Array<CalendarDate | null> = Array.from({ length: weekday(first) }, () => null);
  for (let day = 1; day <= days; day++) cells.push({ year, month, day });
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

interface DatePickerProps {
  /** YYYY-MM-DD, a New York date. */
  value: string | null;
  onChange: (date: string) => void;
  earliest: string;
  latest: string;
  labelId: string;
  describedBy?: string;
  /** Why a date in range is closed (a holiday), or null: shown, focusable, never chosen. */
  closedOn?: (date: string) => string | null;
}

/**
 * A month calendar limited to the bookable dates. A grid in the keyboard's sense: one day is
 * tabbable, arrow keys move by day and week, Home and End to the week's ends, Page Up and Page
 * Down by month, Enter or Space chooses.
 */
export function DatePicker({ value, onChange, earliest, latest, labelId, describedBy, closedOn }: DatePickerProps) {
  const [focused, setFocused] = useState(() => clamp(value ?? earliest, earliest, latest));
  const [visible, setVisible] = useState(() => {
    const date = parseIsoDate(focused) ?? { year: 2000, month: 1, day: 1 };
    return { year: date.year, month: date.month };
  });
  const moved = useRef(false);
  const grid = useRef<HTMLTableElement>(null);

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    grid.current?.querySelector<HTMLButtonElement>(`[data-date="${focused}"]`)?.focus();
  }, [focused, visible]);

  const earliestDate = parseIsoDate(earliest);
  const latestDate = parseIsoDate(latest);
  if (!earliestDate || !latestDate) return null;
  const canGoBack = visible.year * 12 + visible.month > earliestDate.year * 12 + earliestDate.month;
  const canGoForward = visible.year * 12 + visible.month < latestDate.year * 12 + latestDate.month;

  const focusDate = (date: string) => {
    const next = clamp(date, earliest, latest);
    const parts = parseIsoDate(next);
    if (!parts) return;
    moved.current = true;
    setFocused(next);
    setVisible({ year: parts.year, month: parts.month });
  };

  const showMonth = (months: number) => {
    const shifted = shiftMonth({ ...visible, day: 1 }, months);
    setVisible({ year: shifted.year, month: shifted.month });
    // Keep a tabbable day in view: the same day of the new month, within the bookable range.
    const current = parseIsoDate(focused);
    if (current) setFocused(clamp(formatIsoDate(shiftMonth(current, months)), earliest, latest));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, date: CalendarDate) => {
    const moves: Record<string, () => CalendarDate> = {
      ArrowLeft: () => addDays(date, -1),
      ArrowRight: () => addDays(date, 1),
      ArrowUp: () => addDays(date, -7),
      ArrowDown: () => addDays(date, 7),
      Home: () => addDays(date, -weekday(date)),
      End: () => addDays(date, 6 - weekday(date)),
      PageUp: () => shiftMonth(date, -1),
      PageDown: () => shiftMonth(date, 1),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    focusDate(formatIsoDate(move()));
  };

  const title = formatCalendarDate({ ...visible, day: 1 }, "monthYear");
  return (
    <div className="w-full max-w-sm" role="group" aria-labelledby={labelId} aria-describedby={describedBy}>
      <div className="flex items-center justify-between">
        <button
          type="button"
          onClick={() => showMonth(-1)}
          disabled={!canGoBack}
          aria-label="Previous month"
          className="flex h-10 w-10 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700 disabled:opacity-30"
        >
          ‹
        </button>
        <p aria-live="polite" className="font-semibold text-ink">
          {title}
        </p>
        <button
          type="button"
          onClick={() => showMonth(1)}
          disabled={!canGoForward}
          aria-label="Next month"
          className="flex h-10 w-10 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700 disabled:opacity-30"
        >
          ›
        </button>
      </div>
      <table ref={grid} role="grid" aria-label={title} className="mt-2 w-full table-fixed border-collapse text-center">
        <thead>
          <tr>
            {WEEKDAYS.map((day) => (
              <th key={day} scope="col" abbr={day} className="pb-1 text-xs font-medium text-slate-500">
                {day}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthGrid(visible.year, visible.month).map((week, row) => (
            <tr key={row}>
              {week.map((date, column) => {
                if (!date) return <td key={column} />;
                const iso = formatIsoDate(date);
                const inRange = compareIsoDates(iso, earliest) >= 0 && compareIsoDates(iso, latest) <= 0;
                const closed = inRange ? (closedOn?.(iso) ?? null) : null;
                const bookable = inRange && closed === null;
                const selected = iso === value;
                return (
                  <td key={column} role="gridcell" aria-selected={selected} className="p-0.5">
                    <button
                      type="button"
                      data-date={iso}
                      // A closed day stays focusable so the arrow keys can pass over it.
                      disabled={!inRange}
                      aria-disabled={closed !== null ? true : undefined}
                      tabIndex={iso === focused ? 0 : -1}
                      aria-label={`${formatCalendarDate(date, "longWeekdayDate")}${closed !== null ? `, closed: ${closed}` : inRange ? "" : ", not available"}`}
                      aria-pressed={selected}
                      onClick={() => {
                        setFocused(iso);
                        if (bookable) onChange(iso);
                      }}
                      onKeyDown={(event) => onKeyDown(event, date)}
                      className={`h-10 w-full rounded-lg text-sm focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700 ${
                        selected
                          ? "bg-brand-700 font-semibold text-white"
                          : bookable
                            ? "font-medium text-ink hover:bg-brand-50"
                            : "cursor-not-allowed text-slate-300 line-through"
                      }`}
                    >
                      {date.day}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
