"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import type { StaffArea } from "@/lib/auth/staff-areas";

/** The staff areas this person may open, the current one marked: a row of tabs. */
export function StaffNav({ areas }: { areas: readonly StaffArea[] }) {
  const pathname = usePathname() ?? "";
  return (
    <nav aria-label="Staff" className="min-w-0">
      <ul className="flex gap-1 whitespace-nowrap">
        {areas.map((area) => {
          const current = pathname === area.href || pathname.startsWith(`${area.href}/`);
          return (
            <li key={area.href}>
              <Link
                href={area.href}
                aria-current={current ? "page" : undefined}
                className="flex min-h-10 items-center rounded-lg px-3 text-sm font-semibold text-slate-700 hover:bg-brand-50 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800"
              >
                {area.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
