import type { ReactNode } from "react";
import { WebVitalsReporter } from "@/components/metrics/WebVitalsReporter";
import { AppProviders } from "@/components/providers/AppProviders";
import { siteFont } from "@/components/site/fonts";
import type { Locale } from "@/lib/kernel/enums/locales";
import { getConfig } from "@/lib/platform/config";

/**
 * The document every page shares: `<html lang>` in the page's language, the client context
 * (real-time notices) and the sampled real-user Core Web Vitals (docs/operations.md, "Real-user
 * Core Web Vitals"). English and Spanish pages are two root layouts that both render this
 * (docs/architecture.md, "Languages"): the root layout cannot know a page's language, because
 * it sits above the `/es` segment. The visible frame comes from the section's own layout: the
 * public shell for the site and accounts (components/layout/PublicShell.tsx), the staff shell
 * for the admin panel and the cleaner cabinet (components/layout/StaffShell.tsx).
 */
export function HtmlDocument({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    // data-scroll-behavior: Next turns smooth scrolling off while it changes routes, so only
    // in-page anchor links glide and a new page starts at the top at once.
    <html lang={locale} className={siteFont.variable} data-scroll-behavior="smooth">
      <body className="flex min-h-screen flex-col bg-white font-sans text-ink antialiased">
        <AppProviders>{children}</AppProviders>
        <WebVitalsReporter sampleRate={getConfig().WEB_VITALS_SAMPLE_RATE} />
      </body>
    </html>
  );
}
