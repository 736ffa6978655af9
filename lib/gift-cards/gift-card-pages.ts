import { getDb } from "@/lib/platform/db";
import type { MyGiftCardsDto, PurchaseDto } from "./dto";
import { listMyGiftCards, type Viewer } from "./listing";
import { loadPurchase } from "./purchase-status";

/** The customer's gift-card pages (docs/architecture.md, "Pages and handlers are thin"). */

/** /gift-cards: the cards the customer bought and received. */
export async function myGiftCardsPageView(viewer: Viewer): Promise<MyGiftCardsDto> {
  return listMyGiftCards(await getDb(), viewer);
}

/** /gift-card-confirmation: one of the customer's purchases; null for any other. */
export async function giftCardPurchasePageView(buyerId: string, purchaseId: string): Promise<PurchaseDto | null> {
  return loadPurchase(await getDb(), buyerId, purchaseId);
}
