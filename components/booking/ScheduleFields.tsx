"use client";

import { useState } from "react";
import type { BookingFormData, FormErrors } from "@/lib/booking/booking-form";
import { formatDuration } from "@/lib/format/date-time";
import { bookableDateRange } from "@/lib/booking/slots";
import { closedLabel, holidaySurchargeOn, type ClosingCalendar } from "@/lib/settings/closing-calendar";
import { DatePicker } from "./DatePicker";
import { TimeSlots } from "./TimeSlots";
import type { FormUpdate } from "./use-booking-form";

/** Step 3: a bookable date, then one of its start times that capacity allows. */
export function ScheduleFields({
  form,
  update,
  errors,
  durationMinutes,
  excludeOrderId,
  closing,
}: {
  form: BookingFormData;
  update: FormUpdate;
  errors: FormErrors;
  durationMinutes: number | null;
  excludeOrderId?: string;
  /** The holidays the company closes and the days staff closed, shown closed in the calendar. */
  closing: ClosingCalendar;
}) {
  // Fixed for the life of the page: the range moves at midnight, not while someone is choosing.
  const [range] = useState(() => bookableDateRange(new Date()));
  const dateError = !form.date ? errors.startsAt : undefined;
  // Said beside the calendar as well as in the quote, so the price change has its reason in view.
  const surcharge = form.date ? holidaySurchargeOn(form.date, closing) : undefined;
  return (
    <div className="grid gap-6 md:grid-cols-[auto_1fr]">
      <div>
        <p id="schedule-date-label" className="text-sm font-medium text-slate-800">
          Date
        </p>
        <p id="schedule-date-hint" className="mb-2 text-sm text-slate-600">
          Any day from tomorrow up to 90 days ahead, 7 days a week, except the few holidays and other days we close. Every visit ends by 7 PM.
        </p>
        <DatePicker
          value={form.date}
          onChange={(date) => update((current) => (current.date === date ? current : { ...current, date, startsAt: null }))}
          earliest={range.earliest}
          latest={range.latest}
          labelId="schedule-date-label"
          closedOn={(date) => closedLabel(date, closing)}
          describedBy={dateError ? "schedule-date-hint schedule-date-error" : "schedule-date-hint"}
        />
        {dateError ? (
          <p id="schedule-date-error" className="mt-1 text-sm font-medium text-red-700">
            {dateError}
          </p>
        ) : null}
        {surcharge ? (
          <p className="mt-2 max-w-sm text-sm text-slate-700">
            {surcharge.holiday}: we work that day with a {surcharge.percent}% holiday surcharge, shown in your quote.
          </p>
        ) : null}
      </div>
      <div>
        {durationMinutes === null ? (
          <p className="text-sm text-slate-600">Complete the service details first: the times depend on how long the visit takes.</p>
        ) : form.date ? (
          <>
            <p className="mb-3 text-sm text-slate-600">Your visit takes about {formatDuration(durationMinutes)}. Times shown are when the team arrives.</p>
            <TimeSlots
              date={form.date}
              durationMinutes={durationMinutes}
              value={form.startsAt}
              onChange={(startsAt) => update((current) => ({ ...current, startsAt }))}
              excludeOrderId={excludeOrderId}
              error={form.date ? errors.startsAt : undefined}
            />
          </>
        ) : (
          <p className="text-sm text-slate-600">Choose a date to see the available start times.</p>
        )}
      </div>
    </div>
  );
}
