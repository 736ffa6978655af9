/**
 * The site's navigation as data (docs/product.md#the-page-shell): the header links, the Services mega-menu
 * and the footer links, in each language. Components render these lists; tests check every target is a real page.
 */
import type { Locale } from "@/lib/kernel/enums/locales";
import { localeHref } from "@/lib/kernel/i18n/paths";
import { shellWords } from "@/lib/kernel/i18n/shell-words";
import type { NavLink, SiteNavigation } from "./nav-links";


/** The navigation of the pages in one language. */
export function navigationIn(locale: Locale): SiteNavigation {
  const words = shellWords(locale).nav;
  const link = (label: string, href: string): NavLink => ({ label, href: localeHref(locale, href) });
  const servicesHref = localeHref(locale, "/service-page");
  const home = link(words.home, "/");
  const about = link(words.about, "/about");
  const booking = link(words.booking, "/booking");
  const contact = link(words.contact, "/contact");
  const residential = link(words.residential, "/services/residential-cleaning");
  const residentialSubLinks = [
    link(words.kitchen, "/services/residential-cleaning/kitchen"),
    link(words.bathroom, "/services/residential-cleaning/bathroom"),
    link(words.general, "/services/residential-cleaning/general"),
  ];
  return {
    servicesHref,
    bookingHref: booking.href,
    home,
    beforeServices: [home, about],
    afterServices: [booking, contact],
    residential,
    residentialSubLinks,
    servicesMenu: [
      { id: "basics", heading: words.basics, links: [residential, ...residentialSubLinks] },
      {
        id: "specialized",
        heading: words.specialized,
        links: [
          link(words.deep, "/services/deep-cleaning"),
          link(words.office, "/services/office-cleaning"),
          link(words.custom, "/services/custom-cleaning"),
          link(words.moveInOut, "/services/move-in-out-cleaning"),
          link(words.heavyCondition, "/services/heavy-condition-cleaning"),
          link(words.filthy, "/services/filthy-cleaning"),
          link(words.postConstruction, "/services/post-construction-cleaning"),
        ],
      },
      {
        id: "areas",
        heading: words.serviceAreas,
        links: [link(words.brooklyn, "/services/brooklyn-cleaning"), link(words.manhattan, "/services/manhattan-cleaning"), link(words.queens, "/services/queens-cleaning")],
      },
    ],
    footer: [
      home,
      about,
      { label: words.services, href: servicesHref },
      link(words.bookNow, "/booking"),
      link(words.giftCards, "/gift-cards"),
      contact,
      link(words.privacy, "/privacy-policy"),
      link(words.terms, "/terms-and-conditions"),
    ],
  };
}


export interface SocialLink {
  network: "Instagram" | "Facebook";
  href: string;
}

export const SOCIAL_LINKS: readonly SocialLink[] = [
  { network: "Instagram", href: "https://www.instagram.com/boroughbrightnyc" },
  { network: "Facebook", href: "https://www.facebook.com/boroughbrightnyc" },
];
