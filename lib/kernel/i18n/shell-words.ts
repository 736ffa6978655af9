import type { Locale } from "@/lib/kernel/enums/locales";
import { enShell } from "./messages/en-shell";
import { esShell } from "./messages/es-shell";

export type ShellWords = typeof enShell;

/**
 * The frame's words in a language, as plain strings (docs/architecture.md, "Languages"). The
 * header and widgets are client components on every public page: reading the strings
 * directly, with `fillWords` for their `{name}` values, keeps a message formatter out of
 * their script. Spanish has English's keys (its type says so), so reading it as English's type is sound.
 */
export function shellWords(locale: Locale): ShellWords {
  return locale === "es" ? (esShell as ShellWords) : enShell;
}

/** A message's `{name}` values filled in: "Call {phone}" with { phone } → "Call (718) 555-0134". */
export function fillWords(message: string, values: Record<string, string | number>): string {
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
