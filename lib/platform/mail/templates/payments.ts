import type { OrderPaymentKind } from "@/lib/platform/db/schema";
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

/** What happened to the money, in the words of the case: no card saved, the bank's check, or a decline. */
function whatHappened(view: PaymentMailView, details: ChargeFailedDetails): string {
  if (details.noCard) return "There is no card saved on your account, so nothing was charged.";
  if (details.needsAuthentication) return `Your bank wants you to confirm this payment yourself, so ${view.card ?? "your card"} could not be charged automatically.`;
  return `Your ${view.card ?? "card"} was declined.`;
}

/** What happens next without the customer: the same card tried again on a day, or nothing at all. */
function whatNext(view: PaymentMailView, details: ChargeFailedDetails): string {
  if (details.noCard) return details.nextTry ? `If you save a card on your account before ${details.nextTry}, we will charge it then.` : "We will not try again on our own.";
  const card = view.card ?? "your card";
  return details.nextTry ? `If nothing changes, we will try ${card} again on ${details.nextTry}.` : `We will not try ${card} again on our own.`;
}

export interface ChargeFailedDetails {
  needsAuthentication: boolean;
  noCard: boolean;
  /** The next automatic try's day ("Sunday, March 8"), or null after the last one. */
  nextTry: string | null;
  payUrl: string;
}

export const paymentMail = {
  /** A visit charge or late-cancellation fee that did not go through (tips are never chased: tipNotCharged). */
  chargeFailed: (view: PaymentMailView, details: ChargeFailedDetails): MailContent => ({
    subject: `Payment needed for your cleaning ${view.number}`,
    heading: `We could not take the payment, ${view.firstName}`,
    paragraphs: [
      owedFor(view),
      whatHappened(view, details),
      details.noCard
        ? "You can pay now with a card through the link below; it takes a minute, and you can keep the card for next time."
        : "You can pay now with another card, or update the card on your account: the link below does either in a minute.",
      whatNext(view, details),
    ],
    action: { label: details.noCard ? "Pay now" : "Pay or update your card", url: details.payUrl },
    footnote: `Prefer to pay by check or another way? Call us at ${view.phone}.`,
  }),
  /** A tip the card refused: dropped, not owed, and never tried again (docs/payments.md#tips). */
  tipNotCharged: (view: PaymentMailView, details: { noCard: boolean; needsAuthentication: boolean }): MailContent => ({
    subject: `Your ${view.amount} tip for ${view.number} was not charged`,
    heading: `About your tip, ${view.firstName}`,
    paragraphs: [
      details.noCard
        ? `There was no card saved on your account when we went to charge it, so your ${view.amount} tip was not charged. Nothing is owed, and we will not try again.`
        : details.needsAuthentication
          ? `Your bank wanted you to confirm it yourself, so your ${view.amount} tip was not charged. Nothing is owed, and we will not try again.`
          : `${view.card ?? "Your card"} was declined, so your ${view.amount} tip was not charged. Nothing is owed, and we will not try again.`,
      `Thank you for thinking of your cleaner after your ${view.serviceName.toLowerCase()} on ${view.visitDay}. Kind words in the rating mean a lot to them too.`,
    ],
    footnote: `Questions? Call us at ${view.phone}.`,
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

/** The summary card of a receipt email: the receipt's own lines and totals (lib/payments/money-summary.ts). */
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
