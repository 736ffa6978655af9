import type { Locale } from "@/lib/kernel/enums/locales";
import { enHome } from "./messages/en-home";
import { esHome } from "./messages/es-home";

export type HomeWords = typeof enHome;

/**
 * The home page components' words in a language, as plain strings, like `shellWords`: the quick
 * quote and the offers are client components, and reading the strings directly (with `fillWords`
 * from ./fill-words for their `{name}` values) keeps a message formatter out of their script.
 * Spanish has English's keys (its type says so), so reading it as English's type is sound.
 */
export function homeWords(locale: Locale): HomeWords {
  return locale === "es" ? (esHome as HomeWords) : enHome;
}
