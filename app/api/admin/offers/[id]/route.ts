import { requireAdminApi } from "@/lib/web/http/admin-access";
import { offerInputSchema } from "@/lib/admin/offers/offer-schemas";
import { adminOfferDetail } from "@/lib/admin/offers/offer-detail";
import { OFFER_MESSAGES, updateOffer } from "@/lib/admin/offers/offers";
import type { SavedOfferAnswer } from "@/lib/admin/offers/admin-offers-contract";
import { failure } from "@/lib/kernel/failure";
import { ok } from "@/lib/web/http/answer";
import { intIdParams } from "@/lib/web/http/params";
import { route } from "@/lib/web/http/route";

/** One offer, who holds it and who used it. */
export const GET = route({ access: requireAdminApi("offers.manage"), params: intIdParams, notFound: OFFER_MESSAGES.notFound }, async ({ params, database }) => {
  const detail = await adminOfferDetail(await database(), params.id);
  return detail ? ok(detail) : failure("not-found", OFFER_MESSAGES.notFound);
});

/** Edits an offer (the same fields as creating one). */
export const PUT = route(
  { access: requireAdminApi("offers.manage"), params: intIdParams, notFound: OFFER_MESSAGES.notFound, body: offerInputSchema },
  async ({ user, params, body, database }) => {
    const result = await updateOffer(await database(), user, params.id, body);
    return result.ok ? ok<SavedOfferAnswer>({ offer: result.data }) : result;
  },
);
