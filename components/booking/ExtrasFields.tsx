"use client";

import { RadioGroup } from "@/components/forms/RadioGroup";
import { SelectField } from "@/components/forms/SelectField";
import { serviceOf, type BookingFormData, type FormErrors } from "@/lib/booking/booking-form";
import { formatDuration } from "@/lib/kernel/format/date-time";
import { formatUsd } from "@/lib/kernel/money";
import type { Frequency, PriceTable } from "@/lib/settings/price-table";
import { PER_UNIT_LIMITS, RECURRING_SERVICE } from "@/lib/booking/quote-request";
import type { FormUpdate } from "./use-booking-form";

/** The extras of a room-based service, each a checkbox; per-unit ones get a quantity. */
export function ExtrasFields({ form, update, errors, table }: { form: BookingFormData; update: FormUpdate; errors: FormErrors; table: PriceTable }) {
  const service = serviceOf(form, table);
  if (service?.pricing.model !== "rooms") {
    return <p className="text-sm text-slate-600">Extras can be added to room-based cleanings (regular, deep, move in/out, catch-up and full reset).</p>;
  }
  const setQuantity = (id: string, quantity: number) => update((current) => ({ ...current, extras: { ...current.extras, [id]: quantity } }));
  // Error keys are by position in the request, which lists chosen extras in table order.
  const chosen = table.extras.filter((extra) => (form.extras[extra.id] ?? 0) > 0).map((extra) => extra.id);
  const errorFor = (id: string) => {
    const index = chosen.indexOf(id);
    return index < 0 ? undefined : (errors[`request.extras.${index}.quantity`] ?? errors[`request.extras.${index}.id`]);
  };

  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-800">Extras</legend>
      <ul className="mt-2 grid gap-2 sm:grid-cols-2">
        {table.extras.map((extra) => {
          const quantity = form.extras[extra.id] ?? 0;
          const limit = extra.perUnit ? PER_UNIT_LIMITS[extra.perUnit] : null;
          const id = `field-extra-${extra.id}`;
          const error = errorFor(extra.id);
          return (
            <li key={extra.id} className={`rounded-xl border px-4 py-3 ${quantity > 0 ? "border-brand-700 bg-brand-50" : "border-slate-300 bg-white"}`}>
              <div className="flex items-start gap-3">
                <input
                  id={id}
                  type="checkbox"
                  checked={quantity > 0}
                  onChange={(event) => setQuantity(extra.id, event.target.checked ? 1 : 0)}
                  aria-describedby={`${id}-price`}
                  className="mt-0.5 h-5 w-5 shrink-0 accent-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
                />
                <label htmlFor={id} className="flex-1 text-sm font-medium text-ink">
                  {extra.name}
                  <span id={`${id}-price`} className="block font-normal text-slate-600">
                    {formatUsd(extra.priceCents)}
                    {extra.perUnit ? ` per ${extra.perUnit}` : ""} · +{formatDuration(extra.minutes)}
                  </span>
                </label>
              </div>
              {limit && quantity > 0 ? (
                <SelectField
                  name={`extra-${extra.id}-quantity`}
                  label={`How many ${limit.noun}?`}
                  className="mt-2 pl-8"
                  value={String(quantity)}
                  onChange={(event) => setQuantity(extra.id, Number(event.target.value))}
                  options={Array.from({ length: limit.max }, (_, index) => ({ value: String(index + 1), label: String(index + 1) }))}
                  error={error}
                />
              ) : error ? (
                <p className="mt-1 pl-8 text-sm font-medium text-red-700">{error}</p>
              ) : null}
            </li>
          );
        })}
      </ul>
      {errors["request.extras"] ? <p className="mt-1 text-sm font-medium text-red-700">{errors["request.extras"]}</p> : null}
    </fieldset>
  );
}

const FREQUENCY_LABELS: Record<Frequency, string> = {
  "one-time": "One time",
  monthly: "Monthly (every 4 weeks)",
  biweekly: "Every two weeks",
  weekly: "Weekly",
};

/** How often: recurring discounts for regular cleaning; other services are one visit. */
export function FrequencyField({ form, update, errors, table }: { form: BookingFormData; update: FormUpdate; errors: FormErrors; table: PriceTable }) {
  if (form.service !== RECURRING_SERVICE) {
    return <p className="text-sm text-slate-600">This service is booked as a one-time visit. Recurring visits with a discount are available for regular cleaning.</p>;
  }
  const options = (Object.keys(FREQUENCY_LABELS) as Frequency[]).map((frequency) => {
    const percent = table.frequencyDiscountPercent[frequency];
    return { value: frequency, label: percent > 0 ? `${FREQUENCY_LABELS[frequency]}, ${percent}% off` : FREQUENCY_LABELS[frequency] };
  });
  return (
    <RadioGroup
      name="frequency"
      legend="How often"
      options={options}
      value={form.frequency}
      onChange={(value) => update((current) => ({ ...current, frequency: value as Frequency }))}
      hint="Recurring visits keep the same weekday and time; we book them 8 weeks ahead, and you can change or cancel any visit, or the whole series."
      error={errors["request.frequency"]}
    />
  );
}
