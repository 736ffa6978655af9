"use client";

import useSWR from "swr";
import { formatVisitTime } from "@/lib/booking/booking-time";

interface SlotsAnswer {
  date: string;
  times: string[];
}

async function fetchSlots(url: string): Promise<SlotsAnswer> {
  const response = await fetch(url, { headers: { accept: "application/json" } });
  if (!response.ok) throw new Error(`slots answered ${response.status}`);
  return (await response.json()) as SlotsAnswer;
}

interface TimeSlotsProps {
  date: string;
  durationMinutes: number;
  value: string | null;
  onChange: (startsAt: string) => void;
  /** When rescheduling, the order itself does not take a team from its own new time. */
  excludeOrderId?: string;
  error?: string;
}

/** The start times capacity allows on the chosen date, as a keyboard-friendly radio group. */
export function TimeSlots({ date, durationMinutes, value, onChange, excludeOrderId, error }: TimeSlotsProps) {
  const params = new URLSearchParams({ date, durationMinutes: String(durationMinutes) });
  if (excludeOrderId) params.set("excludeOrderId", excludeOrderId);
  const { data, error: loadError, isLoading, mutate } = useSWR(`/api/slots?${params.toString()}`, fetchSlots, { revalidateOnFocus: true });

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
  return (
    <fieldset aria-describedby={error ? "field-startsAt-error" : undefined}>
      <legend className="text-sm font-medium text-slate-800">Start time (New York time)</legend>
      {data.times.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">Every team is booked that day for a visit of this length. Please choose another date.</p>
      ) : (
        <div className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-5">
          {data.times.map((time) => {
            const id = `field-startsAt-${time}`;
            return (
              <div key={time}>
                <input id={id} type="radio" name="startsAt" value={time} checked={value === time} onChange={() => onChange(time)} className="peer sr-only" />
                <label
                  htmlFor={id}
                  className="flex min-h-11 cursor-pointer items-center justify-center rounded-lg border border-slate-300 bg-white px-2 text-sm font-medium text-slate-800 hover:border-brand-600 peer-checked:border-brand-700 peer-checked:bg-brand-700 peer-checked:text-white peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-700"
                >
                  {formatVisitTime(new Date(time))}
                </label>
              </div>
            );
          })}
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
