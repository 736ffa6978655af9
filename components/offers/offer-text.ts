import type { Locale } from "@/lib/kernel/enums/locales";
import { homeWords, type HomeWords } from "@/lib/kernel/i18n/home-words";
import { localeHref } from "@/lib/kernel/i18n/paths";

/** What the offers section says and where it leads, in the page's language. */
export interface OfferText {
  words: HomeWords["offers"];
  links: { booking: string; login: string; register: string };
}

/** The offers section's words and links in a language, for the server component that renders it. */
export function offerText(locale: Locale): OfferText {
  return {
    words: homeWords(locale).offers,
    links: { booking: localeHref(locale, "/booking"), login: localeHref(locale, "/login"), register: localeHref(locale, "/login?tab=register") },
  };
}
