import { DEFAULT_LOCALE, type Locale } from "@/lib/kernel/enums/locales";
import { translator } from "@/lib/kernel/i18n/translator";
import type { MailContent } from "@/lib/platform/mail/layout";

/** What the waitlist's emails say (docs/product.md#waitlist), already formatted in the entry's language. */
export interface WaitlistJoinedView {
  locale: Locale;
  name: string;
  serviceName: string;
  /** "Thursday, March 12, 2026" */
  date: string;
  /** "8:00 AM to 11:00 AM starts" */
  window: string;
  leaveUrl: string;
  phone: string;
}

export interface WaitlistOfferView {
  locale: Locale;
  name: string;
  serviceName: string;
  /** "Thursday, March 12, 2026 at 8:00 AM" */
  when: string;
  /** "3:40 PM" */
  expires: string;
  bookUrl: string;
  leaveUrl: string;
  phone: string;
}

export function waitlistJoinedMail(view: WaitlistJoinedView): MailContent {
  const t = translator(view.locale ?? DEFAULT_LOCALE, "orderMails");
  return {
    subject: t("waitlistJoined.subject", { date: view.date }),
    heading: t("waitlistJoined.heading", { name: view.name }),
    paragraphs: [t("waitlistJoined.summary", { date: view.date, window: view.window, service: view.serviceName }), t("waitlistJoined.order")],
    links: [{ label: t("waitlistJoined.leave"), url: view.leaveUrl }],
    footnote: t("waitlistJoined.footnote", { phone: view.phone }),
  };
}

/** The freed time held for them: sent the moment the hold is made. */
export function waitlistOfferMail(view: WaitlistOfferView): MailContent {
  const t = translator(view.locale ?? DEFAULT_LOCALE, "orderMails");
  return {
    subject: t("waitlistOffer.subject", { when: view.when }),
    heading: t("waitlistOffer.heading", { name: view.name }),
    paragraphs: [t("waitlistOffer.summary", { service: view.serviceName, when: view.when, expires: view.expires }), t("waitlistOffer.book")],
    action: { label: t("waitlistOffer.action"), url: view.bookUrl },
    links: [{ label: t("waitlistOffer.leave"), url: view.leaveUrl }],
    footnote: t("waitlistOffer.footnote", { phone: view.phone }),
  };
}
