import { localeHref } from "@/lib/kernel/i18n/paths";
import { allPages } from "@/lib/site/content";
import { isCurrentLink, isInServicesMenu } from "./nav-links";
import { navigationIn, SOCIAL_LINKS } from "./navigation";

const {
  beforeServices: HEADER_LINKS_BEFORE_SERVICES,
  afterServices: HEADER_LINKS_AFTER_SERVICES,
  residentialSubLinks: RESIDENTIAL_SUB_LINKS,
  footer: FOOTER_LINKS,
  servicesHref: SERVICES_HREF,
  servicesMenu: SERVICES_MENU,
} = navigationIn("en");

/** Public pages other engineers own; they exist on the site but have no content module here. */
const OTHER_PAGES = new Set(["/booking", "/contact", "/gift-cards"]);
const contentPaths = new Set(allPages.map((page) => page.path));

describe("site navigation", () => {
  it("has the header links of docs/product.md#the-page-shell in order around the Services menu", () => {
    const labels = [...HEADER_LINKS_BEFORE_SERVICES.map((l) => l.label), "Services", ...HEADER_LINKS_AFTER_SERVICES.map((l) => l.label)];
    expect(labels).toEqual(["Home", "About", "Services", "Booking", "Contact"]);
    expect(SERVICES_HREF).toBe("/service-page");
  });

  it("has the three mega-menu columns with the documented entries", () => {
    expect(SERVICES_MENU.map((c) => [c.heading, c.links.map((l) => l.label)])).toEqual([
      ["Basics", ["Residential", "Kitchen", "Bathroom", "General"]],
      ["Specialized", ["Deep", "Office", "Custom", "Move In/Out", "Heavy Condition", "Filthy", "Post Construction"]],
      ["Service Areas", ["Brooklyn", "Manhattan", "Queens"]],
    ]);
    expect(RESIDENTIAL_SUB_LINKS.map((l) => l.href)).toEqual([
      "/services/residential-cleaning/kitchen",
      "/services/residential-cleaning/bathroom",
      "/services/residential-cleaning/general",
    ]);
  });

  it("links only to pages that exist", () => {
    const all = [...HEADER_LINKS_BEFORE_SERVICES, ...HEADER_LINKS_AFTER_SERVICES, ...SERVICES_MENU.flatMap((c) => c.links), ...FOOTER_LINKS];
    for (const link of all) expect(contentPaths.has(link.href) || OTHER_PAGES.has(link.href)).toBe(true);
  });

  it("has the footer links in order", () => {
    expect(FOOTER_LINKS.map((l) => l.label)).toEqual(["Home", "About", "Services", "Book Now", "Gift cards", "Contact", "Privacy Policy", "Terms & Conditions"]);
  });

  it("links to the company's Instagram and Facebook profiles over https", () => {
    expect(SOCIAL_LINKS.map((s) => s.network)).toEqual(["Instagram", "Facebook"]);
    for (const link of SOCIAL_LINKS) expect(link.href).toMatch(/^https:\/\/www\.(instagram|facebook)\.com\/boroughbrightnyc$/);
  });

  it("marks only the exact page as current", () => {
    expect(isCurrentLink("/", "/")).toBe(true);
    expect(isCurrentLink("/", "/about")).toBe(false);
    expect(isCurrentLink("/services/residential-cleaning", "/services/residential-cleaning/kitchen")).toBe(false);
    expect(isCurrentLink("/about", null)).toBe(false);
  });

  it("knows which pages belong to the Services menu", () => {
    expect(isInServicesMenu("/service-page", navigationIn("en"))).toBe(true);
    expect(isInServicesMenu("/services/queens-cleaning", navigationIn("en"))).toBe(true);
    expect(isInServicesMenu("/services/residential-cleaning/general", navigationIn("en"))).toBe(true);
    expect(isInServicesMenu("/about", navigationIn("en"))).toBe(false);
    expect(isInServicesMenu(null, navigationIn("en"))).toBe(false);
  });

  it("has the same links in Spanish, in Spanish words, each at its Spanish page where one exists (docs/architecture.md, \"Languages\")", () => {
    const english = navigationIn("en");
    const spanish = navigationIn("es");
    expect(spanish.beforeServices.map((l) => l.label)).toEqual(["Inicio", "Quiénes somos"]);
    expect(spanish.servicesMenu.map((c) => c.heading)).toEqual(["Básicos", "Especializados", "Zonas de servicio"]);
    const links = (navigation: typeof english) => [...navigation.beforeServices, ...navigation.afterServices, ...navigation.servicesMenu.flatMap((c) => c.links), ...navigation.footer];
    expect(links(spanish).map((l) => l.href)).toEqual(links(english).map((l) => localeHref("es", l.href)));
    expect(spanish.home.href).toBe("/es");
    expect(isInServicesMenu("/es/services/deep-cleaning", navigationIn("es"))).toBe(true);
    expect(isInServicesMenu("/es", navigationIn("es"))).toBe(false);
  });
});
