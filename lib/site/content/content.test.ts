import { DEFAULT_PRICE_TABLE, type PriceTable } from "@/lib/settings/price-table";
import {
  aboutPage,
  allBoroughPages,
  allPages,
  allServicePages,
  fillContent,
  getServiceSummaries,
  homePage,
  privacyPolicyPage,
  serviceSummaries,
  servicesOverviewPage,
  termsPage,
} from "./index";
import { guideSections } from "./guides";
import { fillPlaceholders, listPlaceholders, UnknownPlaceholderError } from "./placeholders";
import type { PageMeta } from "./types";

/** Keys holding identifiers, routes or data rather than copy a reader sees. */
const NON_COPY_KEYS = new Set([
  "slug",
  "path",
  "priceSlug",
  "parentSlug",
  "href",
  "id",
  "serviceSlug",
  "group",
  "effectiveDate",
  "borough",
  "ranges",
  "hasPage",
]);
/** Head-only fields: not counted as on-page copy. */
const HEAD_KEYS = new Set(["title", "metaDescription"]);

function copyStrings(value: unknown, skip: Set<string> = new Set()): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap((v) => copyStrings(v, skip));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, v]) => (NON_COPY_KEYS.has(key) || skip.has(key) ? [] : copyStrings(v, skip)));
  }
  return [];
}

const bodyStrings = (page: unknown) => copyStrings(page, HEAD_KEYS);
const allStrings = (page: unknown) => copyStrings(page);
const wordCount = (texts: string[]) => texts.join(" ").split(/\s+/).filter((w) => /[A-Za-z0-9]/.test(w)).length;
const normalize = (text: string) => text.replace(/\s+/g, " ").trim().toLowerCase();
const sentences = (text: string) => text.split(/(?<=[.!?])\s+(?=[A-Z0-9"“(])/).map((s) => s.trim()).filter(Boolean);

/** Every unit of copy with the page it belongs to; the overview list is a unit of its own. */
const contentSets: ContentSet[] = [
  ...allPages.map((page) => ({ name: page.slug, content: page })),
  { name: "service-summaries", content: serviceSummaries },
];

const contacts = { phone: "(212) 555-0100", email: "hello@example.test" };
const priceSlugOf = (page: PageMeta): string | undefined => (page as { priceSlug?: string }).priceSlug;

describe("word counts", () => {
  it.each(allServicePages.map((p) => [p.slug, p] as const))("service page %s has at least 500 words", (_slug, page) => {
    expect(wordCount(bodyStrings(page))).toBeGreaterThanOrEqual(500);
  });

  it.each(allBoroughPages.map((p) => [p.slug, p] as const))("borough page %s has at least 500 words", (_slug, page) => {
    expect(wordCount(bodyStrings(page))).toBeGreaterThanOrEqual(500);
  });

  it("/about has at least 400 words, and the home page stays a short path (issue #24: its long copy moved)", () => {
    expect(wordCount(bodyStrings(aboutPage))).toBeGreaterThanOrEqual(400);
    expect(wordCount(bodyStrings(homePage))).toBeLessThan(1200);
  });

  it("the legal pages and the services overview are substantial", () => {
    expect(wordCount(bodyStrings(privacyPolicyPage))).toBeGreaterThanOrEqual(800);
    expect(wordCount(bodyStrings(termsPage))).toBeGreaterThanOrEqual(800);
    expect(wordCount(bodyStrings(servicesOverviewPage)) + wordCount(allStrings(serviceSummaries))).toBeGreaterThanOrEqual(400);
  });
});

describe("head and headings", () => {
  it.each(allPages.map((p) => [p.slug, p] as const))("%s has a title of at most 60 characters and a meta description of 120-160", (_slug, page) => {
    expect(page.title.length).toBeGreaterThan(10);
    expect(page.title.length).toBeLessThanOrEqual(60);
    expect(page.metaDescription.length).toBeGreaterThanOrEqual(120);
    expect(page.metaDescription.length).toBeLessThanOrEqual(160);
  });

  it("every page has exactly one non-empty h1, and titles, h1s, meta descriptions and slugs are unique", () => {
    for (const page of allPages) {
      expect(typeof page.h1).toBe("string");
      expect(page.h1.trim().length).toBeGreaterThan(0);
      const h1Keys = JSON.stringify(page).match(/"h1":/g) ?? [];
      expect(h1Keys).toHaveLength(1);
    }
    for (const key of ["slug", "path", "title", "h1", "metaDescription"] as const) {
      const values = allPages.map((p) => p[key]);
      expect(new Set(values).size).toBe(values.length);
    }
  });

  it("paths follow the route table", () => {
    for (const page of [...allServicePages, ...allBoroughPages]) expect(page.path).toBe(`/services/${page.slug}`);
    expect(homePage.path).toBe("/");
    expect(aboutPage.path).toBe("/about");
    expect(servicesOverviewPage.path).toBe("/service-page");
    expect(privacyPolicyPage.path).toBe("/privacy-policy");
    expect(termsPage.path).toBe("/terms-and-conditions");
  });
});

type ContentSet = { name: string; content: unknown };

/** Pieces of copy (as `split` cuts each string) of `minWords` or more words that appear more than once. */
function repeatedPieces(sets: ContentSet[], split: (text: string) => string[], minWords: number): string[] {
  const seen = new Map<string, string>();
  const duplicates: string[] = [];
  for (const { name, content } of sets) {
    for (const text of allStrings(content)) {
      for (const piece of split(text)) {
        if (wordCount([piece]) < minWords) continue;
        const key = normalize(piece);
        const first = seen.get(key);
        if (first) duplicates.push(`${first} / ${name}: ${piece}`);
        else seen.set(key, name);
      }
    }
  }
  return duplicates;
}

/** Copy units (paragraphs, answers, items) of eight or more words that appear more than once. */
const duplicateParagraphs = (sets: ContentSet[]): string[] => repeatedPieces(sets, (text) => [text], 8);

/** Sentences of six or more words that appear more than once, on any page. */
const duplicateSentences = (sets: ContentSet[]): string[] => repeatedPieces(sets, sentences, 6);

describe("originality", () => {
  it("the duplicate finders catch repeats", () => {
    const sets = [
      { name: "a", content: { intro: ["We clean the radiators on every visit. Then we mop the floors until they shine."] } },
      { name: "b", content: { faqs: [{ answer: "Yes, of course. Then we mop the floors until they shine." }] } },
    ];
    expect(duplicateSentences(sets)).toEqual(["a / b: Then we mop the floors until they shine."]);
    expect(duplicateParagraphs([...sets, { name: "c", content: ["We clean the radiators on every visit.  Then we mop the floors until they shine."] }])).toHaveLength(1);
  });

  it("no paragraph or FAQ answer appears twice anywhere in the content", () => {
    expect(duplicateParagraphs(contentSets)).toEqual([]);
  });

  it("FAQ answers and questions are unique across pages", () => {
    const faqs = [...allServicePages, ...allBoroughPages].flatMap((p) => p.faqs);
    const answers = faqs.map((f) => normalize(f.answer));
    const questions = faqs.map((f) => normalize(f.question));
    expect(new Set(answers).size).toBe(answers.length);
    expect(new Set(questions).size).toBe(questions.length);
  });

  it("no sentence of six or more words is repeated verbatim anywhere", () => {
    expect(duplicateSentences(contentSets)).toEqual([]);
  });
});

describe("service and borough pages", () => {
  const pricedPages = [...allServicePages, ...allBoroughPages];

  it.each(pricedPages.map((p) => [p.slug, p] as const))("%s has 4-7 FAQs, a pricing section with {fromPrice} and a known priceSlug", (_slug, page) => {
    expect(page.faqs.length).toBeGreaterThanOrEqual(4);
    expect(page.faqs.length).toBeLessThanOrEqual(7);
    expect(page.pricing.join(" ")).toContain("{fromPrice}");
    expect(DEFAULT_PRICE_TABLE.services.map((s) => s.slug)).toContain(page.priceSlug);
  });

  it.each(pricedPages.map((p) => [p.slug, p] as const))("%s books its own service: its booking buttons open the form on it", (_slug, page) => {
    const bookingLinks = [page.cta.primary, page.cta.secondary].filter((link) => link?.href.startsWith("/booking"));
    expect(bookingLinks.length).toBeGreaterThan(0);
    for (const link of bookingLinks) expect(link?.href).toBe(`/booking?service=${page.priceSlug}`);
  });

  it("sub-pages of residential cleaning use its price and point to it", () => {
    for (const slug of ["residential-cleaning/kitchen", "residential-cleaning/bathroom", "residential-cleaning/general"]) {
      const page = allServicePages.find((page) => page.slug === slug);
      expect(page?.priceSlug).toBe("residential-cleaning");
      expect(page?.parentSlug).toBe("residential-cleaning");
    }
  });

  it("covers every service and borough page of the route table", () => {
    expect(allServicePages.map((p) => p.slug).sort()).toEqual(
      [
        "residential-cleaning",
        "residential-cleaning/kitchen",
        "residential-cleaning/bathroom",
        "residential-cleaning/general",
        "deep-cleaning",
        "office-cleaning",
        "custom-cleaning",
        "move-in-out-cleaning",
        "heavy-condition-cleaning",
        "filthy-cleaning",
        "post-construction-cleaning",
      ].sort(),
    );
    expect(allBoroughPages.map((p) => p.slug).sort()).toEqual(["brooklyn-cleaning", "manhattan-cleaning", "queens-cleaning"]);
    expect(allServicePages.find((page) => page.slug === "deep-cleaning")?.name).toBe("Deep Cleaning");
    expect(allServicePages.find((page) => page.slug === "nope")).toBeUndefined();
    expect(allBoroughPages.find((page) => page.slug === "queens-cleaning")?.borough).toBe("Queens");
    expect(allBoroughPages.find((page) => page.slug === "bronx-cleaning")).toBeUndefined();
  });

  it("borough pages list neighborhoods, ZIP ranges of their borough and existing services", () => {
    // The service area of docs/product.md#scheduling.
    const expectedRanges = {
      Manhattan: ["10001-10007", "10009-10014", "10016-10040", "10044", "10065", "10069", "10075", "10128", "10280", "10282"],
      Brooklyn: ["11201", "11203-11226", "11228-11239", "11249"],
      Queens: ["11004-11005", "11101-11106", "11109", "11354-11375", "11377-11379", "11385", "11411-11424", "11426-11430", "11432-11436", "11439", "11451", "11691-11694", "11697"],
    };
    for (const page of allBoroughPages) {
      const neighborhoods = page.neighborhoods.groups.flatMap((g) => g.neighborhoods);
      expect(neighborhoods.length).toBeGreaterThanOrEqual(20);
      expect(new Set(neighborhoods).size).toBe(neighborhoods.length);
      expect(page.zipCoverage.ranges).toEqual(expectedRanges[page.borough]);
      for (const item of page.services.items) expect(allServicePages.find((page) => page.slug === item.serviceSlug)).toBeDefined();
    }
  });
});

describe("prices, phone numbers and placeholders", () => {
  it("no dollar amount, phone number or email address is hard-coded", () => {
    for (const { name, content } of contentSets) {
      for (const text of allStrings(content)) {
        expect({ name, text, dollar: /\$\s?\d/.test(text) }).toEqual({ name, text, dollar: false });
        expect({ name, text, phone: /\(?\b\d{3}\)?[\s.-]\d{3}[\s.-]\d{4}\b/.test(text) }).toEqual({ name, text, phone: false });
        expect({ name, text, email: /[\w.+-]+@[\w-]+\.[a-z]{2,}/i.test(text) }).toEqual({ name, text, email: false });
        expect(text).not.toMatch(/tel:|mailto:/);
      }
    }
  });

  it("every percentage matches the price table (or is the 100% guarantee)", () => {
    const { monthly, biweekly, weekly } = DEFAULT_PRICE_TABLE.frequencyDiscountPercent;
    const allowed = new Set([monthly, biweekly, weekly, DEFAULT_PRICE_TABLE.salesTaxMilliPercent / 1000, 100]);
    for (const { content } of contentSets) {
      for (const text of allStrings(content)) {
        for (const match of text.matchAll(/(\d+(?:\.\d+)?)%/g)) expect(allowed).toContain(Number(match[1]));
      }
    }
    expect(JSON.stringify(allPages)).toContain("8.875%");
  });

  it("every placeholder on every page can be filled from the default price table", () => {
    for (const page of allPages) {
      const context = { priceTable: DEFAULT_PRICE_TABLE, priceSlug: priceSlugOf(page), contacts };
      const filled = JSON.stringify(fillContent(page, context));
      expect(filled).not.toMatch(/\{[a-zA-Z]+(:[a-z0-9-]+)?\}/);
    }
    expect(() => fillContent(serviceSummaries, { priceTable: DEFAULT_PRICE_TABLE, contacts })).not.toThrow();
  });

  it("fills prices from the table, so staff changes reach the copy", () => {
    const deep = allServicePages.find((page) => page.slug === "deep-cleaning");
    const office = allServicePages.find((page) => page.slug === "office-cleaning");
    const custom = allServicePages.find((page) => page.slug === "custom-cleaning");
    const fill = (text: string, priceSlug: string, table: PriceTable = DEFAULT_PRICE_TABLE) =>
      fillPlaceholders(text, { priceTable: table, priceSlug, contacts });

    expect(fill(deep!.pricing[0]!, "deep-cleaning")).toContain("starts at $225 for a studio");
    expect(fill(office!.pricing[0]!, "office-cleaning")).toContain("$0.15 per square foot, with a minimum of $180");
    expect(fill(custom!.pricing[0]!, "custom-cleaning")).toContain("$65 per cleaner-hour");
    expect(fill(custom!.pricing[0]!, "custom-cleaning")).toContain("the smallest custom visit is $195");
    expect(fill("{extra:interior-windows} and {lateCancellationFee} and {price:laundry} and {rate:dishwashing}", "laundry")).toBe("$8 and $50 and $50 and $30");
    expect(fill("Call {phone} or write to {email}", "laundry")).toBe("Call (212) 555-0100 or write to hello@example.test");

    const raised: PriceTable = {
      ...DEFAULT_PRICE_TABLE,
      services: DEFAULT_PRICE_TABLE.services.map((s) =>
        s.slug === "deep-cleaning" && s.pricing.model === "rooms" ? { ...s, pricing: { ...s.pricing, baseCents: 24_950 } } : s,
      ),
    };
    expect(fill("from {fromPrice}", "deep-cleaning", raised)).toBe("from $249.50");
  });

  it("refuses placeholders it cannot fill", () => {
    const context = { priceTable: DEFAULT_PRICE_TABLE, priceSlug: "deep-cleaning", contacts };
    expect(() => fillPlaceholders("{sqFtRate}", context)).toThrow(UnknownPlaceholderError);
    expect(() => fillPlaceholders("{hourlyRate}", context)).toThrow(UnknownPlaceholderError);
    expect(() => fillPlaceholders("{extra:gold-plating}", context)).toThrow(UnknownPlaceholderError);
    expect(() => fillPlaceholders("{price:window-washing}", context)).toThrow(UnknownPlaceholderError);
    expect(() => fillPlaceholders("{whatever}", context)).toThrow(UnknownPlaceholderError);
    expect(() => fillPlaceholders("{fromPrice}", { ...context, priceSlug: undefined })).toThrow(UnknownPlaceholderError);
    expect(listPlaceholders("a {fromPrice} b {extra:inside-oven}")).toEqual(["fromPrice", "extra:inside-oven"]);
  });
});

describe("home page", () => {
  it("has the tagline, borough buttons and booking link of the spec", () => {
    expect(homePage.hero.tagline).toBe("We Clean - You Relax");
    expect(homePage.hero.boroughButtons.map((b) => b.href)).toEqual([
      "/services/manhattan-cleaning",
      "/services/brooklyn-cleaning",
      "/services/queens-cleaning",
    ]);
    expect(homePage.hero.bookNow.href).toBe("/booking");
    expect(homePage.offers.loadingText).toBe("Loading special offers...");
    expect(homePage.offers.visitorNote.link.href).toBe("/login");
  });

  it("has exactly the six Why Choose Us cards, in order (on /about since issue #24)", () => {
    expect(aboutPage.whyChooseUs.cards.map((c) => c.id)).toEqual([
      "consistent-and-dependable",
      "experienced-and-trained",
      "safe-and-vetted",
      "satisfaction-guarantee",
      "professional-equipment",
      "always-available",
    ]);
  });

  it("links More Services, office and move to /service-page", () => {
    const { moreServices, officeLink, moveLink } = homePage.servicesOverview;
    expect([moreServices.href, officeLink.href, moveLink.href]).toEqual(["/service-page", "/service-page", "/service-page"]);
  });

  it("has how it works in three steps, short FAQs and the closing call", () => {
    expect(homePage.howItWorks.steps).toHaveLength(3);
    expect(homePage.faqs.length).toBeGreaterThanOrEqual(4);
    expect(homePage.finalCta.callLabel).toContain("{phone}");
  });

  it("keeps the long guide sections it used to carry, each on a page that exists and ending with a call to action to /contact", () => {
    const paths = allPages.map((page) => page.path);
    expect(guideSections.map((section) => section.id)).toEqual([
      "who-we-are",
      "apartment-cleaning-nyc",
      "house-cleaning-three-boroughs",
      "transparent-pricing",
      "recurring-cleaning",
      "office-cleaning",
      "move-cleaning",
      "post-construction",
      "trust",
      "guarantee",
      "add-ons",
    ]);
    for (const section of guideSections) {
      expect(paths).toContain(section.movedTo);
      if (section.id !== "who-we-are") expect(wordCount(bodyStrings(section))).toBeGreaterThanOrEqual(100);
      expect(section.cta.href).toBe("/contact");
      expect(section.cta.label).toMatch(/estimate|quote|contact/i);
    }
  });
});

describe("services overview", () => {
  it("lists every priced service once and every service page", () => {
    const slugs = serviceSummaries.map((s) => s.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    const tableSlugs = DEFAULT_PRICE_TABLE.services.map((s) => s.slug);
    for (const summary of serviceSummaries) expect(tableSlugs).toContain(summary.priceSlug);
    for (const slug of tableSlugs) expect(serviceSummaries.map((s) => s.priceSlug)).toContain(slug);
    for (const page of allServicePages) {
      const summary = serviceSummaries.find((s) => s.slug === page.slug);
      expect(summary?.href).toBe(page.path);
      expect(summary?.hasPage).toBe(true);
    }
    for (const slug of ["home-organization", "laundry", "dishwashing"]) {
      expect(serviceSummaries.find((s) => s.slug === slug)).toMatchObject({ hasPage: false, href: `/booking?service=${slug}`, group: "add-ons" });
    }
    expect(getServiceSummaries("basics").map((s) => s.slug)).toEqual([
      "residential-cleaning",
      "residential-cleaning/kitchen",
      "residential-cleaning/bathroom",
      "residential-cleaning/general",
    ]);
    expect(servicesOverviewPage.groups.map((g) => g.id)).toEqual(["basics", "specialized", "add-ons"]);
  });

  it("links only to routes that exist", () => {
    const routes = new Set([...allPages.map((p) => p.path), "/booking", "/contact", "/login", "/gift-cards"]);
    const hrefs = JSON.stringify([allPages, serviceSummaries]).match(/"href":"[^"]*"/g) ?? [];
    // The route is the path; a query (the booking form's ?service=) is not part of it.
    for (const href of hrefs) expect(routes).toContain(String(JSON.parse(`{${href}}`).href).split("?")[0]);
  });
});

describe("legal pages", () => {
  it("the terms state the rules of docs/product.md", () => {
    const terms = allStrings(termsPage).join(" ");
    expect(terms).toContain("24 hours before its start time");
    expect(terms).toContain("{lateCancellationFee}");
    expect(terms).toContain("40 pounds");
    expect(terms).toContain("Exterior windows above the ground floor");
    expect(terms).toContain("laws of the State of New York");
    expect(terms).toContain("396-i");
    expect(terms).toContain("at least nine years");
    expect(terms).toMatch(/payment for a visit is due after the visit/i);
    expect(terms).toContain("within 24 hours after the visit ends");
  });

  it("the privacy policy covers collection, cookies, reviews, retention, rights and the SHIELD Act", () => {
    const ids = privacyPolicyPage.sections.map((s) => s.id);
    expect(ids).toEqual(expect.arrayContaining(["what-we-collect", "cookies", "reviews", "retention", "security", "your-rights", "contact"]));
    const text = allStrings(privacyPolicyPage).join(" ");
    expect(text).toContain("899-bb");
    expect(text).toContain("California Consumer Privacy Act");
    expect(text).toContain("{email}");
  });
});
