import type { MetadataRoute } from "next";

/**
 * Areas that are private, per user or transactional: crawlers have nothing to index there.
 * "/change-" covers /change-password and /change-email (robots rules are prefixes).
 */
export const PRIVATE_PATH_PREFIXES = [
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
] as const;

export function buildRobots(baseUrl: string): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: "*", allow: "/", disallow: [...PRIVATE_PATH_PREFIXES] }],
    sitemap: `${baseUrl}/sitemap.xml`,
  };
}
