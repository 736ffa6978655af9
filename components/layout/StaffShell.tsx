import Link from "next/link";
import type { ReactNode } from "react";
import { BlockedAccountNotice } from "@/components/account/BlockedAccountNotice";
import { HeaderUserMenu } from "@/components/layout/HeaderUserMenu";
import { NextAuthSession } from "@/components/session/NextAuthSession";
import type { Role } from "@/lib/kernel/enums/roles";
import { getCompanyContacts } from "@/lib/site/company";
import { staffAreasFor } from "@/lib/auth/staff-areas";
import { HeaderMenusProvider } from "./header-menus";
import { Logo } from "./Logo";
import { SkipLink } from "./SkipLink";
import { StaffNav } from "./StaffNav";

/**
 * The compact frame of the admin panel and the cleaner cabinet: a slim header with the staff
 * areas, a link back to the public site and the account menu, then the page. It leaves out the
 * marketing footer, the Quick Actions tab and the continue-booking card, which are for
 * customers and would fill a phone screen that a cleaner needs for the day's jobs. Real-time
 * notices come from the root layout's providers, so they reach these pages too; next-auth's
 * session client is loaded here, as on account pages (docs/operations.md, "Page weight").
 */
export function StaffShell({ role, children }: { role: Role; children: ReactNode }) {
  const company = getCompanyContacts();
  return (
    <HeaderMenusProvider>
      <SkipLink />
      <header className="sticky top-0 z-40 border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-1 px-4 py-2">
          <Logo companyName={company.name} />
          <div className="order-last w-full sm:order-none sm:w-auto">
            <StaffNav areas={staffAreasFor(role)} />
          </div>
          <div className="ml-auto flex items-center gap-3">
            <Link href="/" className="whitespace-nowrap rounded-lg px-2 py-2 text-sm font-semibold text-brand-800 underline-offset-4 hover:underline">
              Back to the site
            </Link>
            <HeaderUserMenu />
          </div>
        </div>
      </header>
      <BlockedAccountNotice />
      <main id="main" className="flex-1" tabIndex={-1}>
        <NextAuthSession>{children}</NextAuthSession>
      </main>
    </HeaderMenusProvider>
  );
}
