import type { Locale } from "@/lib/kernel/enums/locales";
import { localeHref } from "@/lib/kernel/i18n/paths";
import { shellWords } from "@/lib/kernel/i18n/shell-words";
import type { HeaderUserMenuText } from "./HeaderUserMenu";

/** The account menu's words and links in a language, for the server component that renders it. */
export function headerUserMenuText(locale: Locale): HeaderUserMenuText {
  return { words: shellWords(locale).account, loginHref: localeHref(locale, "/login"), giftCardsHref: localeHref(locale, "/gift-cards") };
}
