import { eq } from "drizzle-orm";
import { z } from "zod";
import { formatVisitDate } from "@/lib/booking/booking-time";
import { formatInNewYork } from "@/lib/kernel/format/date-time";
import { formatUsd } from "@/lib/kernel/money";
import { formatOrderNumber } from "@/lib/booking/order-number";
import { getConfig } from "@/lib/platform/config";
import type { Database } from "@/lib/platform/db";
import { orderPayments, orders, paymentMethods, users, type OrderPaymentKind } from "@/lib/platform/db/schema";
import type { JobHandlers } from "@/lib/platform/jobs/worker";
import { sendMail, type MailContent } from "@/lib/platform/mail";
import { paymentMail, type PaymentMailView } from "@/lib/platform/mail/templates/payments";
import { getPaymentProvider } from "@/lib/payments/provider/provider";
import type { PaymentProvider } from "@/lib/payments/provider/types";
import { cardLabel } from "./cards/cards";
import { runChargeTry } from "./charge";
import { BILLING_JOB_KINDS } from "./job-kinds";
import { loadReceipt } from "./receipt";

type OrderRow = typeof orders.$inferSelect;

const chargePayload = z.object({ orderPaymentId: z.uuid(), attempt: z.number().int().min(1) });
const mailPayload = z.discriminatedUnion("mail", [
  z.object({ mail: z.literal("charge-failed"), orderPaymentId: z.uuid(), attempt: z.number().int().min(1) }),
  z.object({ mail: z.literal("tip-not-charged"), orderPaymentId: z.uuid(), attempt: z.number().int().min(1) }),
  z.object({ mail: z.literal("paid"), orderPaymentId: z.uuid() }),
  z.object({ mail: z.literal("refunded"), orderPaymentId: z.uuid() }),
  z.object({ mail: z.literal("gift-card-returned"), orderId: z.uuid(), amountCents: z.number().int().positive(), reason: z.string() }),
]);

export type MailSender = (to: string, content: MailContent) => Promise<unknown>;

type MailPayload = z.output<typeof mailPayload>;

const viewOf = (row: { order: OrderRow; firstName: string }, payment: { amountCents: number; kind: OrderPaymentKind }, card: string | null): PaymentMailView => ({
  firstName: row.firstName,
  number: formatOrderNumber(row.order.number),
  serviceName: row.order.quote.service.name,
  visitDay: formatVisitDate(row.order.startsAt),
  amount: formatUsd(payment.amountCents),
  kind: payment.kind,
  card,
  phone: getConfig().COMPANY_PHONE,
});

const receiptUrl = (orderId: string) => `${getConfig().PUBLIC_URL}/order/${orderId}/receipt`;

/** Staff put part of the visit's gift card back on it: the customer hears so, with the receipt. */
async function giftCardReturnedMail(db: Database, payload: Extract<MailPayload, { mail: "gift-card-returned" }>): Promise<{ to: string; content: MailContent } | null> {
  const [row] = await db.select({ order: orders, email: users.email, firstName: users.firstName }).from(orders).innerJoin(users, eq(users.id, orders.customerId)).where(eq(orders.id, payload.orderId));
  if (!row) return null;
  return { to: row.email, content: paymentMail.refunded(viewOf(row, { amountCents: payload.amountCents, kind: "refund" }, null), { to: "gift card", reason: payload.reason, url: receiptUrl(row.order.id) }) };
}

async function paymentMailFor(db: Database, payload: MailPayload): Promise<{ to: string; content: MailContent } | null> {
  if (payload.mail === "gift-card-returned") return giftCardReturnedMail(db, payload);
  const [row] = await db
    .select({ payment: orderPayments, order: orders, email: users.email, firstName: users.firstName, card: paymentMethods })
    .from(orderPayments)
    .innerJoin(orders, eq(orders.id, orderPayments.orderId))
    .innerJoin(users, eq(users.id, orderPayments.customerId))
    .leftJoin(paymentMethods, eq(paymentMethods.id, orderPayments.paymentMethodId))
    .where(eq(orderPayments.id, payload.orderPaymentId));
  if (!row) return null;
  const config = getConfig();
  const view = viewOf(row, row.payment, row.card ? cardLabel(row.card) : null);
  if (payload.mail === "refunded") return { to: row.email, content: paymentMail.refunded(view, { to: "card", reason: row.payment.note, url: receiptUrl(row.order.id) }) };
  if (payload.mail === "paid") {
    const receipt = await loadReceipt(db, row.order.id);
    if (!receipt) return null;
    return {
      to: row.email,
      content: paymentMail.paid(view, {
        paid: formatUsd(receipt.totals.paidCents),
        balance: formatUsd(receipt.totals.balanceCents),
        url: receiptUrl(row.order.id),
        lines: receipt.lines.map((line) => ({ label: line.label, amount: formatUsd(line.amountCents) })),
        refunded: receipt.totals.refundedCents > 0 ? formatUsd(receipt.totals.refundedCents) : null,
      }),
    };
  }
  if (payload.mail === "tip-not-charged") {
    // Only the news of the try that dropped it (docs/payments.md#tips: a tip is never chased).
    if (row.payment.status !== "cancelled" || row.payment.attempt !== payload.attempt) return null;
    return { to: row.email, content: paymentMail.tipNotCharged(view, { noCard: row.payment.failureCode === "no_card", needsAuthentication: row.payment.failureCode === "authentication_required" }) };
  }
  // Paid, retried or settled by staff since this try failed: the news is stale.
  if (row.payment.status !== "failed" || row.payment.attempt !== payload.attempt) return null;
  return {
    to: row.email,
    content: paymentMail.chargeFailed(view, {
      needsAuthentication: row.payment.failureCode === "authentication_required",
      noCard: row.payment.failureCode === "no_card",
      nextTry: row.payment.nextRetryAt ? formatInNewYork(row.payment.nextRetryAt, "longWeekdayMonthDay") : null,
      payUrl: `${config.PUBLIC_URL}/pay/${row.payment.id}`,
    }),
  };
}

/** The billing domain's jobs: a try at charging an order payment, and the emails about it. */
export function createBillingJobHandlers(deps: { send?: MailSender; provider?: () => PaymentProvider | null } = {}): JobHandlers {
  const send: MailSender = deps.send ?? ((to, content) => sendMail(to, content));
  const providerOf = deps.provider ?? getPaymentProvider;
  return {
    [BILLING_JOB_KINDS.charge]: async (payload, { db, logger }) => {
      const { orderPaymentId, attempt } = chargePayload.parse(payload);
      const provider = providerOf();
      // Taking payments is switched off (no Stripe keys outside a demo): try again later.
      if (!provider) throw new Error("no payment provider is configured");
      const outcome = await runChargeTry(db, provider, orderPaymentId, attempt);
      logger.info({ payment: { orderPaymentId, attempt, outcome } }, "order payment try");
    },
    [BILLING_JOB_KINDS.mail]: async (payload, { db }) => {
      const mail = await paymentMailFor(db, mailPayload.parse(payload));
      if (mail) await send(mail.to, mail.content);
    },
  };
}

export const billingJobHandlers: JobHandlers = createBillingJobHandlers();
