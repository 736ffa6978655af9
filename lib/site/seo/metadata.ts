import type { Metadata } from "next";
import { languageTag } from "@/lib/kernel/enums/locales";
import { hasSpanishTwin, localeHref, splitLocale } from "@/lib/kernel/i18n/paths";
import type { PageMeta } from "@/lib/site/content";

export const SITE_NAME = "Borough Bright Cleaning";

/** The share image (app/(en)/(site)/share-image.png/route.tsx draws it at build time). */
export const SHARE_IMAGE = { url: "/share-image.png", width: 1200, height: 630, alt: "Borough Bright Cleaning: We Clean - You Relax" } as const;

/**
 * The head of one public page: its own title (already complete, so the layout's template is
 * bypassed), description, canonical URL, Open Graph and Twitter cards. Paths stay relative;
 * the root layout's metadataBase (PUBLIC_URL) makes them absolute. The page's path says its
 * language ("/es/…" is Spanish); a page that exists in both names both, and English as the
 * default for everyone else (docs/architecture.md, "Languages").
 */
export function buildPageMetadata(page: Pick<PageMeta, "title" | "metaDescription" | "path">): Metadata {
  const { locale, path } = splitLocale(page.path);
  return {
    title: { absolute: page.title },
    description: page.metaDescription,
    alternates: { canonical: page.path, languages: languageAlternates(path) },
    openGraph: {
      type: "website",
      url: page.path,
      siteName: SITE_NAME,
      locale: openGraphLocale(languageTag(locale)),
      title: page.title,
      description: page.metaDescription,
      images: [SHARE_IMAGE],
    },
    twitter: {
      card: "summary_large_image",
      title: page.title,
      description: page.metaDescription,
      images: [SHARE_IMAGE.url],
    },
  };
}

/** Open Graph writes a language as "es_US", where HTML and `hreflang` write "es-US". */
const openGraphLocale = (tag: string): string => tag.replace("-", "_");

/**
 * The `hreflang` alternates of the page at an English path: both languages and `x-default`
 * (English) when it has a Spanish twin, none while it is English only.
 */
export function languageAlternates(path: string): Record<string, string> | undefined {
  if (!hasSpanishTwin(path)) return undefined;
  return { [languageTag("en")]: path, [languageTag("es")]: localeHref("es", path), "x-default": path };
}
