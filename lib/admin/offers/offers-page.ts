import { getDb } from "@/lib/platform/db";
import { listAdminOffers, type AdminOfferListItem } from "./offers";

/** /admin/offers: every special offer with its use. */
export async function adminOffersPageView(now: Date = new Date()): Promise<AdminOfferListItem[]> {
  return listAdminOffers(await getDb(), now);
}
