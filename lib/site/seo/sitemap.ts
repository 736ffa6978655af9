import type { MetadataRoute } from "next";
import { localeHref } from "@/lib/kernel/i18n/paths";
import type { PageMeta } from "@/lib/site/content";
import { languageAlternates } from "./metadata";

/** How often a page's text changes, roughly, and how it ranks within the site. */
function weight(path: string): Pick<MetadataRoute.Sitemap[number], "changeFrequency" | "priority"> {
  if (path === "/") return { changeFrequency: "weekly", priority: 1 };
  if (path === "/service-page" || path.startsWith("/services/")) return { changeFrequency: "monthly", priority: 0.8 };
  if (path === "/privacy-policy" || path === "/terms-and-conditions") return { changeFrequency: "yearly", priority: 0.3 };
  return { changeFrequency: "monthly", priority: 0.6 };
}

const absolute = (baseUrl: string, path: string): string => (path === "/" ? `${baseUrl}/` : `${baseUrl}${path}`);

/**
 * Every public page with content, plus the public pages other parts of the site own
 * (booking and contact), as absolute URLs; a page with a Spanish twin is listed in both
 * languages, each entry naming the other (docs/architecture.md, "Languages").
 */
export function buildSitemap(baseUrl: string, pages: readonly Pick<PageMeta, "path">[], extraPaths: readonly string[] = []): MetadataRoute.Sitemap {
  const paths = [...new Set([...pages.map((page) => page.path), ...extraPaths])];
  return paths.flatMap((path) => {
    const languages = languageAlternates(path);
    if (!languages) return [{ url: absolute(baseUrl, path), ...weight(path) }];
    const alternates = { languages: Object.fromEntries(Object.entries(languages).map(([tag, href]) => [tag, absolute(baseUrl, href)])) };
    return [path, localeHref("es", path)].map((href) => ({ url: absolute(baseUrl, href), ...weight(path), alternates }));
  });
}
