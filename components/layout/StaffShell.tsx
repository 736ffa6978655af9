import Link from "next/link";
import type { ReactNode } from "react";
import { BlockedAccountNotice } from "@/components/account/BlockedAccountNotice";
import { HeaderUserMenu } from "@/components/layout/HeaderUserMenu";
import { headerUserMenuText } from "@/components/layout/header-user-menu-text";
import { NextAuthSession } from "@/components/session/NextAuthSession";
import type { Role } from "@/lib/kernel/enums/roles";
import { getCompanyContacts } from "@/lib/site/company";
import { staffAreasFor } from "@/lib/auth/staff-areas";
import { HeaderMenusProvider } from "./header-menus";
import { Logo } from "./Logo";
import { SkipLink } from "./SkipLink";
import { StaffMenu } from "./StaffMenu";

/**
 * The compact frame of the admin panel and the cleaner cabinet: a slim header with the staff
 * areas, a link back to the public site and the account menu, then the page. On a phone the
 * header is one row (the logo's mark, the current area, the account and a menu button holding
 * the areas and the way back to the site), so the day's jobs start near the top of the screen. It leaves out the
 * marketing footer, the Quick Actions tab and the continue-booking card, which are for
 * customers and would fill a phone screen that a cleaner needs for the day's jobs. Real-time
 * notices come from the root layout's providers, so they reach these pages too; next-auth's
 * session client is loaded here, as on account pages (docs/operations.md, "Page weight").
 */
export function StaffShell({ role, children }: { role: Role; children: ReactNode }) {
  const company = getCompanyContacts();
  return (
    <HeaderMenusProvider>
      <SkipLink locale="en" />
      {/* One row of at most 61 px on a phone (e2e/staff-layout.spec.ts holds it to 64 px at 390 × 844). */}
      <header className="sticky top-0 z-40 border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-7xl items-center gap-x-2 px-4 py-2 nav:gap-x-4">
          <Logo companyName={company.name} markOnly />
          <StaffMenu
            areas={staffAreasFor(role)}
            links={
              <Link href="/" className="flex min-h-11 items-center whitespace-nowrap rounded-lg px-3 text-base font-semibold text-brand-800 underline-offset-4 hover:underline nav:px-2 nav:text-sm">
                Back to the site
              </Link>
            }
          />
          <HeaderUserMenu text={headerUserMenuText("en")} />
        </div>
      </header>
      <BlockedAccountNotice />
      <main id="main" className="flex-1" tabIndex={-1}>
        <NextAuthSession>{children}</NextAuthSession>
      </main>
    </HeaderMenusProvider>
  );
}
