"use client";

import { useId, useMemo, useState } from "react";
import { SelectField } from "@/components/forms/SelectField";
import { TextAreaField } from "@/components/forms/TextAreaField";
import { TextField } from "@/components/forms/TextField";
import { serviceOf, withService, type BookingFormData, type FormErrors } from "@/lib/booking/booking-form";
import { splitServices, type ServiceCards } from "@/lib/booking/service-cards";
import { estimateHref } from "@/lib/contact/estimate-link";
import { formatUsd } from "@/lib/kernel/money";
import type { PriceTable, ServiceDefinition } from "@/lib/settings/price-table";
import { fromPriceCents } from "@/lib/booking/service-price";
import { BATHROOMS, BEDROOMS, CLEANERS, DISHWASHING_HOURS, HOURS, LAUNDRY_LOADS, MULTI_CLEANER_SERVICE, TASK_LIST_SERVICE, TASKS_MAX } from "@/lib/booking/quote-request";
import { linkClass } from "@/components/ui/styles";
import type { FormUpdate } from "./use-booking-form";

const range = (min: number, max: number, step = 1) => Array.from({ length: Math.floor((max - min) / step) + 1 }, (_, index) => min + index * step);
const numberOptions = (values: number[], label: (value: number) => string) => values.map((value) => ({ value: String(value), label: label(value) }));
/** "1 hour", "3 hours". */
const counted = (unit: string) => (n: number) => `${n} ${unit}${n === 1 ? "" : "s"}`;

/** The home details chosen from a list of numbers (rooms, hours, cleaners, loads). */
type CountField = "bedrooms" | "bathrooms" | "hours" | "cleaners" | "loads" | "dishwashingHours";

/**
 * Step 1: which service, and the home details its price depends on. The services come as cards,
 * the most booked first with a line on what each is for; the rest wait behind "More services"
 * (open by itself when the chosen service is one of them).
 */
export function ServiceFields({
  form,
  update,
  errors,
  table,
  cards,
}: {
  form: BookingFormData;
  update: FormUpdate;
  errors: FormErrors;
  table: PriceTable;
  /** The services shown first and each one's line, from the server (lib/booking/service-descriptions.ts); without them, the table's first four. */
  cards?: ServiceCards;
}) {
  const service = serviceOf(form, table);
  const lists = useMemo(() => splitServices(table, cards?.featured), [table, cards]);
  const chosenInMore = lists.more.some((option) => option.slug === form.service);
  const [showMore, setShowMore] = useState(false);
  const moreShown = showMore || chosenInMore;
  const moreId = useId();
  const card = (option: ServiceDefinition) => {
    const description = cards?.descriptions[option.slug];
    return (
      <div key={option.slug} className="relative">
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
          className="flex h-full min-h-14 cursor-pointer flex-col gap-1 rounded-xl border border-slate-300 bg-white px-4 py-3 hover:border-brand-600 peer-checked:border-brand-700 peer-checked:bg-brand-50 peer-checked:ring-1 peer-checked:ring-brand-700 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-700"
        >
          <span className="flex items-baseline justify-between gap-3">
            <span className="font-semibold text-ink">{option.name}</span>
            <span className="shrink-0 text-sm text-slate-600">from {formatUsd(fromPriceCents(option))}</span>
          </span>
          {description ? <span className="text-sm text-slate-600">{description}</span> : null}
        </label>
      </div>
    );
  };
  const set = <K extends keyof BookingFormData>(field: K, value: BookingFormData[K]) => update((current) => ({ ...current, [field]: value }));
  const countSelect = (field: CountField, label: string, bounds: { min: number; max: number }, describe: (n: number) => string, more: { step?: number; hint?: string } = {}) => (
    <SelectField
      name={field}
      label={label}
      value={String(form[field])}
      onChange={(event) => set(field, Number(event.target.value))}
      options={numberOptions(range(bounds.min, bounds.max, more.step), describe)}
      hint={more.hint}
      error={errors[`request.${field}`]}
    />
  );

  return (
    <div className="space-y-6">
      <fieldset aria-describedby={errors["request.service"] ? "field-service-error" : undefined}>
        <legend className="text-sm font-medium text-slate-800">Service</legend>
        <div className="mt-2 grid gap-3 sm:grid-cols-2">{lists.featured.map(card)}</div>
        {moreShown ? (
          <div id={moreId} className="mt-3 grid gap-3 sm:grid-cols-2">
            {lists.more.map(card)}
          </div>
        ) : null}
        {lists.more.length > 0 && !chosenInMore ? (
          <button type="button" aria-expanded={moreShown} aria-controls={moreId} onClick={() => setShowMore((shown) => !shown)} className={`mt-3 ${linkClass} inline-flex min-h-11 items-center`}>
            {moreShown ? "Fewer services" : `More services (${lists.more.length})`}
          </button>
        ) : null}
        {errors["request.service"] ? (
          <p id="field-service-error" className="mt-1 text-sm font-medium text-red-700">
            {errors["request.service"]}
          </p>
        ) : null}
      </fieldset>

      {service?.pricing.model === "rooms" ? (
        <div className="grid gap-4 sm:grid-cols-2">
          {countSelect("bedrooms", "Bedrooms", BEDROOMS, (n) => (n === 0 ? "Studio" : counted("bedroom")(n)))}
          {countSelect("bathrooms", "Bathrooms", BATHROOMS, counted("bathroom"))}
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
      {service?.pricing.model === "area" && form.squareFeet !== null && form.squareFeet > service.pricing.maxSqFt ? (
        // Larger jobs are priced after a look at the space (docs/product.md#contact-and-estimates): the contact form opens filled in.
        <p className="rounded-xl border border-brand-100 bg-brand-50 p-4 text-sm text-slate-800">
          A space this size gets a free estimate instead of an instant price: we look at it in person or by video and send a written quote.{" "}
          <a href={estimateHref(service.slug, form.squareFeet)} className={linkClass}>
            Request a free estimate
          </a>
        </p>
      ) : null}

      {service?.pricing.model === "hourly" ? (
        <div className="grid gap-4 sm:grid-cols-2">
          {countSelect("hours", "Hours", HOURS, counted("hour"), { hint: `${service.pricing.minimumHours} hours minimum.` })}
          {service.slug === MULTI_CLEANER_SERVICE ? countSelect("cleaners", "Cleaners", CLEANERS, counted("cleaner")) : null}
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

      {service?.pricing.model === "loads"
        ? countSelect("loads", "Loads of laundry", LAUNDRY_LOADS, counted("load"), { hint: `${service.pricing.minimumLoads} loads minimum, washed, dried and folded with your machines.` })
        : null}

      {service?.pricing.model === "dishwashing"
        ? countSelect("dishwashingHours", "Hours of dishwashing", DISHWASHING_HOURS, counted("hour"), {
            step: 0.5,
            hint: `${formatUsd(service.pricing.firstHourCents)} for the first hour, then ${formatUsd(service.pricing.perHalfHourCents)} per half hour.`,
          })
        : null}
    </div>
  );
}
