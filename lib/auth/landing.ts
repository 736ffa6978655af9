import { can } from "@/lib/kernel/enums/abilities";
import type { Role } from "@/lib/kernel/enums/roles";
import { sanitizeReturnUrl } from "./return-url";

/** Where a signed-in browser goes when nothing asked for a page: it answers with the role's home. */
export const SIGNED_IN_LANDING_PATH = "/api/account/landing";

/** Each role's own start page: staff work from the panel, cleaners from their jobs. */
export function homeFor(role: Role): string {
  if (can(role, "adminPanel.open")) return "/admin";
  if (can(role, "cleanerCabinet.open")) return "/cleaner/cabinet";
  return "/";
}

/** After signing in: the page the visitor was sent from when there is one, else their role's home. */
export function afterSignInUrl(rawReturnUrl: unknown): string {
  return sanitizeReturnUrl(rawReturnUrl, SIGNED_IN_LANDING_PATH);
}
