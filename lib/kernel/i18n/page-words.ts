import type { Locale } from "@/lib/kernel/enums/locales";
import { enPages } from "./messages/en-pages";
import { esPages } from "./messages/es-pages";

type PageWords = typeof enPages;

/**
 * The service and borough pages' words in a language, as plain strings, like `homeWords`
 * (read with `fillWords` from ./shell-words for their `{name}` values). Spanish has English's
 * keys (its type says so), so reading it as English's type is sound.
 */
export function pageWords(locale: Locale): PageWords {
  return locale === "es" ? (esPages as PageWords) : enPages;
}
