import type { Metadata } from "next";
import type { PageMeta } from "@/lib/site/content";

export const SITE_NAME = "Borough Bright Cleaning";

/** The share image (app/(en)/(site)/share-image.png/route.tsx draws it at build time). */
export const SHARE_IMAGE = { url: "/share-image.png", width: 1200, height: 630, alt: "Borough Bright Cleaning: We Clean - You Relax" } as const;

/**
 * The head of one public page: its own title (already complete, so the layout's template is
 * bypassed), description, canonical URL, Open Graph and Twitter cards. Paths stay relative;
 * the root layout's metadataBase (PUBLIC_URL) makes them absolute.
 */
export function buildPageMetadata(page: Pick<PageMeta, "title" | "metaDescription" | "path">): Metadata {
  return {
    title: { absolute: page.title },
    description: page.metaDescription,
    alternates: { canonical: page.path },
    openGraph: {
      type: "website",
      url: page.path,
      siteName: SITE_NAME,
      locale: "en_US",
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
