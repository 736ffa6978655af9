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
