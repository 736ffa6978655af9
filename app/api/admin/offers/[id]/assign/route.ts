import { requireAdminApi } from "@/lib/web/http/admin-access";
import { assignOffer } from "@/lib/admin/offers/assign";
import type { OfferAssignAnswer } from "@/lib/admin/offers/admin-offers-contract";
import { offerAssignSchema } from "@/lib/admin/offers/offer-schemas";
import { OFFER_MESSAGES } from "@/lib/admin/offers/offers";
import { answerResult } from "@/lib/web/http/answer";
import { intIdParams } from "@/lib/web/http/params";
import { route } from "@/lib/web/http/route";

/** Gives the offer to one person or a list: { emails: [...] }; answers who got it and who did not. */
export const POST = route(
  { access: requireAdminApi("offers.manage"), params: intIdParams, notFound: OFFER_MESSAGES.notFound, body: offerAssignSchema },
  async ({ user, params, body, database }) => answerResult<OfferAssignAnswer>(await assignOffer(await database(), user, params.id, body)),
);
