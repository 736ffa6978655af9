import type { Database } from "@/lib/platform/db";
import type { AdminOfferDto } from "./offer-dto";
import { getAdminOffer } from "./offers";
import { offerUsage, type OfferUsage } from "./usage";

export interface AdminOfferDetail {
  offer: AdminOfferDto;
  usage: OfferUsage;
}

/** One offer for staff with who holds it and the orders that used it; null when there is none. */
export async function adminOfferDetail(db: Database, id: number, now: Date = new Date()): Promise<AdminOfferDetail | null> {
  const offer = await getAdminOffer(db, id, now);
  return offer ? { offer, usage: await offerUsage(db, id) } : null;
}
