import { z } from "zod";
import { computeQuote } from "@/lib/booking/pricing";
import { cachedBusinessSettings } from "@/lib/booking/settings-cache";
import { failure, INVALID_FIELDS_MESSAGE } from "@/lib/kernel/failure";
import { ok } from "@/lib/web/http/answer";
import { route } from "@/lib/web/http/route";
import { closedLabel, holidaySurchargeOn } from "@/lib/settings/closing-calendar";
import { isoDateSchema } from "@/lib/kernel/time/calendar-date";

/** The visit's New York date, when the asker has one: it adds an open holiday's surcharge. */
const visitDateSchema = z.object({ date: isoDateSchema.optional() });

/**
 * The instant quote for a booking request, for the site and anyone who wants a price. Open to
 * everyone: it reads the current settings and changes nothing, so it is not a write (no
 * same-origin or maintenance rule). The body is the quote request itself ({ service, bedrooms,
 * bathrooms, extras, frequency, … }), parsed by computeQuote against the live price table, with
 * an optional `date` (YYYY-MM-DD): on an open holiday the company surcharges, the quote carries
 * the surcharge line, as the booking made that day will; on a day we close, the answer also
 * says why (`closed: "Thanksgiving Day"`).
 */
export const POST = route({ access: "public", writes: "none", body: z.unknown(), maxBodyBytes: 16 * 1024 }, async ({ body, database }) => {
  const { priceTable, closing } = await cachedBusinessSettings(await database());
  // Only an object can carry a date; anything else is computeQuote's to refuse.
  const visit = typeof body === "object" && body !== null ? visitDateSchema.safeParse(body) : null;
  if (visit && !visit.success) return failure("invalid", INVALID_FIELDS_MESSAGE, { fieldErrors: { date: visit.error.issues[0]?.message ?? "Enter the date as YYYY-MM-DD" } });
  const date = visit?.data.date;
  const priced = computeQuote(body, priceTable, { holidaySurcharge: date ? holidaySurchargeOn(date, closing) : undefined });
  if (!priced.ok) return failure("invalid", INVALID_FIELDS_MESSAGE, { fieldErrors: priced.errors });
  // A price for a day we do not clean says so, rather than looking bookable.
  const closed = date ? closedLabel(date, closing) : null;
  return ok({ quote: priced.quote, ...(closed ? { closed } : {}) });
});
