import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { SiteFooter } from "@/components/layout/SiteFooter";
import { SiteHeader } from "@/components/layout/SiteHeader";
import { AppProviders } from "@/components/providers/AppProviders";
import { getConfig } from "@/lib/config";
import { getCompanyContacts } from "@/lib/site/company";
import "./globals.css";

export function generateMetadata(): Metadata {
  return {
    metadataBase: new URL(getConfig().PUBLIC_URL),
    title: { default: "Borough Bright Cleaning | We Clean - You Relax", template: "%s | Borough Bright Cleaning" },
    description: "Residential and commercial cleaning in Manhattan, Brooklyn and Queens with an instant online quote.",
  };
}

export const viewport: Viewport = { themeColor: "#0f766e", width: "device-width", initialScale: 1 };

export default function RootLayout({ children }: { children: ReactNode }) {
  const company = getCompanyContacts();
  return (
    <html lang="en">
      <body className="flex min-h-screen flex-col bg-white text-ink antialiased">
        <AppProviders>
          <SiteHeader companyName={company.name} />
          <main id="main" className="flex-1">
            {children}
          </main>
          <SiteFooter company={company} />
        </AppProviders>
      </body>
    </html>
  );
}
