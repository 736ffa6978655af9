import { failure } from "@/lib/kernel/failure";
import { route } from "@/lib/web/http/route";
import { listPublicOffers } from "@/lib/offers/queries";

// Read from the database on every request; the build must never open it.
export const dynamic = "force-dynamic";

// The same list for everyone, so browsers and shared caches may keep it a minute.
const CACHE_CONTROL = "public, max-age=60";

/** GET /api/special-offers: the public offers active now, as a list (docs/product.md#special-offers). */
export const GET = route({ access: "public" }, async ({ logger, database }) => {
  try {
    const offers = await listPublicOffers(await database());
    return Response.json(offers, { headers: { "cache-control": CACHE_CONTROL } });
  } catch (error) {
    logger.error({ err: error }, "special offers: the public list could not be loaded");
    return failure("unavailable", "Special offers are not available right now.");
  }
});
