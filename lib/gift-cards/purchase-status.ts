import { and, eq } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "@/lib/platform/db";
import { giftCards, payments } from "@/lib/platform/db/schema";
import { newYorkIsoDateOf } from "@/lib/kernel/time/new-york";
import { formatCode } from "./codes";
import { decryptCode } from "./crypto";
import type { PurchaseDto, PurchaseState } from "./dto";

export const purchaseIdSchema = z.guid();

/** One purchase as its buyer sees it on the confirmation page; anyone else's is "not found". */
export async function loadPurchase(db: Database, buyerId: string, purchaseId: string): Promise<PurchaseDto | null> {
  if (!purchaseIdSchema.safeParse(purchaseId).success) return null;
  const [row] = await db
    .select({ card: giftCards, payment: payments })
    .from(giftCards)
    .innerJoin(payments, eq(payments.id, giftCards.paymentId))
    .where(and(eq(giftCards.id, purchaseId), eq(giftCards.purchaserId, buyerId)))
    .limit(1);
  if (!row) return null;
  const { card, payment } = row;
  const state: PurchaseState =
    card.status === "active" ? "issued" : card.status === "void" ? "void" : payment.status === "failed" ? "payment_failed" : "awaiting_payment";
  const issued = card.status !== "pending_payment";
  return {
    id: card.id,
    state,
    amountCents: card.initialCents,
    balanceCents: card.balanceCents,
    recipientName: card.recipientName,
    recipientEmail: card.recipientEmail,
    message: card.message,
    deliverOn: card.deliverOn,
    deliversToday: card.deliverOn <= newYorkIsoDateOf(payment.paidAt ?? new Date()),
    deliveredAt: card.deliveredAt?.toISOString() ?? null,
    code: issued ? formatCode(decryptCode(card.codeEncrypted, card.codeHash)) : null,
    last4: card.last4,
    createdAt: card.createdAt.toISOString(),
    paidAt: payment.paidAt?.toISOString() ?? null,
    reference: payment.id.slice(0, 8).toUpperCase(),
    testMode: payment.provider === "test",
  };
}
