import type { Locale } from "@/lib/kernel/enums/locales";
import { shellWords } from "@/lib/kernel/i18n/shell-words";
import { navigationIn } from "@/lib/site/navigation";
import type { ShellText } from "./ShellWords";

/** The frame's words and links in a language, for ShellTextProvider: only the parts its client components use. */
export function shellTextIn(locale: Locale): ShellText {
  const { nav, account, language, quickActions, continueBooking } = shellWords(locale);
  const { title, dock, bookNow } = quickActions;
  return { navigation: navigationIn(locale), words: { nav, account, language, quickActions: { title, dock, bookNow }, continueBooking } };
}
