import { z } from "zod";
import { getSessionUser } from "@/lib/auth/session";
import { listUsableOffers } from "@/lib/booking/offers";
import { ok } from "@/lib/web/http/answer";
import { route } from "@/lib/web/http/route";
import type { BookingOffersAnswer } from "@/lib/booking/booking-form-reads-contract";

const querySchema = z.object({
  /** The visit's start, when chosen: offers must be active then. */
  at: z.iso.datetime({ offset: true, error: "Give the visit's start as an ISO time." }).optional(),
});

/**
 * GET /api/booking/offers: the signed-in user's special offers that a booking can use (assigned,
 * unused, active at the visit's start). Visitors get an empty list: offers are personal.
 */
export const GET = route({ access: "public", query: querySchema }, async ({ query, database }) => {
  const user = await getSessionUser();
  if (!user) return ok<BookingOffersAnswer>({ offers: [] });
  const at = query.at ? new Date(query.at) : new Date();
  return ok<BookingOffersAnswer>({ offers: await listUsableOffers(await database(), user.id, at) });
});
