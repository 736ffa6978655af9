/**
 * Filling plain-string messages (docs/architecture.md, "Languages"): no catalogue is imported
 * here, so a client component that fills the words its server parent handed it ships neither
 * language's catalogue.
 */

/** A message's `{name}` values filled in: "Call {phone}" with { phone } → "Call (718) 555-0134". */
export function fillWords(message: string, values: Record<string, string | number>): string {
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** A count's words: `one` for exactly one, `other` for the rest (English's and Spanish's rule alike). */
export function countWords(words: { readonly one: string; readonly other: string }, count: number): string {
  return count === 1 ? words.one : words.other;
}
