import { newBookingForm, type BookingFormData } from "@/lib/booking/booking-form";
import { BOOKING_STORAGE_KEY } from "@/lib/booking/saved-booking-signal";
import { rankFeatured, serviceCardsFor } from "@/lib/booking/service-descriptions";
import { DEFAULT_CLOSING_CALENDAR } from "@/lib/settings/closing-calendar";
import { DEFAULT_PRICE_TABLE } from "@/lib/settings/price-table";

/** The props the booking page hands BookingForm, fixed for component tests (dates are not today's). */
export const BOOKING_FORM_PROPS = {
  priceTable: DEFAULT_PRICE_TABLE,
  phone: "(212) 555-0147",
  closing: DEFAULT_CLOSING_CALENDAR,
  bookable: { earliest: "2026-03-03", latest: "2026-05-31" },
  serviceCards: serviceCardsFor(DEFAULT_PRICE_TABLE, rankFeatured([], DEFAULT_PRICE_TABLE)),
};

/** A form filled through step 4 for a Brooklyn two-bedroom on March 10, 2026 at 9 AM. */
export function filledBookingForm(key: string, contact: BookingFormData["contact"] = { name: "Dana Booker", phone: "(718) 555-0199", email: "dana@example.test" }): BookingFormData {
  return {
    ...newBookingForm(key),
    bedrooms: 2,
    date: "2026-03-10",
    startsAt: "2026-03-10T13:00:00.000Z",
    address: { street: "245 Bedford Ave", unit: "3R", city: "Brooklyn", zip: "11211", accessNotes: "" },
    contact,
  };
}

/** Puts a form where the booking page keeps it between visits. */
export const saveForm = (data: BookingFormData) => window.localStorage.setItem(BOOKING_STORAGE_KEY, JSON.stringify(data));

/** The form the page kept, or null. */
export const saved = () => JSON.parse(window.localStorage.getItem(BOOKING_STORAGE_KEY) ?? "null") as BookingFormData | null;

/** A fetch answer for the mocked fetch: jsdom has no Response, and what the form reads of one is enough. */
export function answer(body: unknown, status = 200) {
  return Promise.resolve({ ok: status >= 200 && status < 300, status, json: async () => body });
}
