import { z } from "zod";
import { getDb } from "@/lib/db";
import { computeQuote } from "@/lib/booking/pricing";
import { cachedBusinessSettings } from "@/lib/booking/settings-cache";
import { failure, INVALID_FIELDS_MESSAGE, ok } from "@/lib/http/failure";
import { route } from "@/lib/http/route";

/**
 * The instant quote for a booking request, for the site and anyone who wants a price. Open to
 * everyone: it reads the current price table and changes nothing, so it is not a write (no
 * same-origin or maintenance rule). The body is the quote request itself ({ service, bedrooms,
 * bathrooms, extras, frequency, … }), parsed by computeQuote against the live price table.
 */
export const POST = route({ access: "public", writes: "none", body: z.unknown(), maxBodyBytes: 16 * 1024 }, async ({ body }) => {
  const { priceTable } = await cachedBusinessSettings(await getDb());
  const priced = computeQuote(body, priceTable);
  return priced.ok ? ok({ quote: priced.quote }) : failure(400, INVALID_FIELDS_MESSAGE, { fieldErrors: priced.errors });
});
