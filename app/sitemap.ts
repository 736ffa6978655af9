import type { MetadataRoute } from "next";
import { getConfig } from "@/lib/platform/config";
import { allPages } from "@/lib/site/content";
import { buildSitemap } from "@/lib/site/seo/sitemap";

/** Rebuilt with the run-time PUBLIC_URL by the start-up refresh, then hourly. */
export const revalidate = 3600;

/** Public pages built elsewhere in the app (their copy does not live in lib/site/content). */
const OTHER_PUBLIC_PATHS = ["/booking", "/contact"];

export default function sitemap(): MetadataRoute.Sitemap {
  return buildSitemap(getConfig().PUBLIC_URL, allPages, OTHER_PUBLIC_PATHS);
}
