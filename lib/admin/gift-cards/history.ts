/**
 * The ledger of gift cards for the staff list (lib/gift-cards owns the cards, the list and
 * voiding; this only reads their transactions): one query for the cards on a page.
 */
import { asc, eq, inArray } from "drizzle-orm";
import { formatOrderNumber } from "@/lib/booking/order-number";
import type { Database } from "@/lib/platform/db";
import { giftCardTransactions, orders, users, type GiftCardTransactionKind } from "@/lib/platform/db/schema";

export interface StaffGiftCardEntry {
  id: number;
  kind: GiftCardTransactionKind;
  /** Signed: issue and refund add, redeem and void take away. */
  amountCents: number;
  at: string;
  order: { id: string; number: string } | null;
  actorName: string | null;
}

export async function giftCardHistories(db: Database, cardIds: readonly string[]): Promise<Map<string, StaffGiftCardEntry[]>> {
  const histories = new Map<string, StaffGiftCardEntry[]>(cardIds.map((id) => [id, []]));
  if (cardIds.length === 0) return histories;
  const rows = await db
    .select({
      entry: giftCardTransactions,
      orderNumber: orders.number,
      actorFirstName: users.firstName,
      actorLastName: users.lastName,
    })
    .from(giftCardTransactions)
    .leftJoin(orders, eq(orders.id, giftCardTransactions.orderId))
    .leftJoin(users, eq(users.id, giftCardTransactions.actorId))
    .where(inArray(giftCardTransactions.giftCardId, [...cardIds]))
    .orderBy(asc(giftCardTransactions.createdAt), asc(giftCardTransactions.id));
  for (const { entry, orderNumber, actorFirstName, actorLastName } of rows) {
    histories.get(entry.giftCardId)?.push({
      id: entry.id,
      kind: entry.kind,
      amountCents: entry.amountCents,
      at: entry.createdAt.toISOString(),
      order: entry.orderId && orderNumber !== null ? { id: entry.orderId, number: formatOrderNumber(orderNumber) } : null,
      actorName: actorFirstName !== null ? `${actorFirstName} ${actorLastName ?? ""}`.trim() : null,
    });
  }
  return histories;
}
