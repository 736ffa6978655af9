import { boroughForZip, type Borough } from "@/lib/kernel/service-area";
import type { BookingAddress, BookingContact } from "./booking-request";
import type { Quote } from "./pricing";
import type { StoredAccessDetails } from "@/lib/account/access-details";

/** The borough of an address the schema has already held to the service area. */
export function boroughOf(address: Pick<BookingAddress, "zip">): Borough {
  const borough = boroughForZip(address.zip);
  if (!borough) throw new Error(`ZIP ${address.zip} is outside the service area`);
  return borough;
}

/**
 * The columns of an order that follow from its quote and details, shared by a new booking,
 * a generated series visit and an edit, so the three can never store them differently.
 */
export function orderColumns(
  quote: Quote,
  startsAt: Date,
  /** `accessDetails` absent leaves the order's as they are (an edit); docs/product.md, "Access details and keys". */
  details: { address: BookingAddress; contact: BookingContact; notes: string | null; accessDetails?: StoredAccessDetails | null },
) {
  const borough = boroughOf(details.address);
  return {
    serviceSlug: quote.service.slug,
    request: quote.request,
    quote,
    totalCents: quote.totalCents,
    giftCardCents: quote.giftCardCents,
    amountDueCents: quote.amountDueCents,
    startsAt,
    endsAt: new Date(startsAt.getTime() + quote.estimatedMinutes * 60_000),
    street: details.address.street,
    unit: details.address.unit,
    city: details.address.city,
    zip: details.address.zip,
    borough,
    accessNotes: details.address.accessNotes,
    contactName: details.contact.name,
    contactPhone: details.contact.phone,
    contactEmail: details.contact.email,
    notes: details.notes,
    ...(details.accessDetails === undefined ? {} : { accessDetails: details.accessDetails }),
  };
}

/** Field messages of the quote request, keyed as the form sends them ("request.bedrooms"). */
export function requestFieldErrors(errors: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).map(([field, message]) => [field === "offer" || field === "giftCard" ? field : `request.${field}`, message]));
}
