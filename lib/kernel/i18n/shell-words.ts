import type { Locale } from "@/lib/kernel/enums/locales";
import { enShell } from "./messages/en-shell";
import { esShell } from "./messages/es-shell";

export type ShellWords = typeof enShell;

/**
 * The frame's words in a language, as plain strings (docs/architecture.md, "Languages"). The
 * header and widgets are client components on every public page: reading the strings
 * directly, with `fillWords` (./fill-words.ts) for their `{name}` values, keeps a message formatter out of
 * their script. Spanish has English's keys (its type says so), so reading it as English's type is sound.
 */
export function shellWords(locale: Locale): ShellWords {
  return locale === "es" ? (esShell as ShellWords) : enShell;
}
