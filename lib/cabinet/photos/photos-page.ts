import { getConfig } from "@/lib/platform/config";
import { getDb } from "@/lib/platform/db";
import { objectStorage } from "@/lib/platform/storage";
import { orderPhotoReport, photoByLink, type OrderPhotoReport, type PhotoViewer } from "./job-photos";
import type { SignedLinkQuery } from "@/lib/platform/storage/signed-link";

/** The key photo links are signed with; server.ts completes AUTH_SECRET before anything is served. */
export function photoLinkSecret(): string {
  const secret = getConfig().AUTH_SECRET;
  if (!secret) throw new Error("AUTH_SECRET is not configured");
  return secret;
}

/**
 * The photos part of the cleaner's job page, the customer's order page and the staff order page
 * (docs/architecture.md, "Pages and handlers are thin"): the checklist with each section's
 * photos and fresh signed links, or null when the viewer may not see the order.
 */
export async function orderPhotosPageView(viewer: PhotoViewer, orderId: string, now: Date = new Date()): Promise<OrderPhotoReport | null> {
  return orderPhotoReport(await getDb(), viewer, orderId, { secret: photoLinkSecret(), now });
}

/** GET /api/photos/{id}: the photo a current signed link names, or null. */
export async function photoFileByLink(database: Awaited<ReturnType<typeof getDb>>, photoId: string, query: Partial<SignedLinkQuery>, now: Date = new Date()) {
  return photoByLink(database, objectStorage(), photoId, query, getConfig().AUTH_SECRET, now);
}
