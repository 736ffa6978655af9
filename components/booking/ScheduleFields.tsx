"use client";

import { useMemo } from "react";
import type { BookingFormData, FormErrors } from "@/lib/booking/booking-form";
import type { YourCleaner } from "@/lib/booking/availability/your-cleaners";
import { RadioGroup } from "@/components/forms/RadioGroup";
import { boroughForZip } from "@/lib/kernel/service-area";
import { dateStripDays } from "@/lib/booking/date-strip";
import type { DateRange } from "@/lib/booking/slots";
import { formatApproxDuration, formatInNewYork, formatTimeRange } from "@/lib/kernel/format/date-time";
import { holidaySurchargeOn, type ClosingCalendar } from "@/lib/settings/closing-calendar";
import { DateStrip } from "./DateStrip";
import { TimeSlots } from "./TimeSlots";
import { WaitlistOffer } from "./WaitlistOffer";
import type { FormUpdate } from "./use-booking-form";

const MINUTE_MS = 60_000;
/** The radio value of "Any available cleaner" (a cleaner's is their id). */
const ANY_CLEANER = "any";

/** The address's ZIP once the form holds one we serve (a returning customer's saved address): the times of that borough's cleaners. */
function servedZip(zip: string): string | undefined {
  const five = zip.trim().slice(0, 5);
  return /^\d{5}(?:-\d{4})?$/.test(zip.trim()) && boroughForZip(five) !== null ? five : undefined;
}

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
  cleaners,
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
  /**
   * "Book my cleaner again" (docs/product.md#booking): the signed-in customer's cleaners (undefined
   * while they load) and the one the visit asks for (null: any available). None when rescheduling.
   */
  cleaners?: { yours: readonly YourCleaner[] | undefined; requested: YourCleaner | null };
  /** What joining the waitlist needs from the wizard (docs/product.md#waitlist); none when rescheduling. */
  waitlist?: { request: Record<string, unknown>; contact: { name: string; email: string; zip: string } };
}) {
  const days = useMemo(() => dateStripDays(bookable, closing), [bookable, closing]);
  const dateError = !form.date ? errors.startsAt : undefined;
  // Said beside the dates as well as in the quote, so the price change has its reason in view.
  const surcharge = form.date ? holidaySurchargeOn(form.date, closing) : undefined;
  const chosen = form.startsAt && durationMinutes !== null ? new Date(form.startsAt) : null;
  const yours = cleaners?.yours ?? [];
  const requested = cleaners?.requested ?? null;
  // Another choice is another list of times: a start chosen for the other one may not be free.
  const chooseCleaner = (value: string) =>
    update((current) =>
      value === ANY_CLEANER
        ? { ...current, requestedCleanerId: null, anyCleaner: true, startsAt: requested === null ? current.startsAt : null }
        : { ...current, requestedCleanerId: value, anyCleaner: false, startsAt: requested?.id === value ? current.startsAt : null },
    );
  return (
    <div className="space-y-6">
      {yours.length > 0 ? (
        <RadioGroup
          name="requestedCleanerId"
          legend="Who should come?"
          options={[...yours.map((cleaner) => ({ value: cleaner.id, label: `${cleaner.firstName}, your cleaner` })), { value: ANY_CLEANER, label: "Any available cleaner" }]}
          value={requested?.id ?? ANY_CLEANER}
          onChange={chooseCleaner}
          hint="Until we confirm your visit, only the cleaner you choose can take it."
          error={errors.requestedCleanerId}
        />
      ) : null}
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
        ) : form.date && cleaners !== undefined && cleaners.yours === undefined ? (
          <p role="status" className="text-sm text-slate-600">
            Checking the available times…
          </p>
        ) : form.date ? (
          <>
            <p className="mb-3 text-sm text-slate-600">Your visit takes about {formatApproxDuration(durationMinutes)}. Times shown are when the team arrives.</p>
            <TimeSlots
              date={form.date}
              durationMinutes={durationMinutes}
              value={form.startsAt}
              onChange={(startsAt) => update((current) => ({ ...current, startsAt }))}
              excludeOrderId={excludeOrderId}
              zip={servedZip(form.address.zip)}
              cleaner={requested}
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
