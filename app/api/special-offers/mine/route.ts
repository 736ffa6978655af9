import { getDb } from "@/lib/db";
import { requireApiUser } from "@/lib/http/guards";
import { errorResponse, okResponse } from "@/lib/http/responses";
import { requestLogger } from "@/lib/log/logger";
import { listUserOffers } from "@/lib/offers/queries";

export const dynamic = "force-dynamic";

/**
 * GET /api/special-offers/mine: the signed-in user's usable offers as [{"specialOfferId": n}];
 * 401 for visitors. Per user, so never cached (okResponse sends no-store).
 */
export async function GET(request: Request): Promise<Response> {
  const guarded = await requireApiUser();
  if (!guarded.ok) return guarded.response;
  try {
    return okResponse(await listUserOffers(await getDb(), guarded.user.id));
  } catch (error) {
    requestLogger(request.headers).error({ err: error }, "special offers: the user's list could not be loaded");
    return errorResponse(503, "Your offers are not available right now.");
  }
}
