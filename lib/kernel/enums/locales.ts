/**
 * The languages the site, its emails and its texts speak (docs/product.md, "Languages"), in a
 * module with no dependencies: the database enum (lib/platform/db/schema/users.ts) is built
 * from it, and the browser can read it without pulling in the schema.
 */

/** English is the default and the source of every message; Spanish is written for New York. */
export const LOCALES = ["en", "es"] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = "en";

/**
 * The BCP-47 tag each language prints with: the United States' English and Spanish, so dates
 * read "Friday, December 4" and "viernes, 4 de diciembre" and dollars stay "$1,234.50" in both.
 */
const LANGUAGE_TAGS = { en: "en-US", es: "es-US" } as const satisfies Record<Locale, string>;

export const languageTag = (locale: Locale): (typeof LANGUAGE_TAGS)[Locale] => LANGUAGE_TAGS[locale];
