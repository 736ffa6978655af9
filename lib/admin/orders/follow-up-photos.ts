import { and, eq, inArray } from "drizzle-orm";
import type { Transaction } from "@/lib/platform/db/transaction";
import type { Database } from "@/lib/platform/db";
import { followUpPhotos, jobPhotos } from "@/lib/platform/db/schema";
import { failure, type Failure } from "@/lib/kernel/failure";

/**
 * The photos staff keep with a satisfaction follow-up when they close it (docs/product.md,
 * "Photos of the work"): what the customer complained of, for the re-clean and for any later
 * question. Only photos of the same visit can be kept.
 */

export const NOT_THIS_VISITS_PHOTO_MESSAGE = "Choose photos of this visit only. Reload the page to see its current photos.";

/** Null when every id names a photo of the order, the refusal otherwise. Reads only: call before writing. */
export async function checkFollowUpPhotos(tx: Transaction, orderId: string, photoIds: readonly string[]): Promise<Failure | null> {
  if (photoIds.length === 0) return null;
  const found = await tx
    .select({ id: jobPhotos.id })
    .from(jobPhotos)
    .where(and(eq(jobPhotos.orderId, orderId), inArray(jobPhotos.id, [...photoIds])));
  if (found.length === photoIds.length) return null;
  return failure("invalid", NOT_THIS_VISITS_PHOTO_MESSAGE, { fieldErrors: { photoIds: NOT_THIS_VISITS_PHOTO_MESSAGE } });
}

export async function keepFollowUpPhotos(tx: Transaction, orderId: string, photoIds: readonly string[]): Promise<void> {
  if (photoIds.length === 0) return;
  await tx
    .insert(followUpPhotos)
    .values(photoIds.map((photoId) => ({ orderId, photoId })))
    .onConflictDoNothing();
}

/** The ids of the photos kept with the order's follow-up. */
export async function followUpPhotoIds(db: Database, orderId: string): Promise<string[]> {
  const rows = await db.select({ photoId: followUpPhotos.photoId }).from(followUpPhotos).where(eq(followUpPhotos.orderId, orderId));
  return rows.map((row) => row.photoId);
}
