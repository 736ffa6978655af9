import { z } from "zod";
import { getSessionUser } from "@/lib/auth/session";
import { isoDateSchema } from "@/lib/booking/slots";
import { searchSlots } from "@/lib/booking/slot-search";
import { ok } from "@/lib/web/http/answer";
import { route } from "@/lib/web/http/route";
import type { SlotsAnswer } from "@/lib/booking/booking-form-reads-contract";

/** A visit can last up to about a day (a large post-construction job). */
const MAX_DURATION_MINUTES = 26 * 60;

const querySchema = z
  .object({
    date: isoDateSchema,
    durationMinutes: z.coerce
      .number({ error: "Give the visit's length in minutes." })
      .int({ error: "Give the visit's length in whole minutes." })
      .min(30, { error: "Give the visit's length in minutes." })
      .max(MAX_DURATION_MINUTES, { error: "That visit is too long to book online; please contact us." })
      .optional(),
    service: z.string().max(80).optional(),
    /** When rescheduling: the order being moved does not block its own new time. */
    excludeOrderId: z.string().max(60).optional(),
    /** The address's ZIP when the form knows it: the starts a cleaner of that borough can take. */
    zip: z.string().regex(/^\d{5}$/, { error: "Give a five-digit ZIP code." }).optional(),
    /** "Book my cleaner again": that cleaner's free starts (one of the signed-in customer's cleaners). */
    cleanerId: z.string().max(60).optional(),
  })
  .refine((query) => query.durationMinutes !== undefined || query.service !== undefined, {
    message: "Give the visit's length (durationMinutes) or the service and its details.",
    path: ["durationMinutes"],
  });

/**
 * GET /api/slots?date=YYYY-MM-DD&durationMinutes=150 (or the quote request's fields instead of
 * durationMinutes, and optionally `zip` and `cleanerId`): the start times (New York, on the hour,
 * 8:00 to 17:00) when a cleaner is free for a visit that long (docs/product.md#cleaners-availability).
 * Open to visitors; a cleaner's own times only to their customers and staff; submitting checks
 * again under the pool's lock.
 */
export const GET = route({ access: "public", query: querySchema }, async ({ request, query, database }) => {
  const found = await searchSlots(await database(), {
    date: query.date,
    durationMinutes: query.durationMinutes,
    // The quote request's own fields, which the schema above lets through unnamed.
    rawQuery: Object.fromEntries(new URL(request.url).searchParams),
    excludeOrderId: query.excludeOrderId,
    zip: query.zip,
    cleanerId: query.cleanerId,
    asker: getSessionUser,
  });
  if (!found.ok) return found;
  const { date, durationMinutes, times } = found;
  return ok<SlotsAnswer>({ date, durationMinutes, times });
});
