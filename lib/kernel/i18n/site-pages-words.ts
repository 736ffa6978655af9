import type { Locale } from "@/lib/kernel/enums/locales";
import { enSitePages } from "./messages/en-site-pages";
import { esSitePages } from "./messages/es-site-pages";

export type SitePagesWords = typeof enSitePages;

/**
 * The words of About, the services overview, the legal pages and the contact page in a
 * language, as plain strings, like `shellWords` (with `fillWords` from ./shell-words for their
 * `{name}` values): the contact form is a client component, and reading the strings directly
 * keeps a message formatter out of its script. Spanish has English's keys (its type says so).
 */
export function sitePagesWords(locale: Locale): SitePagesWords {
  return locale === "es" ? (esSitePages as SitePagesWords) : enSitePages;
}
