import { and, eq, sql } from "drizzle-orm";
import { giftCardTransactions, giftCards } from "@/lib/platform/db/schema";
import { scheduleGiftCardEmails } from "./schedule";
import type { Transaction } from "@/lib/platform/db/transaction";

/**
 * Makes the card bought with this payment usable: pending_payment → active with its full
 * balance, an "issue" row in its ledger, and its emails scheduled. Runs in the transaction that
 * marks the payment paid; the status condition means a second call issues nothing.
 * Returns the card id, or null when there was nothing to issue.
 */
export async function issueGiftCardForPayment(tx: Transaction, paymentId: string, now: Date): Promise<string | null> {
  const [card] = await tx
    .update(giftCards)
    .set({ status: "active", balanceCents: sql`${giftCards.initialCents}`, issuedAt: now })
    .where(and(eq(giftCards.paymentId, paymentId), eq(giftCards.status, "pending_payment")))
    .returning({ id: giftCards.id, initialCents: giftCards.initialCents, deliverOn: giftCards.deliverOn });
  if (!card) return null;
  await tx.insert(giftCardTransactions).values({ giftCardId: card.id, kind: "issue", amountCents: card.initialCents, createdAt: now });
  await scheduleGiftCardEmails(tx, card, now);
  return card.id;
}
