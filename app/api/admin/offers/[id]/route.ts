import { requireAdminApi } from "@/lib/web/http/admin-access";
import { offerInputSchema } from "@/lib/admin/offers/offer-schemas";
import { getAdminOffer, OFFER_MESSAGES, updateOffer } from "@/lib/admin/offers/offers";
import { offerUsage } from "@/lib/admin/offers/usage";
import { getDb } from "@/lib/platform/db";
import { failure } from "@/lib/kernel/failure";
import { ok } from "@/lib/web/http/answer";
import { intIdParams } from "@/lib/web/http/params";
import { route } from "@/lib/web/http/route";

/** One offer, who holds it and who used it. */
export const GET = route({ access: requireAdminApi("offers.manage"), params: intIdParams, notFound: OFFER_MESSAGES.notFound }, async ({ params }) => {
  const db = await getDb();
  const offer = await getAdminOffer(db, params.id);
  if (!offer) return failure("not-found", OFFER_MESSAGES.notFound);
  return ok({ offer, usage: await offerUsage(db, params.id) });
});

/** Edits an offer (the same fields as creating one). */
export const PUT = route(
  { access: requireAdminApi("offers.manage"), params: intIdParams, notFound: OFFER_MESSAGES.notFound, body: offerInputSchema },
  async ({ user, params, body }) => {
    const result = await updateOffer(await getDb(), user, params.id, body);
    return result.ok ? ok({ offer: result.data }) : result;
  },
);
