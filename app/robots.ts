import type { MetadataRoute } from "next";
import { getConfig } from "@/lib/platform/config";
import { buildRobots } from "@/lib/site/seo/robots";

/** Rebuilt with the run-time PUBLIC_URL by the start-up refresh, then hourly. */
export const revalidate = 3600;

export default function robots(): MetadataRoute.Robots {
  return buildRobots(getConfig().PUBLIC_URL);
}
