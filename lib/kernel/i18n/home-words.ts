import type { Locale } from "@/lib/kernel/enums/locales";
import { enHome } from "./messages/en-home";
import { esHome } from "./messages/es-home";

export type HomeWords = typeof enHome;

/**
 * The home page components' words in a language, as plain strings, like `shellWords`: the quick
 * quote and the offers are client components, and reading the strings directly (with `fillWords`
 * from ./shell-words for their `{name}` values) keeps a message formatter out of their script.
 * Spanish has English's keys (its type says so), so reading it as English's type is sound.
 */
export function homeWords(locale: Locale): HomeWords {
  return locale === "es" ? (esHome as HomeWords) : enHome;
}

/** A count's words: `one` for exactly one, `other` for the rest (English's and Spanish's rule alike). */
export function countWords(words: { readonly one: string; readonly other: string }, count: number): string {
  return count === 1 ? words.one : words.other;
}
