"use client";

import { useCallback, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from "react";
import type { StripDay } from "@/lib/booking/date-strip";
import { formatCalendarDate } from "@/lib/kernel/format/date-time";
import { addDays, formatIsoDate, parseIsoDate } from "@/lib/kernel/time/calendar-date";

/** How far Page Up and Page Down move: a week, so the same weekday comes round. */
const PAGE_DAYS = 7;

const inputId = (date: string) => `field-date-${date}`;

interface DateStripProps {
  /** The days offered, from the first open one (lib/booking/date-strip.ts). */
  days: readonly StripDay[];
  /** YYYY-MM-DD, a New York date, or null before one is chosen. */
  value: string | null;
  onChange: (date: string) => void;
  labelId: string;
  describedBy?: string;
}

/** The open day at or after (direction 1) or at or before (-1) `date`, within the strip. */
function openDayFrom(days: readonly StripDay[], date: string, direction: 1 | -1): string | null {
  const ordered = direction === 1 ? days : [...days].reverse();
  const found = ordered.find((day) => day.closed === null && (direction === 1 ? day.date >= date : day.date <= date));
  return found?.date ?? null;
}

/**
 * The dates as one horizontal row of radio buttons, starting on the first bookable day: a swipe
 * or the arrow buttons page through it, and the keyboard works as in any radio group (arrow
 * keys move to the next open day and choose it), with Page Up and Page Down a week at a time
 * and Home and End to the first and last open day. Closed days are shown with their reason and
 * cannot be chosen. Native radios keep the group, the labels and the focus order honest.
 */
export function DateStrip({ days, value, onChange, labelId, describedBy }: DateStripProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState({ atStart: true, atEnd: false });

  const measure = useCallback(() => {
    const element = scroller.current;
    if (!element) return;
    setEdges({ atStart: element.scrollLeft <= 1, atEnd: element.scrollLeft + element.clientWidth >= element.scrollWidth - 1 });
  }, []);

  // Before the first paint: a chosen day further on is brought into view, not left off screen.
  useLayoutEffect(() => {
    const element = scroller.current;
    const chosen = value ? document.getElementById(inputId(value))?.parentElement : null;
    if (element && chosen) element.scrollLeft = Math.max(0, chosen.offsetLeft - element.offsetLeft - 8);
    // Only when the strip first shows: later choices are made where the customer is looking.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    measure();
    window.addEventListener("resize", measure);
    return () => window.removeEventListener("resize", measure);
  }, [measure]);

  const page = (direction: 1 | -1) => {
    const element = scroller.current;
    if (!element) return;
    element.scrollBy?.({ left: direction * Math.max(element.clientWidth - 64, 64), behavior: "smooth" });
  };

  const choose = (date: string | null) => {
    if (!date || date === value) return;
    onChange(date);
    document.getElementById(inputId(date))?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>, date: string) => {
    const parts = parseIsoDate(date);
    if (!parts) return;
    const first = days.find((day) => day.closed === null)?.date ?? null;
    const moves: Record<string, () => string | null> = {
      Home: () => first,
      End: () => openDayFrom(days, days.at(-1)?.date ?? date, -1),
      PageDown: () => openDayFrom(days, formatIsoDate(addDays(parts, PAGE_DAYS)), 1) ?? openDayFrom(days, days.at(-1)?.date ?? date, -1),
      PageUp: () => openDayFrom(days, formatIsoDate(addDays(parts, -PAGE_DAYS)), -1) ?? first,
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    choose(move());
  };

  const arrowClass =
    "flex h-11 w-11 shrink-0 items-center justify-center rounded-full border border-slate-300 bg-white text-lg text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-30";
  return (
    <div className="flex w-full min-w-0 items-center gap-2">
      <button type="button" onClick={() => page(-1)} disabled={edges.atStart} aria-label="Earlier dates" className={`${arrowClass} hidden sm:flex`}>
        <span aria-hidden="true">‹</span>
      </button>
      <div
        ref={scroller}
        onScroll={measure}
        role="radiogroup"
        aria-labelledby={labelId}
        aria-describedby={describedBy}
        // Inline-size containment: the ninety days scroll inside the strip and never widen the page's columns.
        className="relative flex min-w-0 flex-1 snap-x gap-2 overflow-x-auto scroll-smooth px-0.5 pt-1 pb-3 [contain:inline-size]"
      >
        {days.map(({ date, closed }) => {
          const parts = parseIsoDate(date);
          if (!parts) return null;
          const id = inputId(date);
          const spoken = formatCalendarDate(parts, "longWeekdayMonthDay");
          return (
            // Relative, so the hidden radio sits inside its chip and focusing it scrolls the chip into view.
            <div key={date} className="relative shrink-0 snap-start">
              <input
                id={id}
                type="radio"
                name="visitDate"
                value={date}
                data-date={date}
                checked={value === date}
                disabled={closed !== null}
                onChange={() => {
                  if (closed === null) onChange(date);
                }}
                onKeyDown={(event) => onKeyDown(event, date)}
                className="peer sr-only"
              />
              <label
                htmlFor={id}
                className={`flex h-full min-h-[5.5rem] flex-col items-center justify-center rounded-xl border px-1 py-2 text-center peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-700 ${
                  closed !== null
                    ? "w-24 cursor-not-allowed border-dashed border-slate-300 bg-slate-50 text-slate-600"
                    : "w-[4.5rem] cursor-pointer border-slate-300 bg-white text-ink hover:border-brand-600 peer-checked:border-brand-700 peer-checked:bg-brand-700 peer-checked:text-white"
                }`}
              >
                <span aria-hidden="true" className="text-xs font-medium uppercase tracking-wide">
                  {formatCalendarDate(parts, "weekday")}
                </span>
                <span aria-hidden="true" className="text-xl font-semibold leading-tight">
                  {parts.day}
                </span>
                <span aria-hidden="true" className="text-xs">
                  {formatCalendarDate(parts, "month")}
                </span>
                {closed !== null ? (
                  <span aria-hidden="true" className="mt-1 text-xs leading-tight break-words">
                    {closed} — closed
                  </span>
                ) : null}
                <span className="sr-only">{closed !== null ? `${spoken}: ${closed} — closed` : spoken}</span>
              </label>
            </div>
          );
        })}
      </div>
      <button type="button" onClick={() => page(1)} disabled={edges.atEnd} aria-label="Later dates" className={`${arrowClass} hidden sm:flex`}>
        <span aria-hidden="true">›</span>
      </button>
    </div>
  );
}
