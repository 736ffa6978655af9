import { DEFAULT_LOCALE, languageTag, type Locale } from "@/lib/kernel/enums/locales";

/**
 * Counts as the site prints them, en-US: 1234 → "1,234"; es-US groups the same way. Money is
 * cents and prints through `formatUsd` in lib/kernel/money, which needs no Intl and never
 * rounds through floating point.
 */
const counts = new Map<Locale, Intl.NumberFormat>();

export function formatCount(value: number, locale: Locale = DEFAULT_LOCALE): string {
  let format = counts.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(languageTag(locale));
    counts.set(locale, format);
  }
  return format.format(value);
}
