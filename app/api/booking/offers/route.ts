import { z } from "zod";
import { getSessionUser } from "@/lib/auth/session";
import { listUsableOffers } from "@/lib/booking/offers";
import { getDb } from "@/lib/db";
import { parseValue, searchParamsOf } from "@/lib/http/parse";
import { okResponse } from "@/lib/http/responses";

const querySchema = z.object({
  /** The visit's start, when chosen: offers must be active then. */
  at: z.iso.datetime({ offset: true, error: "Give the visit's start as an ISO time." }).optional(),
});

/**
 * GET /api/booking/offers: the signed-in user's special offers that a booking can use (assigned,
 * unused, active at the visit's start). Visitors get an empty list: offers are personal.
 */
export async function GET(request: Request): Promise<Response> {
  const parsed = parseValue(searchParamsOf(request), querySchema);
  if (!parsed.ok) return parsed.response;
  const user = await getSessionUser();
  if (!user) return okResponse({ offers: [] });
  const at = parsed.data.at ? new Date(parsed.data.at) : new Date();
  return okResponse({ offers: await listUsableOffers(await getDb(), user.id, at) });
}
