import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { getConfig } from "@/lib/platform/config";
import { SITE_NAME } from "@/lib/site/seo/metadata";
import "./globals.css";

export function generateMetadata(): Metadata {
  return {
    // Makes every page's relative canonical and share-image paths absolute.
    metadataBase: new URL(getConfig().PUBLIC_URL),
    applicationName: SITE_NAME,
    title: { default: "Borough Bright Cleaning | We Clean - You Relax", template: "%s | Borough Bright Cleaning" },
    description: "Residential and commercial cleaning in Manhattan, Brooklyn and Queens with an instant online quote.",
    icons: { icon: [{ url: "/icon.svg", type: "image/svg+xml" }], apple: "/apple-touch-icon.png" },
    formatDetection: { telephone: false },
  };
}

export const viewport: Viewport = { themeColor: "#0f766e", width: "device-width", initialScale: 1 };

/**
 * Above both languages: the metadata every page inherits and the stylesheet. The document
 * itself (`<html lang>`, body, client context) comes from the English and the Spanish root
 * layouts, app/(en)/layout.tsx and app/es/layout.tsx (components/layout/HtmlDocument.tsx), so
 * this layout passes its children through (docs/architecture.md, "Languages").
 */
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
