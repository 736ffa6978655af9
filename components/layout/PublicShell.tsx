import type { ReactNode } from "react";
import { BlockedAccountNotice } from "@/components/account/BlockedAccountNotice";
import { ShellTextProvider } from "@/components/i18n/ShellWords";
import { shellTextIn } from "@/components/i18n/shell-text";
import { ContinueBookingWidget } from "@/components/widgets/ContinueBookingWidget";
import type { Locale } from "@/lib/kernel/enums/locales";
import { getCompanyContacts } from "@/lib/site/company";
import { SiteFooter } from "./SiteFooter";
import { SiteHeader } from "./SiteHeader";

/**
 * The frame of every public and account page: the site header, the page, the marketing footer
 * (which brings the Quick Actions tab) and the continue-booking card. Staff pages use
 * StaffShell instead, so the root layout carries neither. Its client parts read their words
 * and links, in the page's language, from ShellTextProvider.
 */
export function PublicShell({ children, locale = "en" }: { children: ReactNode; locale?: Locale }) {
  const company = getCompanyContacts();
  return (
    <ShellTextProvider value={shellTextIn(locale)}>
      <SiteHeader companyName={company.name} locale={locale} />
      <BlockedAccountNotice />
      <main id="main" className="flex-1" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter company={company} locale={locale} />
      <ContinueBookingWidget />
    </ShellTextProvider>
  );
}

/** The layout of each public route group and folder (they re-export it as their default). */
export function PublicShellLayout({ children }: { children: ReactNode }) {
  return <PublicShell>{children}</PublicShell>;
}

