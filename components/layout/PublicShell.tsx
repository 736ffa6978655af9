import type { ReactNode } from "react";
import { BlockedAccountNotice } from "@/components/account/BlockedAccountNotice";
import { ContinueBookingWidget } from "@/components/widgets/ContinueBookingWidget";
import type { Locale } from "@/lib/kernel/enums/locales";
import { getCompanyContacts } from "@/lib/site/company";
import { SiteFooter } from "./SiteFooter";
import { SiteHeader } from "./SiteHeader";

/**
 * The frame of every public and account page: the site header, the page, the marketing footer
 * (which brings the Quick Actions tab) and the continue-booking card. Staff pages use
 * StaffShell instead, so the root layout carries neither.
 */
export function PublicShell({ children, locale = "en" }: { children: ReactNode; locale?: Locale }) {
  const company = getCompanyContacts();
  return (
    <>
      <SiteHeader companyName={company.name} locale={locale} />
      <BlockedAccountNotice />
      <main id="main" className="flex-1" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter company={company} locale={locale} />
      <ContinueBookingWidget />
    </>
  );
}

/** The layout of each public route group and folder (they re-export it as their default). */
export function PublicShellLayout({ children }: { children: ReactNode }) {
  return <PublicShell>{children}</PublicShell>;
}

