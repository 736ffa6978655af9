"use client";

import type { ReactNode } from "react";
import useSWR from "swr";
import { slotsContract } from "@/lib/booking/booking-form-reads-contract";
import { fetchAnswer } from "@/lib/web/http/client";
import { formatVisitTime } from "@/lib/booking/booking-time";
import { newYorkTimeOfDay } from "@/lib/kernel/time/new-york";
import { parseIsoDate } from "@/lib/kernel/time/calendar-date";
import { formatCalendarDate } from "@/lib/kernel/format/date-time";
import type { YourCleaner } from "@/lib/booking/availability/your-cleaners";

interface TimeSlotsProps {
  date: string;
  durationMinutes: number;
  value: string | null;
  onChange: (startsAt: string) => void;
  /** When rescheduling, the order itself does not take a cleaner from its own new time. */
  excludeOrderId?: string;
  error?: string;
  /** The address's ZIP when the form holds one we serve: only that borough's cleaners' times. */
  zip?: string;
  /** "Book my cleaner again": only this cleaner's free times; null or absent for any available cleaner. */
  cleaner?: YourCleaner | null;
  /** The "Join the waitlist" offer for a full day ("any") or a full part of it; none when rescheduling. */
  waitlist?: (part: "morning" | "afternoon" | "any") => ReactNode;
}

const MINUTE_MS = 60_000;
/** Starts before noon, New York time, are the morning's. */
const NOON = 12;

const PARTS_OF_DAY = [
  { key: "morning", legend: "Morning", holds: (hour: number) => hour < NOON },
  { key: "afternoon", legend: "Afternoon", holds: (hour: number) => hour >= NOON },
] as const;

/** "Dorota has no free time on Tuesday, March 10. …": said where a full day is said. */
function noFreeTime(cleaner: YourCleaner, date: string): string {
  const day = parseIsoDate(date);
  const when = day ? formatCalendarDate(day, "longWeekdayMonthDay") : "that day";
  return `${cleaner.firstName} has no free time on ${when}. Try another day, or choose any available cleaner.`;
}

/**
 * The start times capacity allows on the chosen date, as one group of radio buttons split into
 * Morning and Afternoon: large chips, each with the time the visit would end, in a grid that
 * gives every chip its own room at any width (issue #24: squeezed chips once overlapped, so a
 * click chose the next hour).
 */
export function TimeSlots({ date, durationMinutes, value, onChange, excludeOrderId, error, zip, cleaner, waitlist }: TimeSlotsProps) {
  const params = new URLSearchParams({ date, durationMinutes: String(durationMinutes) });
  if (excludeOrderId) params.set("excludeOrderId", excludeOrderId);
  if (zip) params.set("zip", zip);
  if (cleaner) params.set("cleanerId", cleaner.id);
  const { data, error: loadError, isLoading, mutate } = useSWR(slotsContract.path({ query: params.toString() }), () => fetchAnswer(slotsContract, { params: { query: params.toString() } }), { revalidateOnFocus: true });

  if (isLoading) return <p role="status" className="text-sm text-slate-600">Checking the available times…</p>;
  if (loadError || !data) {
    return (
      <p role="alert" className="text-sm text-red-700">
        We could not load the available times.{" "}
        <button type="button" onClick={() => void mutate()} className="font-semibold underline">
          Try again
        </button>
      </p>
    );
  }
  const stale = value !== null && !data.times.includes(value) && value.length > 0;
  const groups = PARTS_OF_DAY.map((part) => ({ ...part, times: data.times.filter((time) => part.holds(newYorkTimeOfDay(new Date(time)).hour)) })).filter(
    (group) => group.times.length > 0,
  );
  return (
    <fieldset aria-describedby={error ? "field-startsAt-error" : undefined}>
      <legend className="text-sm font-medium text-slate-800">Start time (New York time)</legend>
      {data.times.length === 0 && cleaner ? (
        <p className="mt-2 text-sm text-slate-700">{noFreeTime(cleaner, date)}</p>
      ) : data.times.length === 0 ? (
        <>
          <p className="mt-2 text-sm text-slate-700">Every cleaner is booked that day for a visit of this length. Please choose another date, or join the waitlist for this one.</p>
          {waitlist?.("any")}
        </>
      ) : (
        <div className="mt-2 space-y-4">
          {groups.map((group) => (
            <fieldset key={group.key}>
              <legend className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{group.legend}</legend>
              <div className="mt-2 grid grid-cols-[repeat(auto-fill,minmax(7rem,1fr))] gap-2">
                {group.times.map((time) => {
                  const id = `field-startsAt-${time}`;
                  const start = new Date(time);
                  return (
                    <div key={time} className="relative">
                      <input id={id} type="radio" name="startsAt" value={time} checked={value === time} onChange={() => onChange(time)} className="peer sr-only" />
                      <label
                        htmlFor={id}
                        className="flex min-h-14 cursor-pointer flex-col items-center justify-center rounded-xl border border-slate-300 bg-white px-2 py-1.5 text-ink hover:border-brand-600 peer-checked:border-brand-700 peer-checked:bg-brand-700 peer-checked:text-white peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-700"
                      >
                        <span className="text-base font-semibold">{formatVisitTime(start)}</span>
                        <span className="text-xs">until {formatVisitTime(new Date(start.getTime() + durationMinutes * MINUTE_MS))}</span>
                      </label>
                    </div>
                  );
                })}
              </div>
            </fieldset>
          ))}
          {/* A part of the day with no time left: the waitlist is for that part. */}
          {PARTS_OF_DAY.filter((part) => !groups.some((group) => group.key === part.key)).map((part) =>
            // The waitlist is for any cleaner's time, not one person's.
            cleaner ? (
              <p key={part.key} className="text-sm text-slate-700">
                {cleaner.firstName} has no free time in the {part.key} that day.
              </p>
            ) : (
              <div key={part.key}>
                <p className="text-sm text-slate-700">The {part.key} is fully booked that day.</p>
                {waitlist?.(part.key)}
              </div>
            ),
          )}
        </div>
      )}
      {stale ? <p className="mt-2 text-sm font-medium text-amber-800">The time you chose is no longer available for this visit. Please pick another.</p> : null}
      {error ? (
        <p id="field-startsAt-error" className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
