import type { MetadataRoute } from "next";
import type { PageMeta } from "@/lib/site/content";

/** How often a page's text changes, roughly, and how it ranks within the site. */
function weight(path: string): Pick<MetadataRoute.Sitemap[number], "changeFrequency" | "priority"> {
  if (path === "/") return { changeFrequency: "weekly", priority: 1 };
  if (path === "/service-page" || path.startsWith("/services/")) return { changeFrequency: "monthly", priority: 0.8 };
  if (path === "/privacy-policy" || path === "/terms-and-conditions") return { changeFrequency: "yearly", priority: 0.3 };
  return { changeFrequency: "monthly", priority: 0.6 };
}

/**
 * Every public page with content, plus the public pages other parts of the site own
 * (booking and contact), as absolute URLs.
 */
export function buildSitemap(baseUrl: string, pages: readonly Pick<PageMeta, "path">[], extraPaths: readonly string[] = []): MetadataRoute.Sitemap {
  const paths = [...new Set([...pages.map((page) => page.path), ...extraPaths])];
  return paths.map((path) => ({ url: path === "/" ? `${baseUrl}/` : `${baseUrl}${path}`, ...weight(path) }));
}
