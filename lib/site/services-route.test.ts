import { allBoroughPages, allServicePages } from "@/lib/site/content";
import { relatedServicePages, resolveServicesRoute, servicesRouteParams } from "./services-route";

describe("resolveServicesRoute", () => {
  it("finds service pages, focus pages with their parent, and borough pages", () => {
    expect(resolveServicesRoute(["deep-cleaning"])).toMatchObject({ kind: "service", page: { slug: "deep-cleaning" } });
    const kitchen = resolveServicesRoute(["residential-cleaning", "kitchen"]);
    expect(kitchen).toMatchObject({ kind: "service", page: { slug: "residential-cleaning/kitchen" }, parent: { slug: "residential-cleaning" } });
    expect(resolveServicesRoute(["queens-cleaning"])).toMatchObject({ kind: "borough", page: { borough: "Queens" } });
  });

  it("finds nothing for other addresses", () => {
    expect(resolveServicesRoute(["window-cleaning"])).toBeUndefined();
    expect(resolveServicesRoute(["deep-cleaning", "kitchen"])).toBeUndefined();
    expect(resolveServicesRoute(["queens-cleaning", "astoria"])).toBeUndefined();
    expect(resolveServicesRoute([])).toBeUndefined();
  });

  it("lists every service and borough page as route params", () => {
    const params = servicesRouteParams();
    expect(params).toHaveLength(allServicePages.length + allBoroughPages.length);
    expect(params).toContainEqual({ slug: ["residential-cleaning", "general"] });
    expect(params).toContainEqual({ slug: ["brooklyn-cleaning"] });
    for (const { slug } of params) expect(resolveServicesRoute(slug)).toBeDefined();
  });
});

describe("relatedServicePages", () => {
  const slugs = (slug: string) => {
    const page = allServicePages.find((page) => page.slug === slug);
    if (!page) throw new Error(`no page ${slug}`);
    return relatedServicePages(page).map((p) => p.slug);
  };

  it("suggests the parent and siblings of a focus page", () => {
    expect(slugs("residential-cleaning/kitchen")).toEqual(["residential-cleaning", "residential-cleaning/bathroom", "residential-cleaning/general"]);
  });

  it("suggests the focus pages of residential cleaning", () => {
    expect(slugs("residential-cleaning")).toEqual(["residential-cleaning/kitchen", "residential-cleaning/bathroom", "residential-cleaning/general"]);
  });

  it("suggests three other main services, never the page itself", () => {
    for (const page of allServicePages.filter((p) => !p.parentSlug && p.slug !== "residential-cleaning")) {
      const related = slugs(page.slug);
      expect(related).toHaveLength(3);
      expect(related).not.toContain(page.slug);
      expect(related.some((s) => s.includes("/"))).toBe(false);
    }
  });
});
