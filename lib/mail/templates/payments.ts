import type { OrderPaymentKind } from "@/lib/db/schema";
import type { MailContent, MailSummary } from "../layout";

/** Emails about paying for a visit (docs/payments.md). Amounts and card labels come formatted. */
export interface PaymentMailView {
  firstName: string;
  /** "C-10042" */
  number: string;
  serviceName: string;
  /** "Tuesday, March 3, 2026" */
  visitDay: string;
  /** "$152.38" */
  amount: string;
  /** What the money is for: the visit, a late-cancellation fee or a tip (docs/payments.md). */
  kind: OrderPaymentKind;
  /** "Visa •••• 4242, expires 08/29", or null when none was on file. */
  card: string | null;
  phone: string;
}

/** The declined payment's first line: a visit, a late-cancellation fee or a tip each read differently. */
function owedFor(view: PaymentMailView): string {
  const visit = `your ${view.serviceName.toLowerCase()} on ${view.visitDay}`;
  if (view.kind === "fee") return `The late-cancellation fee of ${view.amount} for ${visit} is due.`;
  if (view.kind === "tip") return `Thank you for your ${view.amount} tip for ${visit}: we could not charge it yet.`;
  return `Thank you for having us for ${visit}. ${view.amount} is due for it.`;
}

export const paymentMail = {
  chargeFailed: (view: PaymentMailView, details: { needsAuthentication: boolean; noCard: boolean; nextTry: string | null; payUrl: string }): MailContent => ({
    subject: `Payment needed for your cleaning ${view.number}`,
    heading: `We could not take the payment, ${view.firstName}`,
    paragraphs: [
      owedFor(view),
      details.noCard
        ? "There is no card on file for your account."
        : details.needsAuthentication
          ? `Your bank wants you to confirm this payment yourself, so ${view.card ?? "your card"} could not be charged automatically.`
          : `${view.card ?? "Your card"} was declined.`,
      "You can pay now with another card, or update the card on file: the link below does either in a minute.",
      details.nextTry ? `If nothing changes we will try the card on file again on ${details.nextTry}.` : "We will not try the card on file again automatically.",
    ],
    action: { label: "Pay or update your card", url: details.payUrl },
    footnote: `Prefer to pay by check or another way? Call us at ${view.phone}.`,
  }),
  /** The receipt of a charge, fee or tip: what was taken, the order's totals, and the receipt page. */
  paid: (view: PaymentMailView, receipt: ReceiptMailTotals): MailContent => ({
    subject: `Receipt for your cleaning ${view.number}: ${view.amount} paid`,
    heading: `Thank you, ${view.firstName}`,
    paragraphs: [
      `We received ${view.amount} (${RECEIPT_KIND_WORDS[view.kind]}) for your ${view.serviceName.toLowerCase()} on ${view.visitDay}${view.card ? `, paid with ${view.card}` : ""}.`,
      `Paid for this visit so far: ${receipt.paid}. Balance due: ${receipt.balance}.`,
      "Your receipt, with every line of the price and the NYC sales tax, is one click away and prints on one page.",
    ],
    action: { label: "View your receipt", url: receipt.url },
    summary: receiptCard(view, receipt),
    footnote: `Questions about this payment? Call us at ${view.phone}.`,
  }),
  /** Money went back: to the card it was paid with, or to the gift card the visit used. */
  refunded: (view: PaymentMailView, refund: { to: "card" | "gift card"; reason: string | null; url: string }): MailContent => ({
    subject: `Refund of ${view.amount} for your cleaning ${view.number}`,
    heading: `Your refund is on its way, ${view.firstName}`,
    paragraphs: [
      refund.to === "card"
        ? `We refunded ${view.amount} for your ${view.serviceName.toLowerCase()} on ${view.visitDay} to ${view.card ?? "the card you paid with"}. Banks usually show it within 5 to 10 business days.`
        : `We put ${view.amount} back on the gift card used for your ${view.serviceName.toLowerCase()} on ${view.visitDay}. It is ready to use on your next booking.`,
      ...(refund.reason ? [`Why: ${refund.reason}`] : []),
      "Your receipt shows the refund under the payments.",
    ],
    action: { label: "View your receipt", url: refund.url },
    footnote: `Questions about this refund? Call us at ${view.phone}.`,
  }),
};

const RECEIPT_KIND_WORDS: Readonly<Record<OrderPaymentKind, string>> = { charge: "the visit", fee: "the late-cancellation fee", tip: "your tip", refund: "a refund" };

export interface ReceiptMailTotals {  /** What the order has had paid in all, formatted. */
  paid: string;
  balance: string;
  url: string;
  /** The receipt's price lines ("NYC sales tax (8.875%)", "$12.43") and what was refunded, if anything. */
  lines: Array<{ label: string; amount: string }>;
  refunded: string | null;
}

/** The summary card of a receipt email: the receipt's own lines and totals (lib/billing/money-summary.ts). */
function receiptCard(view: PaymentMailView, receipt: ReceiptMailTotals): MailSummary {
  return {
    title: `Receipt ${view.number}`,
    rows: [
      { label: "Visit", value: `${view.serviceName}, ${view.visitDay}` },
      ...(view.card ? [{ label: "Paid with", value: view.card }] : []),
      ...receipt.lines.map((line) => ({ label: line.label, value: line.amount, kind: "money" as const })),
      { label: "Paid", value: receipt.paid, kind: "money" as const },
      ...(receipt.refunded ? [{ label: "Refunded", value: `−${receipt.refunded}`, kind: "money" as const }] : []),
      { label: "Balance due", value: receipt.balance, kind: "total" as const },
    ],
  };
}
