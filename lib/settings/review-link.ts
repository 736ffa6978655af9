import { eq } from "drizzle-orm";
import type { Database } from "@/lib/platform/db";
import { settings } from "@/lib/platform/db/schema";
import { googleReviewUrlSchema } from "./review-link-schema";

/**
 * The Google review link staff set (docs/product.md#review-requests), or null: none set, or one
 * stored before the rules of ./review-link-schema.ts that no longer passes them (no request then).
 */
export async function readGoogleReviewUrl(db: Database): Promise<string | null> {
  const [row] = await db.select({ url: settings.googleReviewUrl }).from(settings).where(eq(settings.id, 1));
  const parsed = googleReviewUrlSchema.safeParse(row?.url ?? "");
  return parsed.success ? parsed.data : null;
}
