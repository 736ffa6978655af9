import { formatUsd } from "@/lib/kernel/money";
import { formatInNewYork } from "@/lib/kernel/format/date-time";
import { formatDeliveryDate } from "@/lib/gift-cards/rules";
import type { MailContent } from "@/lib/platform/mail/layout";

/**
 * Gift-card emails. The recipient's message carries the code (that is its purpose); the mail
 * log records only the subject and the recipient's domain, never a body.
 */

export interface ReceiptMailInput {
  buyerFirstName: string;
  amountCents: number;
  recipientName: string;
  recipientEmail: string;
  deliverOn: string;
  /** The card goes out at once (delivery today) rather than on a later morning. */
  deliversToday: boolean;
  last4: string;
  paidAt: Date;
  reference: string;
  testMode: boolean;
  confirmationUrl: string;
}

export interface GiftCardMailInput {
  recipientName: string;
  fromName: string;
  amountCents: number;
  /** XXXX-XXXX-XXXX-XXXX. */
  code: string;
  message: string | null;
  bookingUrl: string;
}

const paidOn = (date: Date) => formatInNewYork(date, "longDateTime");

export const giftCardMail = {
  receipt: (input: ReceiptMailInput): MailContent => ({
    subject: `Your receipt: ${formatUsd(input.amountCents)} Borough Bright gift card`,
    heading: `Thank you, ${input.buyerFirstName}`,
    paragraphs: [
      `You bought a ${formatUsd(input.amountCents)} Borough Bright Cleaning gift card for ${input.recipientName} (${input.recipientEmail}).`,
      input.deliversToday
        ? `We are emailing it to ${input.recipientName} now.`
        : `We will email it to ${input.recipientName} on ${formatDeliveryDate(input.deliverOn)}, in the morning (New York time).`,
      `Gift card ending ${input.last4}. Amount paid: ${formatUsd(input.amountCents)}. Paid on ${paidOn(input.paidAt)}${input.testMode ? " in test mode, no card was charged" : " by card"}. Reference ${input.reference}.`,
    ],
    summary: {
      title: "Your purchase",
      rows: [
        { label: "Card", value: `Gift card ending ${input.last4}` },
        { label: "For", value: `${input.recipientName} (${input.recipientEmail})` },
        { label: "Delivery", value: input.deliversToday ? "Today, by email" : `${formatDeliveryDate(input.deliverOn)}, in the morning` },
        { label: "Amount paid", value: formatUsd(input.amountCents), kind: "total" },
      ],
    },
    action: { label: "See your gift card", url: input.confirmationUrl },
    footnote: input.testMode
      ? "Test mode, no card is charged: this purchase was made on a demo installation."
      : "Gift cards do not expire and can pay for part or all of any cleaning booked online.",
  }),
  giftCard: (input: GiftCardMailInput): MailContent => ({
    subject: `${input.fromName} sent you a ${formatUsd(input.amountCents)} Borough Bright gift card`,
    heading: `A gift for you, ${input.recipientName}`,
    paragraphs: [
      `${input.fromName} sent you a ${formatUsd(input.amountCents)} gift card for Borough Bright Cleaning: home and office cleaning in Manhattan, Brooklyn and Queens.`,
      "Book a cleaning online and enter the code in the last step: the card pays for part or all of it, and what is left stays on the card for next time.",
    ],
    gift: { amount: formatUsd(input.amountCents), from: input.fromName, to: input.recipientName, message: input.message, code: input.code },
    action: { label: "Book a cleaning", url: input.bookingUrl },
    footnote: "Keep this code like cash: anyone who has it can use the balance.",
  }),
};
