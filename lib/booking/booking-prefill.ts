import { z } from "zod";
import type { PriceTable } from "@/lib/settings/price-table";
import { isoDateSchema } from "@/lib/kernel/time/calendar-date";
import { serviceOf, type BookingFormData } from "./booking-form";
import { BATHROOMS, BEDROOMS } from "./quote-request";

/**
 * The answers a public page's quick quote carries into /booking (issue #24): its form submits
 * `/booking?service=…&bedrooms=…&bathrooms=…&zip=…`. The service is read by the booking
 * entry (components/booking/linked-service.ts); this reads the rest. Each answer is checked on
 * its own, so a bad one is dropped without losing the others.
 */
export interface BookingPrefill {
  bedrooms?: number;
  bathrooms?: number;
  zip?: string;
  /** A waitlist email's held time (docs/product.md#waitlist): the New York date and the start on it. */
  date?: string;
  startsAt?: string;
}

const wholeIn = (range: { min: number; max: number }) =>
  z
    .string()
    .regex(/^\d+$/)
    .transform(Number)
    .pipe(z.number().int().min(range.min).max(range.max))
    .optional()
    .catch(undefined);

const prefillSchema = z.object({
  bedrooms: wholeIn(BEDROOMS),
  bathrooms: wholeIn(BATHROOMS),
  // Whether we serve it is step 4's question: it shows the service-area answer there.
  zip: z.string().trim().regex(/^\d{5}$/).optional().catch(undefined),
  date: isoDateSchema.optional().catch(undefined),
  startsAt: z.iso.datetime().optional().catch(undefined),
});

export function prefillFromSearch(search: string): BookingPrefill {
  const params = new URLSearchParams(search);
  const read = (key: string) => params.get(key) ?? undefined;
  const { bedrooms, bathrooms, zip, date, startsAt } = prefillSchema.parse({ bedrooms: read("bedrooms"), bathrooms: read("bathrooms"), zip: read("zip"), date: read("date"), startsAt: read("startsAt") });
  return {
    ...(bedrooms !== undefined ? { bedrooms } : {}),
    ...(bathrooms !== undefined ? { bathrooms } : {}),
    ...(zip !== undefined ? { zip } : {}),
    // A start only with its date: the time list is the date's.
    ...(date !== undefined ? { date, ...(startsAt !== undefined ? { startsAt } : {}) } : {}),
  };
}

/** The form with the answers that apply to its service: rooms only for a service priced by rooms. */
export function withPrefill(form: BookingFormData, prefill: BookingPrefill, table: PriceTable): BookingFormData {
  if (Object.keys(prefill).length === 0) return form;
  const byRooms = serviceOf(form, table)?.pricing.model === "rooms";
  return {
    ...form,
    ...(byRooms && prefill.bedrooms !== undefined ? { bedrooms: prefill.bedrooms } : {}),
    ...(byRooms && prefill.bathrooms !== undefined ? { bathrooms: prefill.bathrooms } : {}),
    ...(prefill.zip ? { address: { ...form.address, zip: prefill.zip } } : {}),
    ...(prefill.date ? { date: prefill.date, startsAt: prefill.startsAt ?? null } : {}),
  };
}

/**
 * A waitlist email's held time, chosen on a saved form however far it got: following "Book this
 * time" says which time to book, where a quick quote's rooms only start a form. The rest of the
 * saved answers stay as they were.
 */
export function withHeldTime(form: BookingFormData, prefill: BookingPrefill): BookingFormData {
  return prefill.date && prefill.startsAt ? { ...form, date: prefill.date, startsAt: prefill.startsAt } : form;
}
