import { and, asc, desc, eq, inArray, isNotNull, ne, sql } from "drizzle-orm";
import type { Database } from "@/lib/platform/db";
import { giftCardTransactions, giftCards, orders, users, type GiftCardRow } from "@/lib/platform/db/schema";
import { giftCardBasics } from "./card-basics";
import { formatCode } from "./codes";
import { decryptCode } from "./crypto";
import type { GiftCardDto, GiftCardHistoryEntryDto, MyGiftCardsDto } from "./dto";

export interface Viewer {
  id: string;
  email: string;
  emailVerified: boolean;
}

const ISSUED = ["active", "void"] as const;
const LIST_LIMIT = 100;

/**
 * The cards the viewer bought, and the cards delivered to their email (case-insensitive). A
 * card sent to an address shows up only for an account that proved it owns that address, and
 * only once it was delivered, so a surprise stays one until its day.
 */
export async function listMyGiftCards(db: Database, viewer: Viewer): Promise<MyGiftCardsDto> {
  const columns = { card: giftCards, fromFirst: users.firstName, fromLast: users.lastName };
  const bought = await db
    .select(columns)
    .from(giftCards)
    .innerJoin(users, eq(users.id, giftCards.purchaserId))
    .where(and(eq(giftCards.purchaserId, viewer.id), inArray(giftCards.status, ISSUED)))
    .orderBy(desc(giftCards.createdAt))
    .limit(LIST_LIMIT);
  const received = viewer.emailVerified
    ? await db
        .select(columns)
        .from(giftCards)
        .innerJoin(users, eq(users.id, giftCards.purchaserId))
        .where(
          and(
            sql`lower(${giftCards.recipientEmail}) = ${viewer.email.trim().toLowerCase()}`,
            ne(giftCards.purchaserId, viewer.id),
            inArray(giftCards.status, ISSUED),
            isNotNull(giftCards.deliveredAt),
          ),
        )
        .orderBy(desc(giftCards.deliveredAt))
        .limit(LIST_LIMIT)
    : [];
  const history = await historyOf(db, viewer.id, [...bought, ...received].map((row) => row.card.id));
  const toDto = (row: (typeof bought)[number]) => toGiftCardDto(row.card, `${row.fromFirst} ${row.fromLast}`.trim(), history.get(row.card.id) ?? []);
  return { bought: bought.map(toDto), received: received.map(toDto), receivedNeedsVerifiedEmail: !viewer.emailVerified };
}

/** Ledger rows per card, oldest first; order numbers only for the viewer's own orders. */
async function historyOf(db: Database, viewerId: string, cardIds: string[]): Promise<Map<string, GiftCardHistoryEntryDto[]>> {
  const byCard = new Map<string, GiftCardHistoryEntryDto[]>();
  if (cardIds.length === 0) return byCard;
  const rows = await db
    .select({ giftCardId: giftCardTransactions.giftCardId, kind: giftCardTransactions.kind, amountCents: giftCardTransactions.amountCents, at: giftCardTransactions.createdAt, orderNumber: orders.number })
    .from(giftCardTransactions)
    .leftJoin(orders, and(eq(orders.id, giftCardTransactions.orderId), eq(orders.customerId, viewerId)))
    .where(inArray(giftCardTransactions.giftCardId, cardIds))
    .orderBy(asc(giftCardTransactions.createdAt), asc(giftCardTransactions.id));
  for (const row of rows) {
    const list = byCard.get(row.giftCardId) ?? [];
    list.push({ kind: row.kind, amountCents: row.amountCents, at: row.at.toISOString(), orderNumber: row.orderNumber ?? null });
    byCard.set(row.giftCardId, list);
  }
  return byCard;
}

export function toGiftCardDto(card: GiftCardRow, fromName: string, history: GiftCardHistoryEntryDto[]): GiftCardDto {
  if (card.status === "pending_payment") throw new Error("a card waiting for payment has no DTO");
  return {
    ...giftCardBasics(card),
    code: formatCode(decryptCode(card.codeEncrypted, card.codeHash)),
    status: card.status,
    fromName,
    message: card.message,
    history,
  };
}
