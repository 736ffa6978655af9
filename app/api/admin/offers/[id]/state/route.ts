import { requireAdminApi } from "@/lib/web/http/admin-access";
import { offerStateSchema } from "@/lib/admin/offers/offer-schemas";
import { OFFER_MESSAGES, setOfferState } from "@/lib/admin/offers/offers";
import type { SavedOfferAnswer } from "@/lib/admin/offers/admin-offers-contract";
import { ok } from "@/lib/web/http/answer";
import { intIdParams } from "@/lib/web/http/params";
import { route } from "@/lib/web/http/route";

/** Activates or ends an offer now: { action: "activate" | "end" }. */
export const POST = route(
  { access: requireAdminApi("offers.manage"), params: intIdParams, notFound: OFFER_MESSAGES.notFound, body: offerStateSchema },
  async ({ user, params, body, database }) => {
    const result = await setOfferState(await database(), user, params.id, body.action);
    return result.ok ? ok<SavedOfferAnswer>({ offer: result.data }) : result;
  },
);
