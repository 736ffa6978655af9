"use client";

import { IntentLink } from "@/components/site/IntentLink";
import { usePathname } from "next/navigation";
import { useShellText } from "@/components/i18n/ShellWords";
import { isCurrentLink, type NavLink } from "@/lib/site/nav-links";
import { DESKTOP_LINK } from "./nav-styles";
import { ServicesMenu } from "./ServicesMenu";

/** The header links above the mobile breakpoint: Home, About, Services (mega-menu), Booking, Contact. */
export function DesktopNav() {
  const pathname = usePathname();
  const { navigation, words } = useShellText();
  const item = (link: NavLink) => (
    <li key={link.href}>
      <IntentLink href={link.href} aria-current={isCurrentLink(link.href, pathname) ? "page" : undefined} className={DESKTOP_LINK}>
        {link.label}
      </IntentLink>
    </li>
  );
  return (
    <nav aria-label={words.nav.main} className="hidden nav:block">
      <ul className="flex items-center gap-1">
        {navigation.beforeServices.map(item)}
        <li>
          <ServicesMenu />
        </li>
        {navigation.afterServices.map(item)}
      </ul>
    </nav>
  );
}
