import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "@/lib/platform/db";
import { billingProfiles, giftCardTransactions, orderPayments, orders, paymentMethods, users, type OrderPaymentKind, type OrderPaymentStatus } from "@/lib/platform/db/schema";
import { isUuid } from "@/lib/kernel/ids";
import { formatOrderNumber } from "@/lib/booking/order-number";
import { orderSettlement } from "@/lib/booking/order-settlement";
import { addressLine } from "@/lib/booking/orders/queries";
import type { QuoteLine } from "@/lib/booking/quote-line";
import { cardLabel } from "./cards/cards";
import { moneyTotals, priceLinesBeside, type MoneyTotals } from "./money-summary";

/**
 * What an order's receipt (or, for an invoiced office client, its invoice) says: the price
 * lines with the NYC sales tax, every payment, tip and refund, and the balance. The page
 * (`/order/{id}/receipt`) and the receipt emails read the same figures.
 */

/** Office clients pay an invoice within this many days of the visit (docs/payments.md#receipts-and-invoices). */
export const INVOICE_TERMS_DAYS = 30;

export interface ReceiptPayment {
  id: string;
  kind: Exclude<OrderPaymentKind, "refund">;
  amountCents: number;
  status: OrderPaymentStatus;
  card: string | null;
  at: Date | null;
}

export interface ReceiptRefund {
  id: string;
  /** The card paid with, or the gift card the visit used. */
  to: "card" | "gift card";
  /** The payment it gives money back from (null for the gift card). */
  ofId: string | null;
  amountCents: number;
  card: string | null;
  reason: string | null;
  at: Date | null;
}

export type ReceiptDocument =
  | { kind: "receipt" }
  | { kind: "invoice"; company: string; invoiceNumber: string; issuedOn: Date; dueOn: Date };

export interface Receipt {
  orderId: string;
  customerId: string;
  number: string;
  status: string;
  serviceName: string;
  startsAt: Date;
  address: string;
  customer: { name: string; email: string };
  document: ReceiptDocument;
  /** The booked price, line by line; a cancelled visit's only line is its fee, if any. */
  lines: QuoteLine[];
  cancelled: boolean;
  /** What the order still holds of its gift card: what staff may still return to it. */
  giftCardHeldCents: number;
  payments: ReceiptPayment[];
  refunds: ReceiptRefund[];
  totals: MoneyTotals;
}

/** What an order still holds of its gift card: staff may have returned part of it. */
async function giftCardHeld(db: Database, orderId: string): Promise<{ heldCents: number; returnedAt: Date | null }> {
  const [row] = await db
    .select({
      held: sql<number>`-coalesce(sum(${giftCardTransactions.amountCents}), 0)`.mapWith(Number),
      returnedAt: sql<Date | null>`max(${giftCardTransactions.createdAt}) filter (where ${giftCardTransactions.kind} = 'refund')`.mapWith((value: string | Date | null) => (value ? new Date(value) : null)),
    })
    .from(giftCardTransactions)
    .where(and(eq(giftCardTransactions.orderId, orderId), inArray(giftCardTransactions.kind, ["redeem", "refund"])));
  return { heldCents: row?.held ?? 0, returnedAt: row?.returnedAt ?? null };
}

export async function loadReceipt(db: Database, orderId: string): Promise<Receipt | null> {
  if (!isUuid(orderId)) return null;
  const [row] = await db
    .select({ order: orders, firstName: users.firstName, lastName: users.lastName, email: users.email, profile: billingProfiles })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.customerId))
    .leftJoin(billingProfiles, eq(billingProfiles.userId, orders.customerId))
    .where(eq(orders.id, orderId));
  if (!row) return null;
  const { order } = row;
  const rows = await db
    .select({ payment: orderPayments, card: paymentMethods })
    .from(orderPayments)
    .leftJoin(paymentMethods, eq(paymentMethods.id, orderPayments.paymentMethodId))
    .where(eq(orderPayments.orderId, order.id))
    .orderBy(asc(orderPayments.createdAt));
  const payments: ReceiptPayment[] = rows.flatMap(({ payment, card }) =>
    payment.kind === "refund" || payment.status === "cancelled"
      ? []
      : [{ id: payment.id, kind: payment.kind, amountCents: payment.amountCents, status: payment.status, card: card ? cardLabel(card) : null, at: payment.settledAt }],
  );
  const refunds: ReceiptRefund[] = rows.flatMap(({ payment, card }) =>
    payment.kind === "refund" && payment.status === "succeeded"
      ? [{ id: payment.id, to: "card" as const, ofId: payment.refundOfId, amountCents: payment.amountCents, card: card ? cardLabel(card) : null, reason: payment.note, at: payment.settledAt }]
      : [],
  );
  const cancelled = order.status === "cancelled";
  let giftCardHeldCents = 0;
  // A cancelled visit's gift card went back whole with the cancellation: that is not a refund.
  if (!cancelled && order.giftCardCents > 0) {
    const gift = await giftCardHeld(db, order.id);
    giftCardHeldCents = gift.heldCents;
    const returned = order.giftCardCents - gift.heldCents;
    if (returned > 0) refunds.push({ id: `gift-card-${order.id}`, to: "gift card", ofId: null, amountCents: returned, card: null, reason: null, at: gift.returnedAt });
  }

  const totals = moneyTotals({ dueCents: orderSettlement(order).amountDueCents, payments, refundedCents: refunds.reduce((sum, refund) => sum + refund.amountCents, 0) });

  const charge = rows.find(({ payment }) => payment.kind === "charge" || payment.kind === "fee")?.payment;
  const issuedOn = charge?.createdAt ?? order.startsAt;
  const number = formatOrderNumber(order.number);
  const document: ReceiptDocument =
    row.profile?.billingMode === "invoice"
      ? {
          kind: "invoice",
          company: row.profile.invoiceCompany ?? `${row.firstName} ${row.lastName}`.trim(),
          invoiceNumber: number.replace(/^[A-Z]+-/, "INV-"),
          issuedOn,
          dueOn: new Date(issuedOn.getTime() + INVOICE_TERMS_DAYS * 86_400_000),
        }
      : { kind: "receipt" };

  return {
    orderId: order.id,
    customerId: order.customerId,
    number,
    status: order.status,
    serviceName: order.quote.service.name,
    startsAt: order.startsAt,
    address: addressLine(order),
    customer: { name: `${row.firstName} ${row.lastName}`.trim(), email: row.email },
    document,
    lines: cancelled
      ? order.lateCancellationFeeCents > 0
        ? [{ kind: "amount-due", label: "Late-cancellation fee", amountCents: order.lateCancellationFeeCents }]
        : []
      : priceLinesBeside(order.quote.lines, totals),
    cancelled,
    giftCardHeldCents,
    payments,
    refunds,
    totals,
  };
}

/** What of a payment taken by card may still go back, by the refunds on the receipt (the server re-checks with the row locked). */
export function refundableOnReceipt(receipt: Pick<Receipt, "refunds">, payment: ReceiptPayment): number {
  if (payment.status !== "succeeded") return 0;
  return payment.amountCents - receipt.refunds.filter((refund) => refund.ofId === payment.id).reduce((sum, refund) => sum + refund.amountCents, 0);
}
