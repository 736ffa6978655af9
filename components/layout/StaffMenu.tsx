"use client";

import { usePathname } from "next/navigation";
import type { MouseEvent, ReactNode } from "react";
import { UiIcon } from "@/components/site/ui-icons";
import { useDisclosureToggle } from "@/components/ui/disclosure-toggle";
import { currentStaffArea, type StaffArea } from "@/lib/auth/staff-areas";
import { useHeaderMenus } from "./header-menus";
import { StaffNav } from "./StaffNav";

/**
 * The staff header's middle (docs/product.md#the-page-shell). On a desktop it is the row of staff
 * areas and `links`. On a phone (768 px or less) a cleaner holding a spray bottle needs the
 * screen for the job, so the header is one row: the current area's name and a 44 px menu button
 * that opens the same navigation and `links` below the header. The navigation is rendered once
 * (one "Staff" landmark); only its panel's display changes with the screen. Escape, a click
 * elsewhere and moving to another page close it, as the public burger menu does.
 */
export function StaffMenu({ areas, links }: { areas: readonly StaffArea[]; links: ReactNode }) {
  const menus = useHeaderMenus();
  const pathname = usePathname() ?? "";
  const open = menus.isOpen("mobile");
  const { onKeyDown, toggleProps } = useDisclosureToggle({ open, close: menus.closeAll, panelId: "staff-menu" });
  // Clicks inside the button and its panel must not reach the document, which closes menus.
  const stop = (event: MouseEvent) => event.stopPropagation();
  const title = currentStaffArea(areas, pathname)?.label ?? "Staff";

  return (
    <div className="contents" onClick={stop} onKeyDown={onKeyDown}>
      <span className="min-w-0 flex-1 truncate text-base font-semibold text-ink nav:hidden" data-testid="staff-section-title">
        {title}
      </span>
      <button
        {...toggleProps}
        aria-label={open ? "Close staff menu" : "Open staff menu"}
        onClick={() => menus.toggle("mobile")}
        className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-xl text-ink hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 nav:hidden"
      >
        <UiIcon name={open ? "close" : "menu"} className="h-6 w-6" strokeWidth={2} />
      </button>
      <div
        id="staff-menu"
        className={`${open ? "flex" : "hidden"} absolute inset-x-0 top-full flex-col gap-1 border-b border-slate-200 bg-white px-4 py-3 shadow-xl nav:static nav:flex nav:flex-1 nav:flex-row nav:items-center nav:gap-4 nav:border-0 nav:p-0 nav:shadow-none`}
      >
        <StaffNav areas={areas} onNavigate={menus.closeAll} />
        <div className="flex flex-col nav:ml-auto nav:flex-row nav:items-center">{links}</div>
      </div>
    </div>
  );
}
