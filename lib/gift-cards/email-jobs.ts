import { and, eq, isNull } from "drizzle-orm";
import { z } from "zod";
import { getConfig } from "@/lib/platform/config";
import type { Database } from "@/lib/platform/db";
import { giftCards, payments, users } from "@/lib/platform/db/schema";
import type { JobHandler, JobHandlers } from "@/lib/platform/jobs/worker";
import { sendMail, type MailContent } from "@/lib/platform/mail";
import { giftCardMail } from "@/lib/gift-cards/gift-card-mail";
import { newYorkIsoDateOf } from "@/lib/kernel/time/new-york";
import { formatCode } from "./codes";
import { decryptCode } from "./crypto";
import { GIFT_CARD_JOBS } from "./schedule";

export type GiftCardMailer = (to: string, content: MailContent) => Promise<unknown>;

const payloadSchema = z.object({ giftCardId: z.guid() });

async function loadCard(db: Database, payload: Record<string, unknown>) {
  const { giftCardId } = payloadSchema.parse(payload);
  const [row] = await db
    .select({ card: giftCards, buyer: { email: users.email, firstName: users.firstName, lastName: users.lastName }, payment: { id: payments.id, provider: payments.provider, paidAt: payments.paidAt } })
    .from(giftCards)
    .innerJoin(users, eq(users.id, giftCards.purchaserId))
    .innerJoin(payments, eq(payments.id, giftCards.paymentId))
    .where(eq(giftCards.id, giftCardId))
    .limit(1);
  return row;
}

/**
 * The two gift-card emails as durable jobs. Each is sent at most once per card in practice:
 * the job exists once (dedupe key), and the handler skips a card already marked sent. The mark
 * is written after sending, so a crash in between can repeat a mail rather than lose it.
 */
export function createGiftCardJobHandlers(send: GiftCardMailer = sendMail): JobHandlers {
  const receipt: JobHandler = async (payload, { db }) => {
    const row = await loadCard(db, payload);
    if (!row || row.card.receiptSentAt || row.card.status === "pending_payment") return;
    const { card, buyer, payment } = row;
    const publicUrl = getConfig().PUBLIC_URL;
    const paidAt = payment.paidAt ?? card.issuedAt ?? new Date();
    await send(
      buyer.email,
      giftCardMail.receipt({
        buyerFirstName: buyer.firstName,
        amountCents: card.initialCents,
        recipientName: card.recipientName,
        recipientEmail: card.recipientEmail,
        deliverOn: card.deliverOn,
        deliversToday: card.deliverOn <= newYorkIsoDateOf(paidAt),
        last4: card.last4,
        paidAt,
        reference: payment.id.slice(0, 8).toUpperCase(),
        testMode: payment.provider === "test",
        confirmationUrl: `${publicUrl}/gift-card-confirmation?purchase=${card.id}`,
      }),
    );
    await db.update(giftCards).set({ receiptSentAt: new Date() }).where(and(eq(giftCards.id, card.id), isNull(giftCards.receiptSentAt)));
  };

  const delivery: JobHandler = async (payload, { db }) => {
    const row = await loadCard(db, payload);
    // A voided card is not delivered; nor is one already sent.
    if (!row || row.card.status !== "active" || row.card.deliveredAt) return;
    const { card, buyer } = row;
    await send(
      card.recipientEmail,
      giftCardMail.giftCard({
        recipientName: card.recipientName,
        fromName: `${buyer.firstName} ${buyer.lastName}`.trim(),
        amountCents: card.initialCents,
        code: formatCode(decryptCode(card.codeEncrypted, card.codeHash)),
        message: card.message,
        bookingUrl: `${getConfig().PUBLIC_URL}/booking`,
      }),
    );
    await db.update(giftCards).set({ deliveredAt: new Date() }).where(and(eq(giftCards.id, card.id), isNull(giftCards.deliveredAt)));
  };

  return { [GIFT_CARD_JOBS.receipt]: receipt, [GIFT_CARD_JOBS.delivery]: delivery };
}

export const giftCardJobHandlers: JobHandlers = createGiftCardJobHandlers();
