import type { Locale } from "@/lib/kernel/enums/locales";
import { homeWords, type HomeWords } from "@/lib/kernel/i18n/home-words";
import { localeHref } from "@/lib/kernel/i18n/paths";

/** What the offers section says and where it leads, in the page's language. */
export interface OfferText {
  words: HomeWords["offers"];
  links: { booking: string; login: string; register: string };
  /** The language the office writes offers in (the admin panel is English), named on pages in another, so it is read out right. */
  officeLanguage?: "en";
}

/** The offers section's words and links in a language, for the server component that renders it. */
export function offerText(locale: Locale): OfferText {
  return {
    words: homeWords(locale).offers,
    links: { booking: localeHref(locale, "/booking"), login: localeHref(locale, "/login"), register: localeHref(locale, "/login?tab=register") },
    officeLanguage: locale === "en" ? undefined : "en",
  };
}
