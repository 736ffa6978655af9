"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import type { AdminSection } from "@/lib/admin/permissions";

/** Dashboard is current only on /admin itself; every other section also for its sub-pages. */
function isCurrent(pathname: string, href: string): boolean {
  return href === "/admin" ? pathname === "/admin" : pathname === href || pathname.startsWith(`${href}/`);
}

/**
 * The admin side navigation: a column on wide screens, a scrolling row of tabs on phones. It
 * lists only the sections the server says this role may use.
 */
export function AdminNav({ sections }: { sections: readonly AdminSection[] }) {
  const pathname = usePathname() ?? "";
  return (
    <nav aria-label="Admin sections" className="-mx-4 overflow-x-auto px-4 lg:mx-0 lg:overflow-visible lg:px-0">
      <ul className="flex gap-1.5 whitespace-nowrap lg:flex-col lg:gap-1">
        {sections.map((section) => {
          const current = isCurrent(pathname, section.href);
          return (
            <li key={section.href}>
              <Link
                href={section.href}
                aria-current={current ? "page" : undefined}
                className={`flex min-h-10 items-center rounded-lg px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${
                  current ? "bg-brand-700 text-white" : "text-slate-700 hover:bg-brand-50 hover:text-brand-800"
                }`}
              >
                {section.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
