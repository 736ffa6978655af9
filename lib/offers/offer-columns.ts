import { specialOffers } from "@/lib/platform/db/schema";

/** What a customer is shown of an offer (its name, wording and discount): the select list the public and booking reads share. */
export const OFFER_SUMMARY_COLUMNS = {
  id: specialOffers.id,
  name: specialOffers.name,
  description: specialOffers.description,
  isPercentage: specialOffers.isPercentage,
  discountValue: specialOffers.discountValue,
};
