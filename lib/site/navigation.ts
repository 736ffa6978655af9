/**
 * The site's navigation as data (docs/product.md#the-page-shell): the header links, the Services mega-menu
 * and the footer links. Components render these lists; tests check every target is a real page.
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

/** Where a click on "Services" itself goes (the mega-menu opens on hover). */
export const SERVICES_HREF = "/service-page";

export const HOME_LINK: NavLink = { label: "Home", href: "/" };

/** Header links in order; Services sits between About and Booking and carries the mega-menu. */
export const HEADER_LINKS_BEFORE_SERVICES: readonly NavLink[] = [HOME_LINK, { label: "About", href: "/about" }];
export const HEADER_LINKS_AFTER_SERVICES: readonly NavLink[] = [
  { label: "Booking", href: "/booking" },
  { label: "Contact", href: "/contact" },
];

/** The residential page and its three focus pages (the "residential" submenu on mobile). */
export const RESIDENTIAL_LINK: NavLink = { label: "Residential", href: "/services/residential-cleaning" };
export const RESIDENTIAL_SUB_LINKS: readonly NavLink[] = [
  { label: "Kitchen", href: "/services/residential-cleaning/kitchen" },
  { label: "Bathroom", href: "/services/residential-cleaning/bathroom" },
  { label: "General", href: "/services/residential-cleaning/general" },
];

export const SERVICES_MENU: readonly MenuColumn[] = [
  { id: "basics", heading: "Basics", links: [RESIDENTIAL_LINK, ...RESIDENTIAL_SUB_LINKS] },
  {
    id: "specialized",
    heading: "Specialized",
    links: [
      { label: "Deep", href: "/services/deep-cleaning" },
      { label: "Office", href: "/services/office-cleaning" },
      { label: "Custom", href: "/services/custom-cleaning" },
      { label: "Move In/Out", href: "/services/move-in-out-cleaning" },
      { label: "Heavy Condition", href: "/services/heavy-condition-cleaning" },
      { label: "Filthy", href: "/services/filthy-cleaning" },
      { label: "Post Construction", href: "/services/post-construction-cleaning" },
    ],
  },
  {
    id: "areas",
    heading: "Service Areas",
    links: [
      { label: "Brooklyn", href: "/services/brooklyn-cleaning" },
      { label: "Manhattan", href: "/services/manhattan-cleaning" },
      { label: "Queens", href: "/services/queens-cleaning" },
    ],
  },
];

export const FOOTER_LINKS: readonly NavLink[] = [
  HOME_LINK,
  { label: "About", href: "/about" },
  { label: "Services", href: SERVICES_HREF },
  { label: "Book Now", href: "/booking" },
  { label: "Gift cards", href: "/gift-cards" },
  { label: "Contact", href: "/contact" },
  { label: "Privacy Policy", href: "/privacy-policy" },
  { label: "Terms & Conditions", href: "/terms-and-conditions" },
];

export interface SocialLink {
  network: "Instagram" | "Facebook";
  href: string;
}

export const SOCIAL_LINKS: readonly SocialLink[] = [
  { network: "Instagram", href: "https://www.instagram.com/boroughbrightnyc" },
  { network: "Facebook", href: "https://www.facebook.com/boroughbrightnyc" },
];

/** Whether a link points at the page being shown (for aria-current="page"). */
export function isCurrentLink(href: string, pathname: string | null): boolean {
  return pathname !== null && pathname === href;
}

/** Whether the path is inside the Services menu (the menu page itself or any page it lists). */
export function isInServicesMenu(pathname: string | null): boolean {
  if (!pathname) return false;
  return pathname === SERVICES_HREF || SERVICES_MENU.some((column) => column.links.some((link) => link.href === pathname));
}
