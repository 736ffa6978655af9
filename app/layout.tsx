import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { WebVitalsReporter } from "@/components/metrics/WebVitalsReporter";
import { AppProviders } from "@/components/providers/AppProviders";
import { siteFont } from "@/components/site/fonts";
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
 * The document and the client context (session, real-time notices) every page shares, and the
 * sampled real-user Core Web Vitals (docs/operations.md, "Real-user Core Web Vitals"). The
 * visible frame comes from the section's own layout: the public shell for the site and
 * accounts (components/layout/PublicShell.tsx), the staff shell for the admin panel and the
 * cleaner cabinet (components/layout/StaffShell.tsx).
 */
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    // data-scroll-behavior: Next turns smooth scrolling off while it changes routes, so only
    // in-page anchor links glide and a new page starts at the top at once.
    <html lang="en" className={siteFont.variable} data-scroll-behavior="smooth">
      <body className="flex min-h-screen flex-col bg-white font-sans text-ink antialiased">
        <AppProviders>{children}</AppProviders>
        <WebVitalsReporter sampleRate={getConfig().WEB_VITALS_SAMPLE_RATE} />
      </body>
    </html>
  );
}
