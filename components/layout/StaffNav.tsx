"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { currentStaffArea, type StaffArea } from "@/lib/auth/staff-areas";

/**
 * The staff areas this person may open, the current one marked: a row of tabs on a desktop, a
 * column of full-width rows inside the staff menu on a phone (each at least 44 px high).
 */
export function StaffNav({ areas, onNavigate }: { areas: readonly StaffArea[]; onNavigate?: () => void }) {
  const current = currentStaffArea(areas, usePathname() ?? "");
  return (
    <nav aria-label="Staff" className="min-w-0">
      <ul className="flex flex-col gap-1 nav:flex-row nav:whitespace-nowrap">
        {areas.map((area) => (
          <li key={area.href}>
            <Link
              href={area.href}
              onClick={onNavigate}
              aria-current={area === current ? "page" : undefined}
              className="flex min-h-11 items-center rounded-lg px-3 text-base font-semibold text-slate-700 hover:bg-brand-50 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800 nav:min-h-10 nav:text-sm"
            >
              {area.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
