"use client";

import { IntentLink } from "@/components/site/IntentLink";
import { usePathname } from "next/navigation";
import type { MouseEvent, ReactNode } from "react";
import { UiIcon } from "@/components/site/ui-icons";
import { useShellText } from "@/components/i18n/ShellWords";
import { isCurrentLink, type NavLink } from "@/lib/site/nav-links";
import { useDisclosureToggle } from "@/components/ui/disclosure-toggle";
import { useHeaderMenus } from "./header-menus";
import { LanguageSwitch } from "./LanguageSwitch";
import { MENU_LINK, MOBILE_ROW } from "./nav-styles";

/**
 * The burger menu at 768 px and below (docs/product.md#the-page-shell). Services and Residential expand in
 * place when tapped; Escape closes everything and returns focus to the burger.
 */
export function MobileMenu() {
  const menus = useHeaderMenus();
  const pathname = usePathname();
  const { navigation, words: shellText } = useShellText();
  const words = shellText.nav;
  const open = menus.isOpen("mobile");
  const servicesOpen = open && menus.isOpen("services");
  const residentialOpen = servicesOpen && menus.isOpen("residential");

  // Clicks inside the burger and its panel must not reach the document, which closes menus.
  const stop = (event: MouseEvent) => event.stopPropagation();
  const { onKeyDown, toggleProps } = useDisclosureToggle({ open, close: menus.closeAll, panelId: "mobile-menu" });
  const link = (item: NavLink, className = MOBILE_ROW) => (
    <IntentLink href={item.href} onClick={menus.closeAll} aria-current={isCurrentLink(item.href, pathname) ? "page" : undefined} className={className}>
      {item.label}
    </IntentLink>
  );

  return (
    <div className="nav:hidden" onClick={stop} onKeyDown={onKeyDown}>
      <button
        {...toggleProps}
        aria-label={open ? words.closeMenu : words.openMenu}
        onClick={() => menus.toggle("mobile")}
        className="inline-flex h-11 w-11 items-center justify-center rounded-xl text-ink hover:bg-brand-50"
      >
        <UiIcon name={open ? "close" : "menu"} className="h-6 w-6" strokeWidth={2} />
      </button>
      <div id="mobile-menu" hidden={!open} className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-slate-200 bg-white shadow-xl">
        <nav aria-label={words.mobile} className="mx-auto max-w-6xl px-4 py-3">
          <ul className="space-y-1">
            {navigation.beforeServices.map((item) => (
              <li key={item.href}>{link(item)}</li>
            ))}
            <li>
              <Disclosure id="mobile-services" label={words.services} open={servicesOpen} onToggle={() => menus.toggle("services")}>
                <div className="space-y-4 pb-2 pl-3 pt-1">
                  {link({ label: words.allServices, href: navigation.servicesHref }, MENU_LINK)}
                  {navigation.servicesMenu.map((column) => (
                    <div key={column.id}>
                      <p id={`mobile-${column.id}`} className="px-3 text-xs font-bold uppercase tracking-[0.14em] text-brand-800">
                        {column.heading}
                      </p>
                      <ul aria-labelledby={`mobile-${column.id}`} className="mt-1">
                        {column.id === "basics" ? (
                          <li>
                            <Disclosure
                              id="mobile-residential"
                              label={navigation.residential.label}
                              open={residentialOpen}
                              onToggle={() => menus.toggle("residential")}
                              small
                            >
                              <ul className="ml-3 border-l border-brand-100 pl-1">
                                {[{ label: words.residentialCleaning, href: navigation.residential.href }, ...navigation.residentialSubLinks].map((item) => (
                                  <li key={item.href}>{link(item, MENU_LINK)}</li>
                                ))}
                              </ul>
                            </Disclosure>
                          </li>
                        ) : (
                          column.links.map((item) => <li key={item.href}>{link(item, MENU_LINK)}</li>)
                        )}
                      </ul>
                    </div>
                  ))}
                </div>
              </Disclosure>
            </li>
            {navigation.afterServices.map((item) => (
              <li key={item.href}>{link(item)}</li>
            ))}
            <LanguageSwitch className={MOBILE_ROW} listItem />
          </ul>
        </nav>
      </div>
    </div>
  );
}

/** A tap-to-expand row: a button announcing expanded or collapsed, and the content it controls. */
function Disclosure({
  id,
  label,
  open,
  onToggle,
  small = false,
  children,
}: {
  id: string;
  label: string;
  open: boolean;
  onToggle: () => void;
  small?: boolean;
  children: ReactNode;
}) {
  return (
    <>
      <button type="button" aria-expanded={open} aria-controls={id} onClick={onToggle} className={small ? `${MENU_LINK} flex w-full items-center justify-between` : MOBILE_ROW}>
        {label}
        <UiIcon name="chevronDown" className={`h-5 w-5 text-brand-700 transition-transform ${open ? "rotate-180" : ""}`} strokeWidth={2.2} />
      </button>
      <div id={id} hidden={!open}>
        {children}
      </div>
    </>
  );
}
