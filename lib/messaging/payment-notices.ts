import { eq } from "drizzle-orm";
import { z } from "zod";
import { formatUsd } from "@/lib/kernel/money";
import type { PaymentNotice } from "@/lib/payments/payment-reactions";
import { getConfig } from "@/lib/platform/config";
import type { Database } from "@/lib/platform/db";
import { orderPayments, orders } from "@/lib/platform/db/schema";
import { customerTexts } from "./notice-texts";
import type { NoticeText } from "./queue-notice-text";
import { customerRecipient } from "./recipients";

/** A payment notice as its job keeps it (lib/messaging/notice-reactions.ts). */
export const paymentNoticeSchema = z.object({
  kind: z.literal("charge-failed"),
  orderPaymentId: z.uuid(),
  orderId: z.uuid(),
  attempt: z.number().int().min(1),
  dedupeKey: z.string().min(1).max(300),
}) satisfies z.ZodType<PaymentNotice>;

/**
 * The texts of a payment notice (docs/messaging.md, "What is texted"): a declined charge or fee
 * texts the customer the pay link the email gives, `/pay/{payment}`. Composed when its job runs,
 * like the email (lib/payments/jobs.ts): paid, retried or settled by staff since, it says nothing.
 */
export async function paymentNoticeTexts(db: Database, notice: PaymentNotice): Promise<NoticeText[]> {
  const [row] = await db
    .select({ payment: orderPayments, order: orders })
    .from(orderPayments)
    .innerJoin(orders, eq(orders.id, orderPayments.orderId))
    .where(eq(orderPayments.id, notice.orderPaymentId));
  if (!row || row.payment.kind === "tip" || row.payment.kind === "refund") return [];
  if (row.payment.status !== "failed" || row.payment.attempt !== notice.attempt) return [];
  const recipient = await customerRecipient(db, row.order);
  if (!recipient) return [];
  const body = customerTexts.paymentDeclined({
    amount: formatUsd(row.payment.amountCents),
    what: row.payment.kind === "fee" ? "late-cancellation fee" : "cleaning",
    visitStartsAt: row.order.startsAt,
    payUrl: `${getConfig().PUBLIC_URL}/pay/${row.payment.id}`,
  });
  return [{ recipient, orderId: row.order.id, type: "payment-declined", noticeKey: notice.dedupeKey, body }];
}
