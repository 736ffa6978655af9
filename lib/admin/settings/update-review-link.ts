import { eq } from "drizzle-orm";
import type { z } from "zod";
import { writeAudit } from "@/lib/platform/audit/audit-log";
import type { Database } from "@/lib/platform/db";
import { settings } from "@/lib/platform/db/schema";
import type { reviewLinkUpdateSchema } from "@/lib/settings/review-link-schema";

/**
 * Saves the company's Google review link (docs/product.md#review-requests) and audits the change;
 * null clears it, which stops the review requests. Answers the link now in force.
 */
export async function updateReviewLink(db: Database, actorId: string, update: z.output<typeof reviewLinkUpdateSchema>): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select({ url: settings.googleReviewUrl }).from(settings).where(eq(settings.id, 1)).for("update");
    const [after] = await tx.update(settings).set({ googleReviewUrl: update.googleReviewUrl, updatedBy: actorId }).where(eq(settings.id, 1)).returning({ url: settings.googleReviewUrl });
    await writeAudit(tx, { actorId, action: "settings.review_link", subjectType: "settings", subjectId: "1", details: { from: before?.url ?? null, to: update.googleReviewUrl } });
    return after?.url ?? null;
  });
}
