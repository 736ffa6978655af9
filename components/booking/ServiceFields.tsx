"use client";

import { SelectField } from "@/components/forms/SelectField";
import { TextAreaField } from "@/components/forms/TextAreaField";
import { TextField } from "@/components/forms/TextField";
import { serviceOf, withService, type BookingFormData, type FormErrors } from "@/lib/booking/booking-form";
import { formatUsd } from "@/lib/money";
import type { PriceTable } from "@/lib/settings/price-table";
import { fromPriceCents } from "@/lib/booking/service-price";
import { BATHROOMS, BEDROOMS, CLEANERS, DISHWASHING_HOURS, HOURS, LAUNDRY_LOADS, MULTI_CLEANER_SERVICE, TASK_LIST_SERVICE, TASKS_MAX } from "@/lib/booking/quote-request";
import type { FormUpdate } from "./use-booking-form";

const range = (min: number, max: number, step = 1) => Array.from({ length: Math.floor((max - min) / step) + 1 }, (_, index) => min + index * step);
const numberOptions = (values: number[], label: (value: number) => string) => values.map((value) => ({ value: String(value), label: label(value) }));

/** Step 1: which service, and the home details its price depends on. */
export function ServiceFields({ form, update, errors, table }: { form: BookingFormData; update: FormUpdate; errors: FormErrors; table: PriceTable }) {
  const service = serviceOf(form, table);
  const set = <K extends keyof BookingFormData>(field: K, value: BookingFormData[K]) => update((current) => ({ ...current, [field]: value }));

  return (
    <div className="space-y-6">
      <fieldset aria-describedby={errors["request.service"] ? "field-service-error" : undefined}>
        <legend className="text-sm font-medium text-slate-800">Service</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {table.services.map((option) => (
            <div key={option.slug}>
              <input
                id={`field-service-${option.slug}`}
                type="radio"
                name="service"
                value={option.slug}
                checked={form.service === option.slug}
                onChange={() => update((current) => withService(current, option.slug))}
                className="peer sr-only"
              />
              <label
                htmlFor={`field-service-${option.slug}`}
                className="flex min-h-14 cursor-pointer items-center justify-between gap-3 rounded-xl border border-slate-300 bg-white px-4 py-3 hover:border-brand-600 peer-checked:border-brand-700 peer-checked:bg-brand-50 peer-checked:ring-1 peer-checked:ring-brand-700 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-700"
              >
                <span className="font-medium text-ink">{option.name}</span>
                <span className="shrink-0 text-sm text-slate-600">from {formatUsd(fromPriceCents(option))}</span>
              </label>
            </div>
          ))}
        </div>
        {errors["request.service"] ? (
          <p id="field-service-error" className="mt-1 text-sm font-medium text-red-700">
            {errors["request.service"]}
          </p>
        ) : null}
      </fieldset>

      {service?.pricing.model === "rooms" ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            name="bedrooms"
            label="Bedrooms"
            value={String(form.bedrooms)}
            onChange={(event) => set("bedrooms", Number(event.target.value))}
            options={numberOptions(range(BEDROOMS.min, BEDROOMS.max), (n) => (n === 0 ? "Studio" : `${n} bedroom${n === 1 ? "" : "s"}`))}
            error={errors["request.bedrooms"]}
          />
          <SelectField
            name="bathrooms"
            label="Bathrooms"
            value={String(form.bathrooms)}
            onChange={(event) => set("bathrooms", Number(event.target.value))}
            options={numberOptions(range(BATHROOMS.min, BATHROOMS.max), (n) => `${n} bathroom${n === 1 ? "" : "s"}`)}
            error={errors["request.bathrooms"]}
          />
        </div>
      ) : null}

      {service?.pricing.model === "area" ? (
        <TextField
          name="squareFeet"
          label="Area in square feet"
          inputMode="numeric"
          autoComplete="off"
          value={form.squareFeet === null ? "" : String(form.squareFeet)}
          onChange={(event) => {
            const digits = event.target.value.replace(/[^0-9]/g, "").slice(0, 7);
            set("squareFeet", digits ? Number(digits) : null);
          }}
          hint={`From ${service.pricing.minSqFt.toLocaleString("en-US")} to ${service.pricing.maxSqFt.toLocaleString("en-US")} sq ft. Larger spaces get a free estimate.`}
          error={errors["request.squareFeet"]}
        />
      ) : null}

      {service?.pricing.model === "hourly" ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            name="hours"
            label="Hours"
            value={String(form.hours)}
            onChange={(event) => set("hours", Number(event.target.value))}
            options={numberOptions(range(HOURS.min, HOURS.max), (n) => `${n} hour${n === 1 ? "" : "s"}`)}
            hint={`${service.pricing.minimumHours} hours minimum.`}
            error={errors["request.hours"]}
          />
          {service.slug === MULTI_CLEANER_SERVICE ? (
            <SelectField
              name="cleaners"
              label="Cleaners"
              value={String(form.cleaners)}
              onChange={(event) => set("cleaners", Number(event.target.value))}
              options={numberOptions(range(CLEANERS.min, CLEANERS.max), (n) => `${n} cleaner${n === 1 ? "" : "s"}`)}
              error={errors["request.cleaners"]}
            />
          ) : null}
        </div>
      ) : null}

      {service?.slug === TASK_LIST_SERVICE ? (
        <TextAreaField
          name="tasks"
          label="Tasks for the team"
          rows={4}
          maxLength={TASKS_MAX}
          value={form.tasks}
          onChange={(event) => set("tasks", event.target.value)}
          hint="What should we do? For example: inside the kitchen cabinets, the balcony door, the closet shelves. Your cleaner gets this list."
          error={errors["request.tasks"]}
        />
      ) : null}

      {service?.pricing.model === "loads" ? (
        <SelectField
          name="loads"
          label="Loads of laundry"
          value={String(form.loads)}
          onChange={(event) => set("loads", Number(event.target.value))}
          options={numberOptions(range(LAUNDRY_LOADS.min, LAUNDRY_LOADS.max), (n) => `${n} load${n === 1 ? "" : "s"}`)}
          hint={`${service.pricing.minimumLoads} loads minimum, washed, dried and folded with your machines.`}
          error={errors["request.loads"]}
        />
      ) : null}

      {service?.pricing.model === "dishwashing" ? (
        <SelectField
          name="dishwashingHours"
          label="Hours of dishwashing"
          value={String(form.dishwashingHours)}
          onChange={(event) => set("dishwashingHours", Number(event.target.value))}
          options={numberOptions(range(DISHWASHING_HOURS.min, DISHWASHING_HOURS.max, 0.5), (n) => `${n} hour${n === 1 ? "" : "s"}`)}
          hint={`${formatUsd(service.pricing.firstHourCents)} for the first hour, then ${formatUsd(service.pricing.perHalfHourCents)} per half hour.`}
          error={errors["request.dishwashingHours"]}
        />
      ) : null}
    </div>
  );
}
