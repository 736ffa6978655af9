"use client";

import { IntentLink } from "@/components/site/IntentLink";
import { usePathname } from "next/navigation";
import { useShellText } from "@/components/i18n/ShellWords";
import { isCurrentLink } from "@/lib/site/nav-links";
import { MENU_LINK } from "./nav-styles";

/**
 * The three columns of the desktop Services menu: Basics (Residential with its kitchen,
 * bathroom and general pages under it), Specialized, Service Areas.
 */
export function MegaMenuColumns({ onNavigate }: { onNavigate: () => void }) {
  const pathname = usePathname();
  const { navigation } = useShellText();
  return (
    <div className="grid grid-cols-3 gap-6">
      {navigation.servicesMenu.map((column) => {
        const headingId = `mega-${column.id}`;
        return (
          <div key={column.id}>
            <p id={headingId} className="px-3 text-xs font-bold uppercase tracking-[0.14em] text-brand-800">
              {column.heading}
            </p>
            <ul aria-labelledby={headingId} className="mt-3 space-y-0.5">
              {column.links.map((link) => {
                // Kitchen, bathroom and general are parts of residential cleaning: shown indented under it.
                const nested = column.id === "basics" && link.href !== navigation.residential.href;
                return (
                  <li key={link.href} className={nested ? "ml-3 border-l border-brand-100 pl-1" : undefined}>
                    <IntentLink href={link.href} onClick={onNavigate} aria-current={isCurrentLink(link.href, pathname) ? "page" : undefined} className={MENU_LINK}>
                      {link.label}
                    </IntentLink>
                  </li>
                );
              })}
            </ul>
          </div>
        );
      })}
    </div>
  );
}
