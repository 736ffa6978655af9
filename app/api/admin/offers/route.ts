import { requireAdminApi } from "@/lib/web/http/admin-access";
import { offerInputSchema } from "@/lib/admin/offers/offer-schemas";
import { createOffer, listAdminOffers } from "@/lib/admin/offers/offers";
import type { SavedOfferAnswer } from "@/lib/admin/offers/admin-offers-contract";
import { ok } from "@/lib/web/http/answer";
import { route } from "@/lib/web/http/route";

/** Every special offer with how many hold and used it (Admins and the SuperAdmin). */
export const GET = route({ access: requireAdminApi("offers.manage") }, async ({ database }) => ok({ items: await listAdminOffers(await database()) }));

/** Creates an offer: { name, description, isPercentage, discountValue, isPublic, assignToNewAccounts, startsOn?, endsOn? }. */
export const POST = route({ access: requireAdminApi("offers.manage"), body: offerInputSchema }, async ({ user, body, database }) => {
  const result = await createOffer(await database(), user, body);
  return result.ok ? ok<SavedOfferAnswer>({ offer: result.data }, { status: 201 }) : result;
});
