import { DEFAULT_LOCALE, type Locale } from "@/lib/kernel/enums/locales";
import { translator } from "@/lib/kernel/i18n/translator";
import type { MailContent } from "@/lib/platform/mail/layout";

/** What the quote email says, already formatted for people in the quote's language. */
export interface QuoteMailView {
  locale: Locale;
  serviceName: string;
  /** "$152.38" */
  total: string;
  resumeUrl: string;
  unsubscribeUrl: string;
  phone: string;
}

/** The one email an unfinished booking gets (docs/product.md#unfinished-bookings). */
export function quoteReminderMail(view: QuoteMailView): MailContent {
  const t = translator(view.locale ?? DEFAULT_LOCALE, "orderMails");
  return {
    subject: t("quoteReminder.subject", { service: view.serviceName }),
    heading: t("quoteReminder.heading"),
    paragraphs: [t("quoteReminder.summary", { service: view.serviceName, total: view.total }), t("quoteReminder.resume")],
    action: { label: t("quoteReminder.action"), url: view.resumeUrl },
    links: [{ label: t("quoteReminder.unsubscribe"), url: view.unsubscribeUrl }],
    footnote: t("quoteReminder.footnote", { phone: view.phone }),
  };
}
