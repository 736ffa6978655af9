import { SPANISH_PAGES } from "@/lib/kernel/i18n/spanish-pages";
import { allPages } from "@/lib/site/content";
import { buildRobots } from "./robots";
import { buildSitemap } from "./sitemap";

const BASE = "https://boroughbright.example";

describe("buildSitemap", () => {
  it("lists every public page once with an absolute URL, and each Spanish twin once more", () => {
    const sitemap = buildSitemap(BASE, allPages, ["/booking", "/contact", "/about"]);
    const urls = sitemap.map((entry) => entry.url);
    expect(urls).toContain(`${BASE}/`);
    expect(urls).toContain(`${BASE}/services/residential-cleaning/kitchen`);
    expect(urls).toContain(`${BASE}/services/queens-cleaning`);
    expect(urls).toContain(`${BASE}/booking`);
    expect(urls).toContain(`${BASE}/es`);
    expect(urls).toHaveLength(allPages.length + 2 + SPANISH_PAGES.size);
    expect(new Set(urls).size).toBe(urls.length);
  });

  it("ranks the home page first and the legal pages lowest", () => {
    const sitemap = buildSitemap(BASE, allPages);
    const priority = (path: string) => sitemap.find((e) => e.url === (path === "/" ? `${BASE}/` : `${BASE}${path}`))?.priority;
    expect(priority("/")).toBe(1);
    expect(priority("/services/deep-cleaning")).toBe(0.8);
    expect(priority("/privacy-policy")).toBe(0.3);
  });
});

describe("buildSitemap: the languages (docs/architecture.md, \"Languages\")", () => {
  it("names both languages and the default on a page and its Spanish twin, and nothing on English-only pages", () => {
    const sitemap = buildSitemap(BASE, allPages);
    const pair = { languages: { "en-US": `${BASE}/`, "es-US": `${BASE}/es`, "x-default": `${BASE}/` } };
    expect(sitemap.find((entry) => entry.url === `${BASE}/`)?.alternates).toEqual(pair);
    expect(sitemap.find((entry) => entry.url === `${BASE}/es`)).toMatchObject({ alternates: pair, priority: 1 });
    const about = { languages: { "en-US": `${BASE}/about`, "es-US": `${BASE}/es/about`, "x-default": `${BASE}/about` } };
    expect(sitemap.find((entry) => entry.url === `${BASE}/about`)?.alternates).toEqual(about);
    expect(sitemap.find((entry) => entry.url === `${BASE}/es/about`)?.alternates).toEqual(about);
    for (const entry of sitemap.filter((e) => !e.url.startsWith(`${BASE}/es`) && !SPANISH_PAGES.has(e.url.slice(BASE.length) || "/"))) expect(entry.alternates).toBeUndefined();
    expect(sitemap.find((entry) => entry.url === `${BASE}/es/services/queens-cleaning`)?.alternates?.languages).toMatchObject({ "en-US": `${BASE}/services/queens-cleaning` });
  });
});

describe("buildRobots", () => {
  it("keeps crawlers out of private areas and points at the sitemap", () => {
    const robots = buildRobots(BASE);
    const [rule] = Array.isArray(robots.rules) ? robots.rules : [robots.rules];
    expect(rule?.userAgent).toBe("*");
    expect(rule?.disallow).toEqual([
      "/admin",
      "/cleaner",
      "/profile",
      "/order",
      "/booking-confirmation",
      "/gift-card-confirmation",
      "/pay/",
      "/payments/",
      "/change-",
      "/auth",
      "/api",
      "/login",
    ]);
    expect(robots.sitemap).toBe(`${BASE}/sitemap.xml`);
  });
});
