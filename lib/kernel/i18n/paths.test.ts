import { hasSpanishTwin, localeHref, pageLocale, splitLocale } from "./paths";
import { SPANISH_PAGES } from "./spanish-pages";

describe("where each language lives (docs/architecture.md, \"Languages\")", () => {
  it("splits a Spanish address into its language and the English page's path", () => {
    expect(splitLocale("/es")).toEqual({ locale: "es", path: "/" });
    expect(splitLocale("/es/")).toEqual({ locale: "es", path: "/" });
    expect(splitLocale("/es/services/deep-cleaning")).toEqual({ locale: "es", path: "/services/deep-cleaning" });
    expect(splitLocale("/about")).toEqual({ locale: "en", path: "/about" });
    expect(splitLocale("/")).toEqual({ locale: "en", path: "/" });
  });

  it("takes only a whole /es segment for Spanish", () => {
    expect(splitLocale("/espresso")).toEqual({ locale: "en", path: "/espresso" });
    expect(splitLocale("/estimates/es")).toEqual({ locale: "en", path: "/estimates/es" });
    expect(pageLocale(null)).toBe("en");
    expect(pageLocale("/es/booking")).toBe("es");
  });

  it("leaves English addresses as they are", () => {
    for (const href of ["/", "/about", "/booking?service=deep-cleaning", "/#faq"]) expect(localeHref("en", href)).toBe(href);
  });

  it("gives the /es twin of a page that has one, keeping the query and the fragment", () => {
    expect(SPANISH_PAGES.has("/")).toBe(true);
    expect(localeHref("es", "/")).toBe("/es");
    expect(localeHref("es", "/?from=menu")).toBe("/es?from=menu");
    expect(localeHref("es", "/#faq")).toBe("/es#faq");
    expect(hasSpanishTwin("/?from=menu")).toBe(true);
  });

  it("keeps the English address while a page has no Spanish twin, and never touches other sites or protocol-relative links", () => {
    const englishOnly = "/admin/orders";
    expect(hasSpanishTwin(englishOnly)).toBe(false);
    expect(localeHref("es", englishOnly)).toBe(englishOnly);
    expect(localeHref("es", "//evil.example/")).toBe("//evil.example/");
    expect(localeHref("es", "https://example.com/")).toBe("https://example.com/");
    expect(localeHref("es", "mailto:office@example.com")).toBe("mailto:office@example.com");
  });

  it("reads a link of the Spanish copy (\"/es/booking\") as its English page's: the twin if there is one, else the English page", () => {
    expect(localeHref("es", "/es")).toBe("/es");
    expect(localeHref("es", "/es?from=menu")).toBe("/es?from=menu");
    expect(localeHref("es", "/es/admin/orders?x=1")).toBe("/admin/orders?x=1");
    expect(localeHref("es", "/es//evil.example/")).toBe("/evil.example/");
    expect(localeHref("es", "/espresso")).toBe("/espresso");
    expect(localeHref("en", "/es/admin/orders")).toBe("/es/admin/orders");
  });
});
