import { contentIn, serviceNameIn } from "../index";
import { listPlaceholders } from "../placeholders";
import type { PageMeta, SiteContent } from "../types";

/**
 * The Spanish copy against the English (docs/product.md, "Languages"): the same pages, at "/es"
 * + the English path, with the same slugs, prices, ids, ZIP codes and placeholders, links that
 * stay in Spanish, heads within the search engines' lengths, and no sentence said twice.
 */
const english = contentIn("en");
const spanish = contentIn("es");

const pagesOf = (content: SiteContent): PageMeta[] => [
  content.homePage,
  content.aboutPage,
  content.servicesOverviewPage,
  ...content.servicePages,
  ...content.boroughPages,
  content.privacyPolicyPage,
  content.termsPage,
];

/** Every string under a value, with the key it sits at. */
function entries(value: unknown, key = ""): Array<[string, string]> {
  if (typeof value === "string") return [[key, value]];
  if (Array.isArray(value)) return value.flatMap((item) => entries(item, key));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([name, item]) => entries(item, name));
  return [];
}
const valuesAt = (value: unknown, keys: readonly string[]) => entries(value).filter(([key]) => keys.includes(key)).map(([, text]) => text);
const copy = (value: unknown) => entries(value).filter(([key]) => !["slug", "path", "priceSlug", "parentSlug", "href", "id", "serviceSlug", "group", "borough", "ranges", "movedTo", "effectiveDate"].includes(key)).map(([, text]) => text);
const placeholders = (value: unknown) => [...new Set(copy(value).flatMap((text) => listPlaceholders(text)))].sort();
const words = (texts: string[]) => texts.join(" ").split(/\s+/).filter((word) => /[\p{L}\d]/u.test(word)).length;
/** Sentences, cut after ".", "!" or "?" before a capital, a digit, "¿", "¡" or an opening quote or bracket. */
const sentences = (text: string) => text.split(/(?<=[.!?])\s+(?=[\p{Lu}\d¿¡"“«(])/u).map((sentence) => sentence.trim());

const pairs = pagesOf(english).map((page) => {
  const twin = pagesOf(spanish).find((candidate) => candidate.slug === page.slug);
  if (!twin) throw new Error(`no Spanish page for ${page.slug}`);
  return [page.slug, page, twin] as const;
});

describe("the Spanish pages", () => {
  it("are the English pages' twins, one each, at /es + the English path", () => {
    expect(pagesOf(spanish)).toHaveLength(pagesOf(english).length);
    for (const [, page, twin] of pairs) expect(twin.path).toBe(page.path === "/" ? "/es" : `/es${page.path}`);
  });

  it.each(pairs)("%s keeps the English page's slugs, prices, ids, ZIP codes and placeholders", (_slug, page, twin) => {
    const data = ["slug", "priceSlug", "parentSlug", "id", "serviceSlug", "group", "borough", "ranges"];
    expect(valuesAt(twin, data)).toEqual(valuesAt(page, data));
    expect(placeholders(twin)).toEqual(placeholders(page));
  });

  it.each(pairs)("%s links only to Spanish pages, anchors, the phone, email or other sites", (_slug, page, twin) => {
    for (const href of valuesAt(twin, ["href"])) expect(href).toMatch(/^(\/es(\/|\?|#|$)|#|tel:|mailto:|https:)/);
    expect(valuesAt(twin, ["href"]).map((href) => href.replace(/^\/es(?=[/?#]|$)/, "") || "/")).toEqual(valuesAt(page, ["href"]));
  });

  it.each(pairs)("%s has a head of the right length and one h1", (_slug, _page, twin) => {
    expect(twin.title.length).toBeGreaterThan(10);
    expect(twin.title.length).toBeLessThanOrEqual(60);
    expect(twin.metaDescription.length).toBeGreaterThanOrEqual(120);
    expect(twin.metaDescription.length).toBeLessThanOrEqual(160);
    expect(twin.h1.trim()).not.toBe("");
  });

  it("have titles, h1s and descriptions of their own", () => {
    for (const field of ["title", "h1", "metaDescription"] as const) {
      const values = pagesOf(spanish).map((page) => page[field]);
      expect(new Set(values).size).toBe(values.length);
    }
  });

  it("say as much as the English: service and borough pages 500 words or more, /about 400, the legal pages 800", () => {
    for (const page of [...spanish.servicePages, ...spanish.boroughPages]) expect(words(copy(page))).toBeGreaterThanOrEqual(500);
    expect(words(copy(spanish.aboutPage))).toBeGreaterThanOrEqual(400);
    expect(words(copy(spanish.privacyPolicyPage))).toBeGreaterThanOrEqual(800);
    expect(words(copy(spanish.termsPage))).toBeGreaterThanOrEqual(800);
  });

  it("never say a sentence of six words or more twice", () => {
    const seen = new Map<string, string>();
    const repeated: string[] = [];
    for (const [name, content] of [...pagesOf(spanish).map((page) => [page.slug, page] as const), ["summaries", spanish.serviceSummaries] as const, ["guides", spanish.guideSections] as const]) {
      for (const sentence of copy(content).flatMap(sentences)) {
        if (words([sentence]) < 6) continue;
        const key = sentence.toLowerCase().replace(/\s+/g, " ");
        const first = seen.get(key);
        if (first) repeated.push(`${first} / ${name}: ${sentence}`);
        else seen.set(key, name);
      }
    }
    expect(repeated).toEqual([]);
  });
});

describe("the Spanish service overview and guide passages", () => {
  it("list the same services, in the same groups, linking to the Spanish pages", () => {
    const facts = (summaries: SiteContent["serviceSummaries"]) => summaries.map(({ slug, priceSlug, group, hasPage }) => ({ slug, priceSlug, group, hasPage }));
    expect(facts(spanish.serviceSummaries)).toEqual(facts(english.serviceSummaries));
    for (const summary of spanish.serviceSummaries) expect(summary.href).toMatch(/^\/es\//);
  });

  it("move to the Spanish twins of the pages the English passages moved to", () => {
    expect(spanish.guideSections.map(({ id, movedTo }) => ({ id, movedTo }))).toEqual(english.guideSections.map(({ id, movedTo }) => ({ id, movedTo: `/es${movedTo}` })));
  });
});

describe("service names on a page", () => {
  it("are the copy's Spanish names on a Spanish page, the office's names in English and for services the copy does not cover", () => {
    expect(serviceNameIn("es", "deep-cleaning", "Deep cleaning")).toBe("Limpieza profunda");
    expect(serviceNameIn("en", "deep-cleaning", "Deep cleaning")).toBe("Deep cleaning");
    expect(serviceNameIn("es", "window-washing", "Window washing")).toBe("Window washing");
  });
});
