import { getDb } from "@/lib/platform/db";
import { orderPhotosPageView } from "@/lib/cabinet/photos/photos-page";
import type { JobPhotoView, PhotoViewer } from "@/lib/cabinet/photos/job-photos";
import { followUpPhotoIds } from "./follow-up-photos";

export interface FollowUpPhotosView {
  /** Every photo of the visit, to choose from: "Bathrooms, after". */
  options: Array<{ photo: JobPhotoView; label: string }>;
  /** The photos kept with a closed follow-up. */
  kept: JobPhotoView[];
}

/** The staff order page's follow-up photos, with fresh signed links; empty for a viewer who may not see them. */
export async function followUpPhotosView(viewer: PhotoViewer, orderId: string, now: Date = new Date()): Promise<FollowUpPhotosView> {
  const report = await orderPhotosPageView(viewer, orderId, now);
  if (!report || report.as !== "staff") return { options: [], kept: [] };
  const options = report.sections.flatMap((section) => [
    ...section.before.map((photo) => ({ photo, label: `${section.title}, before` })),
    ...section.after.map((photo) => ({ photo, label: `${section.title}, after` })),
  ]);
  const kept = new Set(await followUpPhotoIds(await getDb(), orderId));
  return { options, kept: options.filter((option) => kept.has(option.photo.id)).map((option) => option.photo) };
}
