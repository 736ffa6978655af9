import { listGiftCardsForAdmin, type AdminGiftCardPage, type AdminGiftCardQuery } from "@/lib/gift-cards/admin";
import { getDb } from "@/lib/platform/db";
import { giftCardHistories, type StaffGiftCardEntry } from "./history";

/** /admin/gift-cards: one page of cards and the history of each. */
export async function adminGiftCardsPageView(query: AdminGiftCardQuery): Promise<{ page: AdminGiftCardPage; histories: Map<string, StaffGiftCardEntry[]> }> {
  const db = await getDb();
  const page = await listGiftCardsForAdmin(db, query, query);
  const histories = await giftCardHistories(db, page.items.map((card) => card.id));
  return { page, histories };
}
