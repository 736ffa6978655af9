"use client";

import { useMemo } from "react";
import type { BookingFormData, FormErrors } from "@/lib/booking/booking-form";
import { dateStripDays } from "@/lib/booking/date-strip";
import type { DateRange } from "@/lib/booking/slots";
import { formatApproxDuration, formatInNewYork, formatTimeRange } from "@/lib/kernel/format/date-time";
import { holidaySurchargeOn, type ClosingCalendar } from "@/lib/settings/closing-calendar";
import { DateStrip } from "./DateStrip";
import { TimeSlots } from "./TimeSlots";
import { WaitlistOffer } from "./WaitlistOffer";
import type { FormUpdate } from "./use-booking-form";

const MINUTE_MS = 60_000;

/**
 * Step 3 of the booking and the time section of /order/{id}/edit: a strip of dates that opens
 * on the first bookable day, then that day's start times, and what the choice means (the visit's
 * window and length). Dates stack above times at every width, so the times always have the
 * full width (issue #24, bug 1).
 */
export function ScheduleFields({
  form,
  update,
  errors,
  durationMinutes,
  excludeOrderId,
  closing,
  bookable,
  waitlist,
}: {
  form: BookingFormData;
  update: FormUpdate;
  errors: FormErrors;
  /** The visit's estimated length from the quote the form already computes; null until the service details are complete. */
  durationMinutes: number | null;
  excludeOrderId?: string;
  /** The holidays the company closes and the days staff closed, shown closed and named. */
  closing: ClosingCalendar;
  /** The dates that can be booked, from the server's clock (time is an input: docs/architecture.md). */
  bookable: DateRange;
  /** What joining the waitlist needs from the wizard (docs/product.md#waitlist); none when rescheduling. */
  waitlist?: { request: Record<string, unknown>; contact: { name: string; email: string; zip: string } };
}) {
  const days = useMemo(() => dateStripDays(bookable, closing), [bookable, closing]);
  const dateError = !form.date ? errors.startsAt : undefined;
  // Said beside the dates as well as in the quote, so the price change has its reason in view.
  const surcharge = form.date ? holidaySurchargeOn(form.date, closing) : undefined;
  const chosen = form.startsAt && durationMinutes !== null ? new Date(form.startsAt) : null;
  return (
    <div className="space-y-6">
      <div>
        <p id="schedule-date-label" className="text-sm font-medium text-slate-800">
          Date
        </p>
        <p id="schedule-date-hint" className="mb-2 text-sm text-slate-600">
          From tomorrow up to 90 days ahead, 7 days a week. Every visit ends by 7 PM.
        </p>
        <DateStrip
          days={days}
          value={form.date}
          onChange={(date) => update((current) => (current.date === date ? current : { ...current, date, startsAt: null }))}
          labelId="schedule-date-label"
          describedBy={dateError ? "schedule-date-hint schedule-date-error" : "schedule-date-hint"}
        />
        {dateError ? (
          <p id="schedule-date-error" className="mt-1 text-sm font-medium text-red-700">
            {dateError}
          </p>
        ) : null}
        {surcharge ? (
          <p className="mt-2 text-sm text-slate-700">
            {surcharge.holiday}: we work that day with a {surcharge.percent}% holiday surcharge, shown in your quote.
          </p>
        ) : null}
      </div>
      <div>
        {durationMinutes === null ? (
          <p className="text-sm text-slate-600">Complete the service details first: the times depend on how long the visit takes.</p>
        ) : form.date ? (
          <>
            <p className="mb-3 text-sm text-slate-600">Your visit takes about {formatApproxDuration(durationMinutes)}. Times shown are when the team arrives.</p>
            <TimeSlots
              date={form.date}
              durationMinutes={durationMinutes}
              value={form.startsAt}
              onChange={(startsAt) => update((current) => ({ ...current, startsAt }))}
              excludeOrderId={excludeOrderId}
              error={form.date ? errors.startsAt : undefined}
              waitlist={waitlist && form.date ? (part) => <WaitlistOffer key={`${form.date}-${part}`} date={form.date ?? ""} part={part} {...waitlist} /> : undefined}
            />
          </>
        ) : (
          <p className="text-sm text-slate-600">Choose a date to see the available start times.</p>
        )}
      </div>
      <p aria-live="polite" className="text-sm font-medium text-ink empty:hidden">
        {chosen && durationMinutes !== null
          ? `${formatInNewYork(chosen, "longWeekdayMonthDay")}, ${formatTimeRange(chosen, new Date(chosen.getTime() + durationMinutes * MINUTE_MS))}, about ${formatApproxDuration(durationMinutes)}`
          : null}
      </p>
    </div>
  );
}
