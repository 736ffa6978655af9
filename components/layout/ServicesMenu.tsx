"use client";

import { IntentLink } from "@/components/site/IntentLink";
import { usePathname } from "next/navigation";
import { useRef, type FocusEvent, type MouseEvent } from "react";
import { UiIcon } from "@/components/site/ui-icons";
import { useShellText } from "@/components/i18n/ShellWords";
import { isCurrentLink, isInServicesMenu } from "@/lib/site/nav-links";
import { useDisclosureToggle } from "@/components/ui/disclosure-toggle";
import { useHeaderMenus } from "./header-menus";
import { MegaMenuColumns } from "./MegaMenuColumns";
import { DESKTOP_LINK } from "./nav-styles";
import { useMenuAim } from "./useMenuAim";

const PANEL_ID = "services-menu";

/**
 * The desktop Services entry (docs/product.md#the-page-shell): hovering opens the mega-menu and a click on
 * "Services" goes to /service-page; the pointer may cut a corner on its way into the panel
 * (components/layout/useMenuAim.ts). Keyboard and touch users open it with the chevron button
 * beside the link (a disclosure, announced as expanded or collapsed); Escape closes it and
 * returns focus to that button, and tabbing out of it closes it.
 */
export function ServicesMenu() {
  const menus = useHeaderMenus();
  const pathname = usePathname();
  const shellText = useShellText();
  const servicesHref = shellText.navigation.servicesHref;
  const words = shellText.words.nav;
  const panel = useRef<HTMLDivElement>(null);
  const open = menus.isOpen("services");
  const aim = useMenuAim(panel, () => menus.close("services"));
  const onMouseEnter = () => {
    aim.onMouseEnter();
    menus.open("services");
  };

  const { onKeyDown, toggleProps } = useDisclosureToggle({ open, close: () => menus.close("services"), panelId: PANEL_ID });
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) menus.close("services");
  };
  // Clicks inside the menu must not reach the document, whose click handler closes menus.
  const stop = (event: MouseEvent) => event.stopPropagation();

  return (
    // The full header height: the pointer stays inside while it moves down into the panel.
    <div
      className="flex h-16 items-center"
      data-testid="services-menu-root"
      onMouseEnter={onMouseEnter}
      onMouseMove={aim.onMouseMove}
      onMouseLeave={aim.onMouseLeave}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
      onClick={stop}
    >
      <div className="flex items-center">
        <IntentLink
          href={servicesHref}
          onClick={menus.closeAll}
          aria-current={isCurrentLink(servicesHref, pathname) ? "page" : undefined}
          className={`${DESKTOP_LINK} pr-1 ${isInServicesMenu(pathname, shellText.navigation) ? "text-brand-800" : ""}`}
        >
          {words.services}
        </IntentLink>
        <button
          {...toggleProps}
          aria-label={words.servicesMenu}
          // A pointer click while hovering would close the menu the hover just opened, so a
          // pointer click only opens; the keyboard (click with detail 0) toggles.
          onClick={(event) => {
            if (event.detail > 0) menus.open("services");
            else menus.toggle("services");
          }}
          className="rounded-md p-1 text-slate-600 hover:bg-brand-50 hover:text-brand-800"
        >
          <UiIcon name="chevronDown" className={`h-4 w-4 transition-transform ${open ? "rotate-180" : ""}`} strokeWidth={2.2} />
        </button>
      </div>
      {/* Placed against the header's right edge (the header row is the positioned ancestor), so it never leaves a narrow window. */}
      <div ref={panel} id={PANEL_ID} hidden={!open} className="absolute right-4 top-full z-50 w-[40rem] max-w-[calc(100%-2rem)] pt-2">
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-xl">
          <MegaMenuColumns onNavigate={menus.closeAll} />
          <div className="mt-5 flex items-center justify-between rounded-xl bg-brand-50 px-4 py-3 text-sm">
            <span className="text-slate-700">{words.everyService}</span>
            <IntentLink href={servicesHref} onClick={menus.closeAll} className="inline-flex items-center gap-1 font-semibold text-brand-800 hover:underline">
              {words.allServices} <UiIcon name="arrowRight" className="h-4 w-4" />
            </IntentLink>
          </div>
        </div>
      </div>
    </div>
  );
}
