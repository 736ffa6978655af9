import { z } from "zod";
import { getConfig } from "@/lib/platform/config";

/**
 * Which place ids we fetch reviews for. The reviews call may name a place (SPEC section 7),
 * but every call is billed to our API key, so only an allow-list is served: today the one
 * configured place (GOOGLE_PLACE_ID). To serve more places, add them here.
 */

/** Google place ids are URL-safe base64-like tokens; anything else is refused before lookup. */
export const placeIdSchema = z
  .string()
  .min(1, "is required")
  .max(255, "is too long")
  .regex(/^[A-Za-z0-9_-]+$/, "must contain only letters, digits, '-' and '_'");

export function servedPlaceIds(): readonly string[] {
  return [getConfig().GOOGLE_PLACE_ID];
}

export function isServedPlaceId(placeId: string): boolean {
  return servedPlaceIds().includes(placeId);
}
