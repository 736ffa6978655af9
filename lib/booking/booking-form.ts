import { z } from "zod";
import { bookingAddressSchema, bookingContactSchema, notesSchema, TERMS_MESSAGE } from "./visit-details";
import { FREQUENCIES } from "@/lib/settings/frequencies";
import type { PriceTable, ServiceDefinition } from "@/lib/settings/price-table";
import { holidaySurchargeOn, type ClosingCalendar } from "@/lib/settings/closing-calendar";
import { computeQuote, type Quote } from "./pricing";
import type { SpecialOfferAdjustment } from "./quote-adjustments";
import { accessInputOf, EMPTY_PLAIN_ACCESS, type AccessCodeValues } from "@/lib/account/access-form";
import { missingTasks, MULTI_CLEANER_SERVICE, RECURRING_SERVICE, TASK_LIST_SERVICE, TASKS_MAX, type QuoteRequestInput } from "./quote-request";
import type { YourCleaner } from "./availability/your-cleaners";

/**
 * The booking form's data as the browser keeps it (local storage key `bookingFormData`,
 * docs/product.md#in-the-browser): every answer, the step reached (`bookingProgress`), and the idempotency key made
 * once per form. Pure: the form, the edit page and the tests share it.
 */

export const BOOKING_STEPS = ["step-1", "step-2", "step-3", "step-4", "step-5"] as const;
export type BookingStep = (typeof BOOKING_STEPS)[number];

export const STEP_TITLES: Readonly<Record<BookingStep, string>> = {
  "step-1": "Service and home",
  "step-2": "Extras and frequency",
  "step-3": "Date and time",
  "step-4": "Address and contact",
  "step-5": "Review and book",
};

const text = (max: number) => z.string().max(max).catch("");

/** Lenient on purpose: saved data from an older version or a hand edit restores what it can. */
export const bookingFormSchema = z.object({
  version: z.literal(1).catch(1),
  bookingProgress: z.enum([...BOOKING_STEPS, "completed"]).catch("step-1"),
  idempotencyKey: z.string().regex(/^[A-Za-z0-9_-]{16,100}$/),
  service: text(80),
  bedrooms: z.number().int().min(0).max(6).catch(1),
  bathrooms: z.number().int().min(1).max(5).catch(1),
  squareFeet: z.number().int().min(0).max(1_000_000).nullable().catch(null),
  hours: z.number().int().min(1).max(8).catch(3),
  cleaners: z.number().int().min(1).max(4).catch(1),
  loads: z.number().int().min(1).max(10).catch(2),
  /** Custom cleaning's task list. */
  tasks: text(TASKS_MAX),
  dishwashingHours: z.number().min(1).max(8).catch(1),
  /** Extra id → quantity; 0 or absent is "not chosen". */
  extras: z.record(z.string().max(80), z.number().int().min(0).max(40)).catch({}),
  frequency: z.enum(FREQUENCIES).catch("one-time"),
  /** The New York date picked in the calendar, and the start chosen on it (an ISO instant). */
  date: z.string().max(10).nullable().catch(null),
  startsAt: z.string().max(40).nullable().catch(null),
  /**
   * "Book my cleaner again" (docs/product.md#booking): the customer's cleaner chosen on step 3;
   * null until they choose. A form saved before the choice existed loads with null.
   */
  requestedCleanerId: z.string().max(60).nullable().catch(null),
  /** The customer chose "Any available cleaner": the form stops offering their cleaner first (./booking-form.ts, requestedCleanerOf). */
  anyCleaner: z.boolean().catch(false),
  address: z
    .object({ street: text(200), unit: text(40), city: text(100), zip: text(12), accessNotes: text(600) })
    .catch({ street: "", unit: "", city: "", zip: "", accessNotes: "" }),
  contact: z.object({ name: text(200), phone: text(40), email: text(300) }).catch({ name: "", phone: "", email: "" }),
  /**
   * The visit's access details without the codes (docs/product.md, "Access details and keys"):
   * codes live only in the page's memory and are never saved here (docs/security.md, "Access
   * codes at rest"). `given`: the customer changed them, so they are sent and go over the saved
   * address's; `codeTyped`: a code was typed, so a form restored without it can say so.
   */
  access: z
    .object({ doorman: z.boolean().catch(false), buzzer: text(40), keyLocation: text(120), parking: text(200), given: z.boolean().catch(false), codeTyped: z.boolean().catch(false) })
    .catch({ ...EMPTY_PLAIN_ACCESS, given: false, codeTyped: false }),
  notes: text(1200),
  specialOfferId: z.number().int().positive().nullable().catch(null),
  /** The customer chose "No offer": the review step stops applying their best one (./best-offer.ts). */
  offerDeclined: z.boolean().catch(false),
  giftCardCode: text(60),
  acceptTerms: z.boolean().catch(false),
  /** The box beside the contact phone that lets us text about the visit; unticked until the customer ticks it. */
  textConsent: z.boolean().catch(false),
  /** The order the form became, once submitted. */
  orderId: z.string().max(60).nullable().catch(null),
  /** Changed while someone was signed in: logging out removes the whole form, not only its personal part. */
  ownedBySignedInUser: z.boolean().catch(false),
  savedAt: z.number().catch(0),
});

export type BookingFormData = z.output<typeof bookingFormSchema>;

export function newBookingForm(idempotencyKey: string): BookingFormData {
  return {
    version: 1,
    bookingProgress: "step-1",
    idempotencyKey,
    service: "residential-cleaning",
    bedrooms: 1,
    bathrooms: 1,
    squareFeet: null,
    hours: 3,
    cleaners: 1,
    loads: 2,
    tasks: "",
    dishwashingHours: 1,
    extras: {},
    frequency: "one-time",
    date: null,
    startsAt: null,
    requestedCleanerId: null,
    anyCleaner: false,
    address: { street: "", unit: "", city: "", zip: "", accessNotes: "" },
    contact: { name: "", phone: "", email: "" },
    access: { ...EMPTY_PLAIN_ACCESS, given: false, codeTyped: false },
    notes: "",
    specialOfferId: null,
    offerDeclined: false,
    giftCardCode: "",
    acceptTerms: false,
    textConsent: false,
    orderId: null,
    ownedBySignedInUser: false,
    savedAt: 0,
  };
}

/** The form on another service: recurring visits are regular cleaning only, others are one visit. */
export function withService(form: BookingFormData, slug: string): BookingFormData {
  return { ...form, service: slug, frequency: slug === RECURRING_SERVICE ? form.frequency : "one-time" };
}

export function serviceOf(form: Pick<BookingFormData, "service">, table: PriceTable): ServiceDefinition | undefined {
  return table.services.find((service) => service.slug === form.service);
}

/** The quote request the form describes: only the inputs its service's pricing model uses. */
export function formToQuoteRequest(form: BookingFormData, table: PriceTable, options: { withExtras?: boolean } = {}): QuoteRequestInput {
  const service = serviceOf(form, table);
  const base = { service: form.service, frequency: form.frequency };
  switch (service?.pricing.model) {
    case "rooms": {
      const extras =
        options.withExtras === false
          ? []
          : table.extras.filter((extra) => (form.extras[extra.id] ?? 0) > 0).map((extra) => ({ id: extra.id, quantity: form.extras[extra.id] ?? 1 }));
      return { ...base, bedrooms: form.bedrooms, bathrooms: form.bathrooms, extras };
    }
    case "area":
      return { ...base, ...(form.squareFeet ? { squareFeet: form.squareFeet } : {}) };
    case "hourly":
      return {
        ...base,
        hours: form.hours,
        cleaners: form.service === MULTI_CLEANER_SERVICE ? form.cleaners : 1,
        ...(form.service === TASK_LIST_SERVICE ? { tasks: form.tasks } : {}),
      };
    case "loads":
      return { ...base, loads: form.loads };
    case "dishwashing":
      return { ...base, dishwashingHours: form.dishwashingHours };
    default:
      return base;
  }
}

/**
 * The form's quote: with the chosen day's holiday surcharge once a date is picked (as the server
 * will price it), and the chosen offer and a gift card balance already checked, when there are any.
 */
export function quoteForForm(
  form: BookingFormData,
  table: PriceTable,
  closing: ClosingCalendar,
  { offer, giftCardBalanceCents }: { offer?: SpecialOfferAdjustment; giftCardBalanceCents?: number } = {},
): Quote | null {
  const holidaySurcharge = form.date ? holidaySurchargeOn(form.date, closing) : undefined;
  const priced = computeQuote(formToQuoteRequest(form, table), table, { holidaySurcharge, offer, giftCardBalanceCents });
  return priced.ok ? priced.quote : null;
}

/**
 * Who the visit asks for (docs/product.md#booking): the cleaner the customer chose while still one
 * of theirs; before any choice, the first of their cleaners, unless they chose "Any available
 * cleaner". A cleaner no longer among theirs (an old saved form) falls back to any, silently.
 * Null: any available cleaner.
 */
export function requestedCleanerOf(form: Pick<BookingFormData, "requestedCleanerId" | "anyCleaner">, cleaners: readonly YourCleaner[]): YourCleaner | null {
  if (form.requestedCleanerId !== null) return cleaners.find((cleaner) => cleaner.id === form.requestedCleanerId) ?? null;
  return form.anyCleaner ? null : (cleaners[0] ?? null);
}

export type FormErrors = Record<string, string>;

/** Which step shows a field: the form jumps there when the server refuses it. */
export function stepOfField(field: string): BookingStep {
  if (field === "request.extras" || field.startsWith("request.extras.") || field === "request.frequency") return "step-2";
  if (field.startsWith("request.") || field === "request") return "step-1";
  if (field === "startsAt" || field === "requestedCleanerId") return "step-3";
  if (field.startsWith("address.") || field.startsWith("access.") || field.startsWith("contact.") || field === "notes" || field === "textConsent") return "step-4";
  return "step-5";
}

function prefixed(prefix: string, error: z.ZodError): FormErrors {
  const errors: FormErrors = {};
  for (const issue of error.issues) errors[`${prefix}.${issue.path.join(".")}`] ??= issue.message;
  return errors;
}

function requestErrors(form: BookingFormData, table: PriceTable, withExtras: boolean): FormErrors {
  const priced = computeQuote(formToQuoteRequest(form, table, { withExtras }), table);
  if (priced.ok) return {};
  return Object.fromEntries(Object.entries(priced.errors).map(([field, message]) => [`request.${field}`, message]));
}

/** The messages of one step, keyed like the server's ("request.bedrooms", "address.zip"). */
export function validateStep(step: BookingStep, form: BookingFormData, table: PriceTable): FormErrors {
  switch (step) {
    case "step-1": {
      if (!serviceOf(form, table)) return { "request.service": "Choose a service" };
      const errors = requestErrors(form, table, false);
      delete errors["request.frequency"];
      const noTasks = missingTasks(formToQuoteRequest(form, table));
      return noTasks ? { ...errors, "request.tasks": noTasks } : errors;
    }
    case "step-2":
      return requestErrors(form, table, true);
    case "step-3":
      if (!form.date) return { startsAt: "Choose a date" };
      return form.startsAt ? {} : { startsAt: "Choose a start time" };
    case "step-4": {
      const address = bookingAddressSchema.safeParse(form.address);
      const contact = bookingContactSchema.safeParse(form.contact);
      const notes = notesSchema.safeParse(form.notes);
      return {
        ...(address.success ? {} : prefixed("address", address.error)),
        ...(contact.success ? {} : prefixed("contact", contact.error)),
        ...(notes.success ? {} : { notes: notes.error.issues[0]?.message ?? "Check the notes" }),
      };
    }
    case "step-5":
      return form.acceptTerms ? {} : { acceptTerms: TERMS_MESSAGE };
  }
}

/** Every step's messages, for the final check before submitting. */
export function validateAll(form: BookingFormData, table: PriceTable): FormErrors {
  return Object.assign({}, ...BOOKING_STEPS.map((step) => validateStep(step, form, table))) as FormErrors;
}

/** The first step with a message, or null. */
export function firstStepWithError(errors: FormErrors): BookingStep | null {
  const steps = Object.keys(errors).map(stepOfField);
  return BOOKING_STEPS.find((step) => steps.includes(step)) ?? null;
}

/**
 * The body's access details: none when the customer neither changed them nor touched a code (a
 * booking then takes the saved address's, an edit keeps the order's); otherwise the plain fields
 * whole and each code typed, removed, or left out to keep the one there was.
 */
export function accessBody(form: BookingFormData, codes: AccessCodeValues) {
  const touched = codes.lockboxCode.trim() || codes.alarmCode.trim() || codes.removeLockboxCode || codes.removeAlarmCode;
  if (!form.access.given && !touched) return undefined;
  return accessInputOf({ ...form.access, ...codes });
}

/** The body of POST /api/bookings (the server parses it again); `requestedCleanerId` from requestedCleanerOf. */
export function submissionBody(form: BookingFormData, table: PriceTable, acceptedTotalCents: number | null, codes: AccessCodeValues, requestedCleanerId: string | null = null) {
  return {
    request: formToQuoteRequest(form, table),
    startsAt: form.startsAt,
    address: form.address,
    contact: form.contact,
    access: accessBody(form, codes),
    notes: form.notes,
    specialOfferId: form.specialOfferId,
    giftCardCode: form.giftCardCode.trim() || null,
    acceptTerms: form.acceptTerms,
    textConsent: form.textConsent,
    /** The total the review step showed: the server refuses to book at any other (./price-change.ts). */
    acceptedTotalCents,
    /** One of the customer's cleaners, who alone may take the visit until staff assign someone; the server checks it is theirs. */
    requestedCleanerId,
  };
}

/** The body of PATCH /api/orders/[id]. */
export function changeBody(form: BookingFormData, table: PriceTable, codes: AccessCodeValues) {
  return { request: formToQuoteRequest(form, table), startsAt: form.startsAt, address: form.address, contact: form.contact, access: accessBody(form, codes), notes: form.notes };
}
