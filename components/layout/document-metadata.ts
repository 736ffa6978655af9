import type { Metadata, Viewport } from "next";
import type { Locale } from "@/lib/kernel/enums/locales";
import { shellWords } from "@/lib/kernel/i18n/shell-words";
import { getConfig } from "@/lib/platform/config";
import { SITE_NAME } from "@/lib/site/seo/metadata";

/**
 * What every page inherits from its root layout, in the page's language: the English one
 * (app/(en)/layout.tsx) and the Spanish one (app/es/layout.tsx) both export it.
 */
export function documentMetadata(locale: Locale): Metadata {
  const words = shellWords(locale).document;
  return {
    // Makes every page's relative canonical and share-image paths absolute.
    metadataBase: new URL(getConfig().PUBLIC_URL),
    applicationName: SITE_NAME,
    title: { default: words.title, template: `%s | ${SITE_NAME}` },
    description: words.description,
    icons: { icon: [{ url: "/icon.svg", type: "image/svg+xml" }], apple: "/apple-touch-icon.png" },
    formatDetection: { telephone: false },
  };
}

export const DOCUMENT_VIEWPORT: Viewport = { themeColor: "#0f766e", width: "device-width", initialScale: 1 };
