import type { RateLimitRule } from "@/lib/platform/security/rate-limit";

/**
 * Spam limit of the contact form, per client address and shared by every host through the
 * database. Five messages an hour is far more than a person sends; a bot stops there.
 */
export const CONTACT_PER_ADDRESS: RateLimitRule = { name: "contact-address", limit: 5, windowSeconds: 60 * 60 };
