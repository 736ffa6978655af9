import { eq } from "drizzle-orm";
import { writeAudit } from "@/lib/platform/audit/audit-log";
import { recordOrderEvent } from "@/lib/booking/orders/order-timeline";
import type { Database } from "@/lib/platform/db";
import { orders } from "@/lib/platform/db/schema";
import { isUuid } from "@/lib/kernel/ids";
import { returnGiftCardPart } from "@/lib/gift-cards/redeem";
import { failure, type Failure } from "@/lib/kernel/failure";
import { scheduleJob } from "@/lib/platform/jobs/queue";
import { formatUsd } from "@/lib/kernel/money";
import { BILLING_JOB_KINDS } from "./job-kinds";
import type { RefundInput } from "./refunds";

export const GIFT_CARD_RETURN_MESSAGES = {
  notFound: "We could not find that order.",
  cancelled: "This visit was cancelled: its gift card was already returned in full.",
  none: "Nothing of a gift card is left on this order to return.",
  tooMuch: (heldCents: number) => `At most ${formatUsd(heldCents)} of the gift card can go back.`,
} as const;

export type GiftCardReturnResult = { ok: true; returnedCents: number; leftCents: number } | Failure;

/**
 * The gift-card part of a visit refunded: the amount goes back on the card's balance, with the
 * card row locked and the order's holding re-read (lib/gift-cards/redeem.ts), and its audit
 * entry, timeline line and email are written in the same transaction as the card's ledger row.
 */
export async function returnGiftCardToCard(db: Database, actor: { id: string }, orderId: string, input: RefundInput, now = new Date()): Promise<GiftCardReturnResult> {
  if (!isUuid(orderId)) return failure("not-found", GIFT_CARD_RETURN_MESSAGES.notFound);
  return db.transaction(async (tx): Promise<GiftCardReturnResult> => {
    const [order] = await tx.select({ id: orders.id, status: orders.status }).from(orders).where(eq(orders.id, orderId)).for("update");
    if (!order) return failure("not-found", GIFT_CARD_RETURN_MESSAGES.notFound);
    if (order.status === "cancelled") return failure("invalid", GIFT_CARD_RETURN_MESSAGES.cancelled);
    const result = await returnGiftCardPart(tx, order.id, { cents: input.amount, actorId: actor.id, at: now });
    if (result.heldCents <= 0) return failure("invalid", GIFT_CARD_RETURN_MESSAGES.none);
    if (result.returnedCents === 0) return failure("invalid", GIFT_CARD_RETURN_MESSAGES.tooMuch(result.heldCents), { fieldErrors: { amount: GIFT_CARD_RETURN_MESSAGES.tooMuch(result.heldCents) } });
    await writeAudit(tx, { actorId: actor.id, action: "payment.refund", subjectType: "order", subjectId: order.id, reason: input.reason, details: { orderId: order.id, kind: "gift_card", amountCents: input.amount }, at: now });
    await recordOrderEvent(tx, {
      orderId: order.id,
      type: "payment",
      actorId: actor.id,
      note: `Refund ${formatUsd(input.amount)} back to the gift card: ${input.reason}`,
      data: { kind: "refund", to: "gift_card", outcome: "succeeded", amountCents: input.amount },
      at: now,
    });
    await scheduleJob(tx, { kind: BILLING_JOB_KINDS.mail, payload: { mail: "gift-card-returned", orderId: order.id, amountCents: input.amount, reason: input.reason }, runAt: now, at: now });
    return { ok: true, returnedCents: input.amount, leftCents: result.heldCents - input.amount };
  });
}
