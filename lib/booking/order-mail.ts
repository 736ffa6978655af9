import type { MailAttachment, MailContent, MailRating, MailSummary } from "@/lib/platform/mail/layout";
import type { SeriesOverviewText } from "./series/series-overview";

/**
 * Order emails. Each gets a view already formatted for people (New York times, dollars), so
 * templates stay free of time zones and money arithmetic.
 */
export interface OrderMailView {
  firstName: string;
  /** "C-10042" */
  number: string;
  serviceName: string;
  /** "Tuesday, March 3, 2026 at 9:00 AM" */
  when: string;
  /** "2 h 30 min" */
  duration: string;
  address: string;
  /** "$152.38" */
  total: string;
  /** What a gift card pays and what is left to pay after the visit ("$50", "$102.38"), or null without one. */
  giftCardShare: { giftCard: string; amountDue: string } | null;
  orderUrl: string;
  phone: string;
  /** The visit is less than 24 hours away as the mail is written: no reminder, no online changes. */
  shortNotice: boolean;
  /** The price, line by line as the order page shows it ("Subtotal", "$140"), the last line the total. */
  priceLines: Array<{ label: string; amount: string; total: boolean }>;
  /** The assigned cleaner's first name (all a customer is told), or null. */
  cleanerFirstName: string | null;
  /** "Add to calendar": the visit's .ics, attached, and a signed link to the same file (lib/booking/calendar-link.ts). */
  calendar: { file: MailAttachment; url: string } | null;
}

/** What a cancellation leaves: the late fee due (if any), the offer and gift-card money given back. */
export interface CancellationOutcome {
  /** "$50", or null when nothing is due. */
  lateFee: string | null;
  /** The name of the special offer back in the customer's account, or null. */
  returnedOffer: string | null;
  /** "$40" put back on the gift card, or null. */
  returnedGiftCard: string | null;
  /** Who cancelled: the customer reads "You cancelled", otherwise "We cancelled". */
  by: "customer" | "staff";
}

/** The price and, when a gift card pays part of it, what is left to pay after the visit. */
const estimatedTotal = (view: OrderMailView) =>
  view.giftCardShare
    ? `Estimated total: ${view.total}, of which your gift card pays ${view.giftCardShare.giftCard}: ${view.giftCardShare.amountDue} is paid after the visit`
    : `Estimated total: ${view.total}, paid after the visit`;

/** A recurring booking in plain words: how often, the next visits with their prices, the closed days skipped. */
const recurringParagraphs = (series: SeriesOverviewText | null): string[] =>
  series
    ? [
        `This is a recurring booking: ${series.cadence.charAt(0).toLowerCase()}${series.cadence.slice(1)}`,
        "Your next visits and their estimated prices:",
        ...series.visits.map((visit) => `${visit.when}: ${visit.price}${visit.note ? `, ${visit.note}` : ""}`),
        ...series.skipped,
      ]
    : [];

const summary = (view: OrderMailView) => `${view.serviceName} on ${view.when} (about ${view.duration}) at ${view.address}.`;

/** The summary card of a visit: when, where, who, and the price lines (docs/architecture.md, "Emails"). */
function visitCard(view: OrderMailView): MailSummary {
  return {
    title: `Your visit ${view.number}`,
    rows: [
      { label: "When", value: `${view.when} (about ${view.duration})` },
      { label: "Service", value: view.serviceName },
      { label: "Address", value: view.address },
      ...(view.cleanerFirstName ? [{ label: "Your cleaner", value: view.cleanerFirstName }] : []),
      ...view.priceLines.map((line) => ({ label: line.label, value: line.amount, kind: line.total ? ("total" as const) : ("money" as const) })),
    ],
  };
}

/** The card, the "Add to calendar" link and the .ics every mail about a booked visit carries. */
const visitExtras = (view: OrderMailView): Pick<MailContent, "summary" | "links" | "attachments"> => ({
  summary: visitCard(view),
  ...(view.calendar ? { links: [{ label: "Add to calendar", url: view.calendar.url }], attachments: [view.calendar.file] } : {}),
});

/** The satisfaction poll with a score already chosen: a tap on a star opens it so, nothing is sent yet. */
function ratingLinks(pollUrl: string): MailRating["links"] {
  const withScore = (score: number) => `${pollUrl}?rating=${score}`;
  return [withScore(1), withScore(2), withScore(3), withScore(4), withScore(5)];
}

export const orderMail = {
  received: (view: OrderMailView, series: SeriesOverviewText | null = null): MailContent => ({
    subject: `We received your booking ${view.number}`,
    heading: `Thanks, ${view.firstName}: your booking is in`,
    paragraphs: [
      summary(view),
      `${estimatedTotal(view)}. No card is charged now.`,
      ...recurringParagraphs(series),
      view.shortNotice
        ? `What happens next: your visit is less than 24 hours away, so our team confirms it as soon as possible, before it starts, and we email you when a cleaner is assigned. It can no longer be changed or cancelled online; please call us at ${view.phone} for that.`
        : "What happens next: our team confirms the booking, usually within one business day, and we email you when a cleaner is assigned. You can reschedule or cancel online until 24 hours before the visit.",
    ],
    action: { label: "View your order", url: view.orderUrl },
    ...visitExtras(view),
    footnote: `Questions? Call us at ${view.phone}.`,
  }),
  confirmed: (view: OrderMailView): MailContent => ({
    subject: `Your cleaning ${view.number} is confirmed`,
    heading: `You're all set, ${view.firstName}`,
    paragraphs: [
      summary(view),
      view.shortNotice
        ? `Your visit is less than 24 hours away. Need to change something? Please call us at ${view.phone}.`
        : "We will send a reminder the day before.",
    ],
    action: { label: "View your order", url: view.orderUrl },
    ...visitExtras(view),
  }),
  assigned: (view: OrderMailView, cleanerFirstName: string): MailContent => ({
    subject: `${cleanerFirstName} is your cleaner for ${view.number}`,
    heading: `Meet your cleaner, ${view.firstName}`,
    paragraphs: [
      summary(view),
      `${cleanerFirstName} will do this visit: a background-checked, insured member of our New York team who brings the supplies.`,
      "If the building needs a name at the front desk or a key left with the doorman, add it to your access notes before the visit.",
    ],
    action: { label: "View your order", url: view.orderUrl },
    ...visitExtras({ ...view, cleanerFirstName }),
    footnote: `Questions? Call us at ${view.phone}.`,
  }),
  onTheWay: (view: OrderMailView, cleanerFirstName: string, etaMinutes: number, arrival: string): MailContent => ({
    subject: `${cleanerFirstName} is on the way: about ${etaMinutes} minutes`,
    heading: `${cleanerFirstName} is on the way, ${view.firstName}`,
    paragraphs: [
      `${cleanerFirstName} just set off for ${view.address} and expects to arrive in about ${etaMinutes} minutes, around ${arrival}.`,
      "If the building needs a name at the front desk, a buzzer code or a key from the doorman, now is a good moment to let them know.",
      "Your order page shows the visit as it happens: arrival, check-in and when the cleaning is done.",
    ],
    action: { label: "Follow your visit", url: view.orderUrl },
    footnote: `Running into a problem? Call us at ${view.phone}.`,
  }),
  rescheduled: (view: OrderMailView, previousWhen: string): MailContent => ({
    subject: `Your cleaning ${view.number} has a new time`,
    heading: `Your visit moved, ${view.firstName}`,
    paragraphs: [`It was on ${previousWhen}.`, `Now: ${summary(view)}`, `${estimatedTotal(view)}.`],
    action: { label: "View your order", url: view.orderUrl },
    ...visitExtras(view),
    footnote: `Not you? Call us at ${view.phone}.`,
  }),
  cancelled: (view: OrderMailView, outcome: CancellationOutcome): MailContent => ({
    subject: `Your cleaning ${view.number} is cancelled`,
    heading: `Your booking is cancelled, ${view.firstName}`,
    paragraphs: [
      `${outcome.by === "customer" ? "You cancelled" : "We cancelled"} ${summary(view)}`,
      outcome.lateFee
        ? `Because it was cancelled less than 24 hours before the visit, a late-cancellation fee of ${outcome.lateFee} applies, and that is all that is due.`
        : "Nothing is due.",
      ...(outcome.returnedOffer !== null ? [`Your special offer ${outcome.returnedOffer} is back in your account for your next booking.`] : []),
      ...(outcome.returnedGiftCard ? [`The ${outcome.returnedGiftCard} taken from your gift card is back on the card.`] : []),
    ],
    action: { label: "Book another cleaning", url: view.orderUrl.replace(/\/order\/.*$/, "/booking") },
    footnote: `Questions? Call us at ${view.phone}.`,
  }),
  reminder: (view: OrderMailView): MailContent => ({
    subject: `Reminder: your cleaning is tomorrow (${view.number})`,
    heading: `See you soon, ${view.firstName}`,
    paragraphs: [summary(view), "Please make sure our team can get in: leave access notes on the order if anything changed."],
    action: { label: "View your order", url: view.orderUrl },
    ...visitExtras(view),
    footnote: `Need to change something? It is less than 24 hours away, so please call us at ${view.phone}.`,
  }),
  poll: (view: OrderMailView, pollUrl: string, tip: { cleanerName: string } | null = null): MailContent => ({
    subject: `How did we do? (${view.number})`,
    heading: `Thanks for having us, ${view.firstName}`,
    paragraphs: [
      `Your ${view.serviceName.toLowerCase()} on ${view.when} is done.`,
      "One question, one click: how satisfied are you with the cleaning? If anything was not right, we will come back and fix it for free.",
      ...(tip
        ? [`Want to thank ${tip.cleanerName}? The same page takes a tip of 15, 20 or 25 %, or an amount of your own, charged to your card on file. All of it goes to ${tip.cleanerName}.`]
        : []),
    ],
    rating: { question: "Tap a star: 1 is very unhappy, 5 very happy", links: ratingLinks(pollUrl) },
    action: { label: "Rate your cleaning", url: pollUrl },
    footnote: "The poll opens with your stars chosen; nothing is sent until you press Send my answer. It takes one answer.",
  }),
  seriesCancelled: (firstName: string, serviceName: string, cancelledVisits: number, bookingUrl: string, phone: string): MailContent => ({
    subject: "Your recurring cleaning is cancelled",
    heading: `Your recurring booking has ended, ${firstName}`,
    paragraphs: [
      `We stopped your recurring ${serviceName.toLowerCase()} and cancelled ${cancelledVisits === 1 ? "1 upcoming visit" : `${cancelledVisits} upcoming visits`}. Nothing is charged for them.`,
      `A visit less than 24 hours away stays booked; call us at ${phone} if you want it cancelled too.`,
    ],
    action: { label: "Book again any time", url: bookingUrl },
  }),
  seriesVisitSkipped: (view: OrderMailView): MailContent => ({
    subject: `We could not book one of your recurring visits`,
    heading: `Hi ${view.firstName}, one visit needs a new time`,
    paragraphs: [
      `Your recurring ${view.serviceName.toLowerCase()} would fall on ${view.when}, but every team is already booked then.`,
      `Please book that visit at another time, or call us at ${view.phone} and we will find one with you. Your other visits are not affected.`,
    ],
    action: { label: "Book a visit", url: view.orderUrl },
  }),
};
