/**
 * Whether one order's money adds up (docs/payments.md#money-rules): what was charged, fined,
 * tipped and refunded against what its lines say is owed. Pure: the nightly job and the tests
 * hand it an order and its payments and read the findings back.
 */
import type { OrderPaymentKind, OrderPaymentStatus, OrderStatus, StoredFinding } from "@/lib/platform/db/schema";

export interface LedgerPayment {
  id: string;
  kind: OrderPaymentKind;
  status: OrderPaymentStatus;
  amountCents: number;
  providerPaymentRef: string | null;
  refundOfId: string | null;
}

export interface OrderLedger {
  orderId: string;
  orderNumber: number;
  status: OrderStatus;
  totalCents: number;
  /** The price after the offer and the gift card: what the visit's charge must be. */
  amountDueCents: number;
  lateCancellationFeeCents: number;
  payments: readonly LedgerPayment[];
}

export const FINDING_CODES = [
  "missing_charge",
  "charge_mismatch",
  "charge_on_unfinished_order",
  "fee_mismatch",
  "tip_above_total",
  "refund_of_missing_payment",
  "refund_of_unpaid_payment",
  "refund_above_payment",
  "paid_without_provider_ref",
] as const;
export type FindingCode = (typeof FINDING_CODES)[number];

export type Finding = StoredFinding & { code: FindingCode };

/** Money actually in hand for a payment. */
const COLLECTED: readonly OrderPaymentStatus[] = ["succeeded", "paid_offline"];
/** A refund given or under way counts against its payment; a failed or cancelled one does not. */
const REFUND_COUNTS: readonly OrderPaymentStatus[] = ["pending", "processing", "succeeded", "paid_offline"];
/** Payments that stand: owed, under way or settled (not cancelled). */
const STANDING: readonly OrderPaymentStatus[] = ["pending", "processing", "succeeded", "failed", "paid_offline"];

const usd = (cents: number) => `$${(cents / 100).toFixed(2)}`;

export function checkOrder(ledger: OrderLedger): Finding[] {
  const findings: Finding[] = [];
  const add = (code: FindingCode, message: string, paymentId: string | null, expectedCents: number | null = null, actualCents: number | null = null) =>
    findings.push({ orderId: ledger.orderId, orderNumber: ledger.orderNumber, paymentId, code, message, expectedCents, actualCents });
  const ofKind = (kind: OrderPaymentKind) => ledger.payments.filter((payment) => payment.kind === kind);

  const charges = ofKind("charge");
  if (ledger.status === "completed" && ledger.amountDueCents > 0 && charges.length === 0) {
    add("missing_charge", `Completed with ${usd(ledger.amountDueCents)} due, but no charge was opened.`, null, ledger.amountDueCents, 0);
  }
  for (const charge of charges) {
    if (charge.amountCents !== ledger.amountDueCents) {
      add("charge_mismatch", `The charge is ${usd(charge.amountCents)}, the order's amount due ${usd(ledger.amountDueCents)}.`, charge.id, ledger.amountDueCents, charge.amountCents);
    }
    if (ledger.status !== "completed" && COLLECTED.includes(charge.status)) {
      add("charge_on_unfinished_order", `The visit was charged ${usd(charge.amountCents)} but the order is ${ledger.status}.`, charge.id, 0, charge.amountCents);
    }
  }
  for (const fee of ofKind("fee")) {
    if (fee.amountCents !== ledger.lateCancellationFeeCents) {
      add("fee_mismatch", `The fee is ${usd(fee.amountCents)}, the order's late-cancellation fee ${usd(ledger.lateCancellationFeeCents)}.`, fee.id, ledger.lateCancellationFeeCents, fee.amountCents);
    }
  }
  const tipped = ofKind("tip")
    .filter((tip) => STANDING.includes(tip.status))
    .reduce((sum, tip) => sum + tip.amountCents, 0);
  if (tipped > ledger.totalCents) add("tip_above_total", `Tips of ${usd(tipped)} are more than the order's total of ${usd(ledger.totalCents)}.`, null, ledger.totalCents, tipped);

  const byId = new Map(ledger.payments.map((payment) => [payment.id, payment]));
  const refundedOf = new Map<string, number>();
  for (const refund of ofKind("refund")) {
    const original = refund.refundOfId ? byId.get(refund.refundOfId) : undefined;
    if (!original || original.kind === "refund") {
      add("refund_of_missing_payment", `A refund of ${usd(refund.amountCents)} points at no payment of this order.`, refund.id, null, refund.amountCents);
      continue;
    }
    if (!REFUND_COUNTS.includes(refund.status)) continue;
    if (!COLLECTED.includes(original.status)) add("refund_of_unpaid_payment", `A refund of ${usd(refund.amountCents)} gives back a payment that is ${original.status}.`, refund.id, 0, refund.amountCents);
    refundedOf.set(original.id, (refundedOf.get(original.id) ?? 0) + refund.amountCents);
  }
  for (const [paymentId, refunded] of refundedOf) {
    const original = byId.get(paymentId);
    if (original && refunded > original.amountCents) {
      add("refund_above_payment", `Refunds of ${usd(refunded)} are more than the ${usd(original.amountCents)} paid.`, paymentId, original.amountCents, refunded);
    }
  }
  for (const payment of ledger.payments) {
    if (payment.status === "succeeded" && !payment.providerPaymentRef) add("paid_without_provider_ref", `A ${payment.kind} of ${usd(payment.amountCents)} shows paid by card without the provider's payment id.`, payment.id);
  }
  return findings;
}
