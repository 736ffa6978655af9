"use client";

import { usePathname } from "next/navigation";
import type { AdminSection } from "@/lib/admin/permissions";
import { IntentLink } from "@/components/site/IntentLink";

/** Dashboard is current only on /admin itself; every other section also for its sub-pages. */
function isCurrent(pathname: string, href: string): boolean {
  return href === "/admin" ? pathname === "/admin" : pathname === href || pathname.startsWith(`${href}/`);
}

/** A count beside a section's name (unread text threads beside Messages); read out as "(3 unread)". */
function CountBadge({ count, current }: { count: number; current: boolean }) {
  return (
    <span data-testid="nav-unread-count" className={`ml-2 inline-flex min-w-6 justify-center rounded-full px-1.5 py-0.5 text-xs font-bold ${current ? "bg-white text-brand-800" : "bg-sun-400 text-ink"}`}>
      <span aria-hidden="true">{count}</span>
      <span className="sr-only"> ({count} unread)</span>
    </span>
  );
}

/**
 * The admin side navigation: a column on wide screens, a scrolling row of tabs on phones. It
 * lists only the sections the server says this role may use, with a count beside those that
 * have one (by the section's address).
 */
export function AdminNav({ sections, badges = {} }: { sections: readonly AdminSection[]; badges?: Readonly<Record<string, number>> }) {
  const pathname = usePathname() ?? "";
  return (
    <nav aria-label="Admin sections" className="-mx-4 overflow-x-auto px-4 lg:mx-0 lg:overflow-visible lg:px-0">
      <ul className="flex gap-1.5 whitespace-nowrap lg:flex-col lg:gap-1">
        {sections.map((section) => {
          const current = isCurrent(pathname, section.href);
          const count = badges[section.href] ?? 0;
          return (
            <li key={section.href}>
              <IntentLink
                href={section.href}
                aria-current={current ? "page" : undefined}
                className={`flex min-h-10 items-center rounded-lg px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${
                  current ? "bg-brand-700 text-white" : "text-slate-700 hover:bg-brand-50 hover:text-brand-800"
                }`}
              >
                {section.label}
                {count > 0 ? <CountBadge count={count} current={current} /> : null}
              </IntentLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
