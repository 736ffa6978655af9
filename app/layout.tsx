import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { BlockedAccountNotice } from "@/components/account/BlockedAccountNotice";
import { SiteFooter } from "@/components/layout/SiteFooter";
import { SiteHeader } from "@/components/layout/SiteHeader";
import { AppProviders } from "@/components/providers/AppProviders";
import { ContinueBookingWidget } from "@/components/widgets/ContinueBookingWidget";
import { siteFont } from "@/components/site/fonts";
import { getConfig } from "@/lib/config";
import { SITE_NAME } from "@/lib/seo/metadata";
import { getCompanyContacts } from "@/lib/site/company";
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

export default function RootLayout({ children }: { children: ReactNode }) {
  const company = getCompanyContacts();
  return (
    // data-scroll-behavior: Next turns smooth scrolling off while it changes routes, so only
    // in-page anchor links glide and a new page starts at the top at once.
    <html lang="en" className={siteFont.variable} data-scroll-behavior="smooth">
      <body className="flex min-h-screen flex-col bg-white font-sans text-ink antialiased">
        <AppProviders>
          <SiteHeader companyName={company.name} />
          <BlockedAccountNotice />
          <main id="main" className="flex-1" tabIndex={-1}>
            {children}
          </main>
          <SiteFooter company={company} />
          <ContinueBookingWidget />
        </AppProviders>
      </body>
    </html>
  );
}
