import { signedIn } from "@/lib/web/http/access";
import { failure } from "@/lib/kernel/failure";
import { ok } from "@/lib/web/http/answer";
import { route } from "@/lib/web/http/route";
import { listUserOffers } from "@/lib/offers/queries";

export const dynamic = "force-dynamic";

/**
 * GET /api/special-offers/mine: the signed-in user's usable offers as [{"specialOfferId": n}];
 * 401 for visitors. Per user, so never cached (okResponse sends no-store).
 */
export const GET = route({ access: signedIn }, async ({ user, logger, database }) => {
  try {
    return ok(await listUserOffers(await database(), user.id));
  } catch (error) {
    logger.error({ err: error }, "special offers: the user's list could not be loaded");
    return failure("unavailable", "Your offers are not available right now.");
  }
});
