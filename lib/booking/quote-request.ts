import { z } from "zod";
import { groupThousands } from "@/lib/kernel/money";
import { multiLineText } from "@/lib/kernel/validation/text";
import { FREQUENCIES } from "@/lib/settings/frequencies";
import type { ExtraDefinition, PriceTable, ServiceDefinition } from "@/lib/settings/price-table";

/**
 * What a visitor asks a quote for. Two layers:
 * - `quoteRequestSchema` checks the shape and the limits docs/product.md#services-and-prices fixes (rooms, cleaners,
 *   frequencies), so a form can use it on its own;
 * - `parseQuoteRequest` then checks the request against the current price table (which staff
 *   edit): the service exists, the inputs its pricing model needs are there, the square feet
 *   fit the service's range, the extras exist and their quantities fit.
 */

export const BEDROOMS = { min: 0, max: 6 } as const;
export const BATHROOMS = { min: 1, max: 5 } as const;
/** Whole hours for hourly services. docs/product.md sets no ceiling; a working day is the limit. */
export const HOURS = { min: 1, max: 8 } as const;
export const CLEANERS = { min: 1, max: 4 } as const;
/** Standalone laundry loads: the same ceiling as the laundry extra. */
export const LAUNDRY_LOADS = { min: 1, max: 10 } as const;
/** Standalone dishwashing: the first hour, then half hours, up to a working day. */
export const DISHWASHING_HOURS = { min: 1, max: 8 } as const;

type PerUnit = NonNullable<ExtraDefinition["perUnit"]>;
/** Quantity ceilings of the extras priced per unit; every other extra is taken once. */
export const PER_UNIT_LIMITS: Record<PerUnit, { max: number; noun: string }> = {
  window: { max: 40, noun: "interior windows" },
  load: { max: 10, noun: "laundry loads" },
};

/** Recurring visits are sold for regular cleaning only (docs/product.md#services-and-prices). */
export const RECURRING_SERVICE = "residential-cleaning";
/** Only custom cleaning is priced per cleaner-hour; home organization is per hour. */
export const MULTI_CLEANER_SERVICE = "custom-cleaning";
/** Custom cleaning is what the customer lists: the team and the cleaner read the list. */
export const TASK_LIST_SERVICE = "custom-cleaning";
export const TASKS_MAX = 1000;
export const TASKS_REQUIRED_MESSAGE = "List the tasks you want done.";

const MESSAGES = {
  service: "Choose a service",
  unknownService: "We don't offer that service; choose one from our list",
  bedrooms: `Choose between ${BEDROOMS.min} (studio) and ${BEDROOMS.max} bedrooms`,
  bedroomsMissing: "Choose the number of bedrooms (0 for a studio)",
  bathrooms: `Choose between ${BATHROOMS.min} and ${BATHROOMS.max} bathrooms`,
  bathroomsMissing: "Choose the number of bathrooms",
  squareFeet: "Enter the area as a whole number of square feet",
  squareFeetMissing: "Enter the area in square feet",
  hours: `Choose between ${HOURS.min} and ${HOURS.max} hours, in whole hours`,
  hoursMissing: "Choose how many hours you need",
  cleaners: `Choose between ${CLEANERS.min} and ${CLEANERS.max} cleaners`,
  oneCleanerOnly: "Only custom cleaning can be booked with more than one cleaner",
  loads: `Choose between ${LAUNDRY_LOADS.min} and ${LAUNDRY_LOADS.max} loads`,
  loadsMissing: "Choose how many loads of laundry",
  dishwashingHours: `Choose between ${DISHWASHING_HOURS.min} and ${DISHWASHING_HOURS.max} hours, in half-hour steps`,
  dishwashingHoursMissing: "Choose how many hours of dishwashing",
  extras: "Choose extras from the list",
  extraId: "Choose an extra from the list",
  unknownExtra: "We don't offer that extra; choose one from the list",
  quantity: "Enter a whole number, at least 1",
  duplicateExtra: "Each extra can be added only once; change its quantity instead",
  frequency: "Choose one-time, monthly, every two weeks or weekly",
  recurringOnlyRegular: "Recurring visits (monthly, every two weeks, weekly) are available for regular cleaning only",
  request: "Send the quote details as an object",
  tasksTooLong: `Keep the task list under ${groupThousands(TASKS_MAX)} characters.`,
} as const;

/** A whole number in [min, max]; every way of missing it gets the same plain message. */
const wholeNumberIn = (min: number, max: number, message: string) =>
  z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message });

const extraSelectionSchema = z.object({
  id: z.string({ error: MESSAGES.extraId }).trim().min(1, { error: MESSAGES.extraId }).max(80, { error: MESSAGES.extraId }),
  /** Counted for per-unit extras (windows, loads); every other extra is taken once. */
  quantity: z
    .number({ error: MESSAGES.quantity })
    .int({ error: MESSAGES.quantity })
    .min(1, { error: MESSAGES.quantity })
    .default(1),
});

export const quoteRequestSchema = z
  .object(
    {
      service: z.string({ error: MESSAGES.service }).trim().min(1, { error: MESSAGES.service }).max(80, { error: MESSAGES.unknownService }),
      bedrooms: wholeNumberIn(BEDROOMS.min, BEDROOMS.max, MESSAGES.bedrooms).optional(),
      bathrooms: wholeNumberIn(BATHROOMS.min, BATHROOMS.max, MESSAGES.bathrooms).optional(),
      // The range depends on the service (price table), so it is checked by parseQuoteRequest.
      squareFeet: z
        .number({ error: MESSAGES.squareFeet })
        .int({ error: MESSAGES.squareFeet })
        .min(1, { error: MESSAGES.squareFeet })
        .optional(),
      hours: wholeNumberIn(HOURS.min, HOURS.max, MESSAGES.hours).optional(),
      cleaners: wholeNumberIn(CLEANERS.min, CLEANERS.max, MESSAGES.cleaners).default(1),
      loads: wholeNumberIn(LAUNDRY_LOADS.min, LAUNDRY_LOADS.max, MESSAGES.loads).optional(),
      dishwashingHours: z
        .number({ error: MESSAGES.dishwashingHours })
        .min(DISHWASHING_HOURS.min, { error: MESSAGES.dishwashingHours })
        .max(DISHWASHING_HOURS.max, { error: MESSAGES.dishwashingHours })
        // Halves are exact in binary floating point, so this test has no rounding slack.
        .refine((hours) => Number.isInteger(hours * 2), { error: MESSAGES.dishwashingHours })
        .optional(),
      extras: z
        .array(extraSelectionSchema, { error: MESSAGES.extras })
        .default([])
        .superRefine((extras, ctx) => {
          const seen = new Set<string>();
          extras.forEach((extra, index) => {
            if (seen.has(extra.id)) {
              ctx.addIssue({ code: "custom", path: [index, "id"], message: MESSAGES.duplicateExtra });
            }
            seen.add(extra.id);
          });
        }),
      frequency: z.enum(FREQUENCIES, { error: MESSAGES.frequency }).default("one-time"),
      /** Custom cleaning's task list; not priced, so a quote does not need it (booking does). */
      tasks: multiLineText("task list").trim().max(TASKS_MAX, { error: MESSAGES.tasksTooLong }).optional(),
    },
    { error: MESSAGES.request },
  )
  .superRefine((request, ctx) => {
    if (request.frequency !== "one-time" && request.service !== RECURRING_SERVICE) {
      ctx.addIssue({ code: "custom", path: ["frequency"], message: MESSAGES.recurringOnlyRegular });
    }
    if (request.cleaners > 1 && request.service !== MULTI_CLEANER_SERVICE) {
      ctx.addIssue({ code: "custom", path: ["cleaners"], message: MESSAGES.oneCleanerOnly });
    }
  });

/** What the form sends (defaults not yet applied). */
export type QuoteRequestInput = z.input<typeof quoteRequestSchema>;
/** A checked request, defaults applied. */
export type QuoteRequest = z.output<typeof quoteRequestSchema>;
export type ExtraSelection = QuoteRequest["extras"][number];

/** Field path ("bedrooms", "extras.1.quantity") → the first message for it. */
export type FieldErrors = Record<string, string>;

/** The inputs the chosen service's pricing model needs, known to be present and in range. */
export type ServiceInputs =
  | { model: "rooms"; bedrooms: number; bathrooms: number; extras: ExtraSelection[] }
  | { model: "area"; squareFeet: number }
  | { model: "hourly"; hours: number; cleaners: number }
  | { model: "loads"; loads: number }
  | { model: "dishwashing"; dishwashingHours: number };

export type ParsedQuoteRequest =
  | { ok: true; request: QuoteRequest; service: ServiceDefinition; inputs: ServiceInputs }
  | { ok: false; errors: FieldErrors };

function issuesToFieldErrors(issues: readonly z.core.$ZodIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join(".") || "request";
    errors[field] ??= issue.message;
  }
  return errors;
}

/** "a, b or c": for messages that list the services extras go with. */
function listWithOr(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} or ${items.at(-1)}`;
}

/**
 * Checks a request against the price table and keeps only the inputs the chosen service uses,
 * so inputs left over from another service in a saved form neither fail nor get stored.
 */
export function parseQuoteRequest(input: unknown, table: PriceTable): ParsedQuoteRequest {
  const parsed = quoteRequestSchema.safeParse(input);
  if (!parsed.success) return { ok: false, errors: issuesToFieldErrors(parsed.error.issues) };
  const request = parsed.data;

  const service = table.services.find((candidate) => candidate.slug === request.service);
  if (!service) return { ok: false, errors: { service: MESSAGES.unknownService } };

  const errors: FieldErrors = {};
  const inputs = serviceInputs(service, request, errors);

  if (service.pricing.model === "rooms") {
    Object.assign(errors, checkExtras(request.extras, table));
  } else if (request.extras.length > 0) {
    const roomServices = table.services.filter((candidate) => candidate.pricing.model === "rooms");
    errors.extras = `Extras can be added only to ${listWithOr(roomServices.map((candidate) => candidate.name))}`;
  }

  if (!inputs || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, request: normalize(request, inputs), service, inputs };
}

/** Picks the inputs of the service's pricing model; records a message for each one missing. */
function serviceInputs(service: ServiceDefinition, request: QuoteRequest, errors: FieldErrors): ServiceInputs | null {
  const pricing = service.pricing;
  switch (pricing.model) {
    case "rooms": {
      const { bedrooms, bathrooms } = request;
      if (bedrooms === undefined) errors.bedrooms = MESSAGES.bedroomsMissing;
      if (bathrooms === undefined) errors.bathrooms = MESSAGES.bathroomsMissing;
      if (bedrooms === undefined || bathrooms === undefined) return null;
      return { model: "rooms", bedrooms, bathrooms, extras: request.extras };
    }
    case "area": {
      const { squareFeet } = request;
      if (squareFeet === undefined) {
        errors.squareFeet = MESSAGES.squareFeetMissing;
        return null;
      }
      if (squareFeet > pricing.maxSqFt) {
        // Larger jobs are priced by a visit, not by the calculator (docs/product.md#contact-and-estimates).
        errors.squareFeet = `For more than ${groupThousands(pricing.maxSqFt)} sq ft, please request a free estimate`;
        return null;
      }
      if (squareFeet < pricing.minSqFt) {
        errors.squareFeet = `Enter between ${groupThousands(pricing.minSqFt)} and ${groupThousands(pricing.maxSqFt)} sq ft`;
        return null;
      }
      return { model: "area", squareFeet };
    }
    case "hourly":
      if (request.hours === undefined) {
        errors.hours = MESSAGES.hoursMissing;
        return null;
      }
      return { model: "hourly", hours: request.hours, cleaners: request.cleaners };
    case "loads":
      if (request.loads === undefined) {
        errors.loads = MESSAGES.loadsMissing;
        return null;
      }
      return { model: "loads", loads: request.loads };
    case "dishwashing":
      if (request.dishwashingHours === undefined) {
        errors.dishwashingHours = MESSAGES.dishwashingHoursMissing;
        return null;
      }
      return { model: "dishwashing", dishwashingHours: request.dishwashingHours };
  }
}

/** The request as it should be stored: only the inputs the service uses, plus frequency. */
function normalize(request: QuoteRequest, inputs: ServiceInputs): QuoteRequest {
  const { model: _model, ...used } = inputs;
  const tasks = request.service === TASK_LIST_SERVICE && request.tasks ? { tasks: request.tasks } : {};
  return { service: request.service, cleaners: 1, extras: [], frequency: request.frequency, ...used, ...tasks };
}

/** A custom cleaning is booked with its task list: the message when it is missing, else null. */
export function missingTasks(request: { service: string; tasks?: string | null }): string | null {
  return request.service === TASK_LIST_SERVICE && !request.tasks?.trim() ? TASKS_REQUIRED_MESSAGE : null;
}

/** Every extra must be in the table; per-unit extras within their range, others taken once. */
function checkExtras(extras: readonly ExtraSelection[], table: PriceTable): FieldErrors {
  const errors: FieldErrors = {};
  extras.forEach((selection, index) => {
    const extra = table.extras.find((candidate) => candidate.id === selection.id);
    if (!extra) {
      errors[`extras.${index}.id`] = MESSAGES.unknownExtra;
      return;
    }
    const limit = extra.perUnit ? PER_UNIT_LIMITS[extra.perUnit] : undefined;
    if (limit && selection.quantity > limit.max) {
      errors[`extras.${index}.quantity`] = `Choose between 1 and ${limit.max} ${limit.noun}`;
    } else if (!limit && selection.quantity !== 1) {
      errors[`extras.${index}.quantity`] = `${extra.name} can be added only once`;
    }
  });
  return errors;
}

declare module "@/lib/platform/db/schema/json-documents" {
  interface JsonDocuments {
    /** orders.request: what the customer asked for, checked. */
    quoteRequest: QuoteRequest;
  }
}
