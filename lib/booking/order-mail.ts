import type { MailAttachment, MailContent, MailRating, MailSummary } from "@/lib/platform/mail/layout";
import { DEFAULT_LOCALE, type Locale } from "@/lib/kernel/enums/locales";
import { translator } from "@/lib/kernel/i18n/translator";
import type { SeriesOverviewText } from "./series/series-overview";

/**
 * Order emails. Each gets a view already formatted for people (New York times, dollars) in
 * the order's language, so templates stay free of time zones and money arithmetic; their
 * words come from the catalogue (lib/kernel/i18n/messages, area `orderMails`).
 */
export interface OrderMailView {
  /** The language the booking was made in: every word of the mail, and the view's dates, are in it. English when absent. */
  locale?: Locale;
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

type OrderMailWords = ReturnType<typeof words>;
const words = (locale: Locale = DEFAULT_LOCALE) => translator(locale, "orderMails");

/** The price and, when a gift card pays part of it, what is left to pay after the visit. */
const estimatedTotal = (t: OrderMailWords, view: OrderMailView) =>
  view.giftCardShare
    ? t("estimatedTotalWithGiftCard", { total: view.total, giftCard: view.giftCardShare.giftCard, amountDue: view.giftCardShare.amountDue })
    : t("estimatedTotal", { total: view.total });

/** A recurring booking in plain words: how often, the next visits with their prices, the closed days skipped. */
const recurringParagraphs = (t: OrderMailWords, series: SeriesOverviewText | null): string[] =>
  series
    ? [
        t("recurring.intro", { cadence: `${series.cadence.charAt(0).toLowerCase()}${series.cadence.slice(1)}` }),
        t("recurring.nextVisits"),
        ...series.visits.map((visit) =>
          visit.note ? t("recurring.visitWithNote", { when: visit.when, price: visit.price, note: visit.note }) : t("recurring.visit", { when: visit.when, price: visit.price }),
        ),
        ...series.skipped,
      ]
    : [];

const summary = (t: OrderMailWords, view: OrderMailView) =>
  t("summary", { service: view.serviceName, when: view.when, duration: view.duration, address: view.address });

/** The summary card of a visit: when, where, who, and the price lines (docs/architecture.md, "Emails"). */
function visitCard(t: OrderMailWords, view: OrderMailView): MailSummary {
  return {
    title: t("card.title", { number: view.number }),
    rows: [
      { label: t("card.when"), value: t("card.whenValue", { when: view.when, duration: view.duration }) },
      { label: t("card.service"), value: view.serviceName },
      { label: t("card.address"), value: view.address },
      ...(view.cleanerFirstName ? [{ label: t("card.cleaner"), value: view.cleanerFirstName }] : []),
      ...view.priceLines.map((line) => ({ label: line.label, value: line.amount, kind: line.total ? ("total" as const) : ("money" as const) })),
    ],
  };
}

/** The card, the "Add to calendar" link and the .ics every mail about a booked visit carries. */
const visitExtras = (t: OrderMailWords, view: OrderMailView): Pick<MailContent, "summary" | "links" | "attachments"> => ({
  summary: visitCard(t, view),
  ...(view.calendar ? { links: [{ label: t("addToCalendar"), url: view.calendar.url }], attachments: [view.calendar.file] } : {}),
});

/** The satisfaction poll with a score already chosen: a tap on a star opens it so, nothing is sent yet. */
function ratingLinks(pollUrl: string): MailRating["links"] {
  const withScore = (score: number) => `${pollUrl}?rating=${score}`;
  return [withScore(1), withScore(2), withScore(3), withScore(4), withScore(5)];
}

export const orderMail = {
  received: (view: OrderMailView, series: SeriesOverviewText | null = null): MailContent => {
    const t = words(view.locale);
    return {
      subject: t("received.subject", { number: view.number }),
      heading: t("received.heading", { firstName: view.firstName }),
      paragraphs: [
        summary(t, view),
        t("received.noCharge", { estimatedTotal: estimatedTotal(t, view) }),
        ...recurringParagraphs(t, series),
        view.shortNotice ? t("received.nextShortNotice", { phone: view.phone }) : t("received.next"),
      ],
      action: { label: t("viewOrder"), url: view.orderUrl },
      ...visitExtras(t, view),
      footnote: t("questions", { phone: view.phone }),
    };
  },
  confirmed: (view: OrderMailView): MailContent => {
    const t = words(view.locale);
    return {
      subject: t("confirmed.subject", { number: view.number }),
      heading: t("confirmed.heading", { firstName: view.firstName }),
      paragraphs: [summary(t, view), view.shortNotice ? t("confirmed.shortNotice", { phone: view.phone }) : t("confirmed.reminderAhead")],
      action: { label: t("viewOrder"), url: view.orderUrl },
      ...visitExtras(t, view),
    };
  },
  assigned: (view: OrderMailView, cleanerFirstName: string): MailContent => {
    const t = words(view.locale);
    return {
      subject: t("assigned.subject", { cleaner: cleanerFirstName, number: view.number }),
      heading: t("assigned.heading", { firstName: view.firstName }),
      paragraphs: [summary(t, view), t("assigned.who", { cleaner: cleanerFirstName }), t("assigned.access")],
      action: { label: t("viewOrder"), url: view.orderUrl },
      ...visitExtras(t, { ...view, cleanerFirstName }),
      footnote: t("questions", { phone: view.phone }),
    };
  },
  onTheWay: (view: OrderMailView, cleanerFirstName: string, etaMinutes: number, arrival: string): MailContent => {
    const t = words(view.locale);
    const eta = String(etaMinutes);
    return {
      subject: t("onTheWay.subject", { cleaner: cleanerFirstName, eta }),
      heading: t("onTheWay.heading", { cleaner: cleanerFirstName, firstName: view.firstName }),
      paragraphs: [t("onTheWay.setOff", { cleaner: cleanerFirstName, address: view.address, eta, arrival }), t("onTheWay.building"), t("onTheWay.follow")],
      action: { label: t("onTheWay.action"), url: view.orderUrl },
      footnote: t("onTheWay.footnote", { phone: view.phone }),
    };
  },
  /** `previousWhen` is null when the job no longer knows the old time. */
  rescheduled: (view: OrderMailView, previousWhen: string | null): MailContent => {
    const t = words(view.locale);
    return {
      subject: t("rescheduled.subject", { number: view.number }),
      heading: t("rescheduled.heading", { firstName: view.firstName }),
      paragraphs: [
        previousWhen === null ? t("rescheduled.wasUnknown") : t("rescheduled.was", { previousWhen }),
        t("rescheduled.now", { summary: summary(t, view) }),
        `${estimatedTotal(t, view)}.`,
      ],
      action: { label: t("viewOrder"), url: view.orderUrl },
      ...visitExtras(t, view),
      footnote: t("rescheduled.footnote", { phone: view.phone }),
    };
  },
  cancelled: (view: OrderMailView, outcome: CancellationOutcome): MailContent => {
    const t = words(view.locale);
    return {
      subject: t("cancelled.subject", { number: view.number }),
      heading: t("cancelled.heading", { firstName: view.firstName }),
      paragraphs: [
        outcome.by === "customer" ? t("cancelled.byCustomer", { summary: summary(t, view) }) : t("cancelled.byStaff", { summary: summary(t, view) }),
        outcome.lateFee ? t("cancelled.lateFee", { lateFee: outcome.lateFee }) : t("cancelled.nothingDue"),
        ...(outcome.returnedOffer !== null ? [t("cancelled.offerBack", { offer: outcome.returnedOffer })] : []),
        ...(outcome.returnedGiftCard ? [t("cancelled.giftCardBack", { amount: outcome.returnedGiftCard })] : []),
      ],
      action: { label: t("cancelled.action"), url: view.orderUrl.replace(/\/order\/.*$/, "/booking") },
      footnote: t("questions", { phone: view.phone }),
    };
  },
  reminder: (view: OrderMailView): MailContent => {
    const t = words(view.locale);
    return {
      subject: t("reminder.subject", { number: view.number }),
      heading: t("reminder.heading", { firstName: view.firstName }),
      paragraphs: [summary(t, view), t("reminder.access")],
      action: { label: t("viewOrder"), url: view.orderUrl },
      ...visitExtras(t, view),
      footnote: t("reminder.footnote", { phone: view.phone }),
    };
  },
  /** `referral`: the customer's personal link and the friend's welcome ("$25"), or null (docs/product.md, "Referrals and account credit"). */
  poll: (view: OrderMailView, pollUrl: string, tip: { cleanerName: string } | null = null, referral: { link: string; welcome: string } | null = null): MailContent => {
    const t = words(view.locale);
    return {
      subject: t("poll.subject", { number: view.number }),
      heading: t("poll.heading", { firstName: view.firstName }),
      paragraphs: [
        t("poll.done", { service: view.serviceName.toLowerCase(), when: view.when }),
        t("poll.question"),
        ...(tip ? [t("poll.tip", { cleaner: tip.cleanerName })] : []),
        ...(referral ? [t("poll.referral", { welcome: referral.welcome, link: referral.link })] : []),
      ],
      rating: { question: t("poll.stars"), links: ratingLinks(pollUrl) },
      action: { label: t("poll.action"), url: pollUrl },
      ...(referral ? { links: [{ label: t("poll.referralLink"), url: referral.link }] } : {}),
      footnote: t("poll.footnote"),
    };
  },
  /**
   * The day-after Google review request (docs/product.md#review-requests): sent after every
   * completed visit, whatever its poll said, with no incentive; the link counts the click and
   * goes on to Google.
   */
  reviewRequest: (view: OrderMailView, reviewUrl: string): MailContent => {
    const t = words(view.locale);
    return {
      subject: t("reviewRequest.subject", { number: view.number }),
      heading: t("reviewRequest.heading", { firstName: view.firstName }),
      paragraphs: [t("reviewRequest.thanks", { service: view.serviceName.toLowerCase(), when: view.when }), t("reviewRequest.ask")],
      action: { label: t("reviewRequest.action"), url: reviewUrl },
      footnote: t("reviewRequest.footnote", { phone: view.phone }),
    };
  },
  seriesCancelled: (firstName: string, serviceName: string, cancelledVisits: number, bookingUrl: string, phone: string, locale: Locale = DEFAULT_LOCALE): MailContent => {
    const t = words(locale);
    return {
      subject: t("seriesCancelled.subject"),
      heading: t("seriesCancelled.heading", { firstName }),
      paragraphs: [t("seriesCancelled.stopped", { service: serviceName.toLowerCase(), count: cancelledVisits }), t("seriesCancelled.lateVisit", { phone })],
      action: { label: t("seriesCancelled.action"), url: bookingUrl },
    };
  },
  seriesVisitSkipped: (view: OrderMailView): MailContent => {
    const t = words(view.locale);
    return {
      subject: t("seriesVisitSkipped.subject"),
      heading: t("seriesVisitSkipped.heading", { firstName: view.firstName }),
      paragraphs: [t("seriesVisitSkipped.clash", { service: view.serviceName.toLowerCase(), when: view.when }), t("seriesVisitSkipped.rebook", { phone: view.phone })],
      action: { label: t("seriesVisitSkipped.action"), url: view.orderUrl },
    };
  },
};
