import type { Locale } from "@/lib/kernel/enums/locales";
import { homeWords, type HomeWords } from "@/lib/kernel/i18n/home-words";
import { localeHref } from "@/lib/kernel/i18n/paths";

/** The quick quote's words and the booking page's address in a language, for the server component that renders it. */
export function quickQuoteText(locale: Locale): { words: HomeWords["quickQuote"]; bookingHref: string } {
  return { words: homeWords(locale).quickQuote, bookingHref: localeHref(locale, "/booking") };
}
