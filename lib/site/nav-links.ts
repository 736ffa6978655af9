/**
 * What the header's client components need to draw links, without the words: the menus get
 * their labels and addresses from the page (components/i18n/ShellWords.tsx), so importing this
 * brings no catalogue into the browser.
 */
export interface NavLink {
  label: string;
  href: string;
}

export interface MenuColumn {
  /** Stable id, used for element ids and test hooks. */
  id: "basics" | "specialized" | "areas";
  heading: string;
  links: NavLink[];
}

/** The site's links in one language: labels in its words, addresses on its pages (lib/kernel/i18n/paths.ts), built by navigationIn (./navigation.ts). */
export interface SiteNavigation {
  /** Where a click on "Services" itself goes (the mega-menu opens on hover). */
  servicesHref: string;
  /** The booking form, where the widgets' "Book" buttons lead. */
  bookingHref: string;
  home: NavLink;
  /** Header links in order; Services sits between About and Booking and carries the mega-menu. */
  beforeServices: readonly NavLink[];
  afterServices: readonly NavLink[];
  /** The residential page and its three focus pages (the "residential" submenu on mobile). */
  residential: NavLink;
  residentialSubLinks: readonly NavLink[];
  servicesMenu: readonly MenuColumn[];
  footer: readonly NavLink[];
}

/** Whether a link points at the page being shown (for aria-current="page"). */
export function isCurrentLink(href: string, pathname: string | null): boolean {
  return pathname !== null && pathname === href;
}

/** Whether the path is inside the Services menu of the page's navigation (the menu page itself or any page it lists). */
export function isInServicesMenu(pathname: string | null, navigation: Pick<SiteNavigation, "servicesHref" | "servicesMenu">): boolean {
  if (!pathname) return false;
  return pathname === navigation.servicesHref || navigation.servicesMenu.some((column) => column.links.some((link) => link.href === pathname));
}
