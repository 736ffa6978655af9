/**
 * Before-and-after photos of a job, per checklist section (docs/product.md, "Photos of the
 * work"; docs/security.md, "Job photos"). The assigned cleaner adds them while the job is open;
 * the order's customer (once the visit is checked out), the assigned cleaner and staff see them,
 * each through short-lived signed links made only after that check; anyone else gets the same
 * not-found as for a missing order. The bytes live in object storage (lib/platform/storage).
 */
import { createHash, randomUUID } from "node:crypto";
import { and, asc, count, eq } from "drizzle-orm";
import { z } from "zod";
import { extrasOf } from "@/lib/booking/job-details";
import { can } from "@/lib/kernel/enums/abilities";
import { catchFailure, failure, FailureError, invalidFields, type Result } from "@/lib/kernel/failure";
import { isUuid } from "@/lib/kernel/ids";
import type { Database } from "@/lib/platform/db";
import { JOB_PHOTO_STAGES, jobPhotos, orders, type Role } from "@/lib/platform/db/schema";
import type { ObjectStorage, StoredObject } from "@/lib/platform/storage";
import { isSignedLink, signLink, type SignedLinkQuery } from "@/lib/platform/storage/signed-link";
import { checklistDoneOf } from "../checklist-ticks";
import { checklistFor, checklistItemKey, checklistItemKeys } from "../checklists";
import { earlierAnswer, requestHash } from "../action-keys";
import { JOB_NOT_FOUND_MESSAGE, lockOwnJob, runCabinetAction } from "../job-actions";
import { offlineStampSchema } from "../made-at";
import { PHOTO_CONTENT_TYPE, processJobPhoto } from "./photo-image";

export type JobPhotoStage = (typeof JOB_PHOTO_STAGES)[number];

/** Photos per checklist section (before and after together) and per job. */
export const PHOTOS_PER_SECTION = 8;
export const PHOTOS_PER_JOB = 40;
/** How long a photo link works: long enough to look at the page, short enough that a forwarded link dies. */
export const PHOTO_LINK_SECONDS = 15 * 60;

export const PHOTO_SECTION_FULL_MESSAGE = `This room already has ${PHOTOS_PER_SECTION} photos. Delete one to add another.`;
export const PHOTO_JOB_FULL_MESSAGE = `This job already has ${PHOTOS_PER_JOB} photos, the most one visit keeps.`;
export const PHOTOS_CLOSED_MESSAGE = "This job is finished or cancelled, so its photos can no longer change.";
export const NOT_A_SECTION_MESSAGE = "That room is not on this job's checklist. Reload the page to see the current list.";
export const PHOTO_NOT_FOUND_MESSAGE = "We could not find that photo on this job.";

/** Jobs still being worked, as for checklist ticks. */
const OPEN_STATUSES = new Set(["assigned", "in_progress"]);

/** The upload's form fields: the room and stage, and the stamp of a photo the phone kept to send later (../made-at.ts). */
export const photoFieldsSchema = z.object(
  {
    section: z.string({ error: "Say which room the photo is of." }).trim().min(1, "Say which room the photo is of.").max(200, "Say which room the photo is of."),
    stage: z.enum(JOB_PHOTO_STAGES, { error: "Say whether the photo is from before or after the cleaning." }),
    ...offlineStampSchema.shape,
  },
  { error: "Say which room the photo is of and whether it is before or after." },
);

export interface PhotoViewer {
  id: string;
  role: Role;
}

export interface JobPhotoView {
  id: string;
  stage: JobPhotoStage;
  /** A signed link to the photo, valid for PHOTO_LINK_SECONDS from the page's clock. */
  url: string;
  width: number;
  height: number;
  takenAt: string;
}

export interface PhotoSectionView {
  title: string;
  items: Array<{ text: string; done: boolean }>;
  before: JobPhotoView[];
  after: JobPhotoView[];
}

export interface OrderPhotoReport {
  orderId: string;
  /** Why the viewer sees the photos: the order's customer, its assigned cleaner or staff. */
  as: "customer" | "cleaner" | "staff";
  /** The customer sees the checklist and photos once the visit is checked out; before, nothing. */
  shown: boolean;
  /** The assigned cleaner, while the job is open. */
  canChange: boolean;
  sections: PhotoSectionView[];
  photoCount: number;
}

const orderColumns = { id: orders.id, customerId: orders.customerId, cleanerId: orders.cleanerId, status: orders.status, serviceSlug: orders.serviceSlug, quote: orders.quote };

function roleOf(order: { customerId: string; cleanerId: string | null }, viewer: PhotoViewer): OrderPhotoReport["as"] | null {
  if (order.cleanerId === viewer.id) return "cleaner";
  if (can(viewer.role, "operations.view")) return "staff";
  if (order.customerId === viewer.id) return "customer";
  return null;
}

const photoPath = (photoId: string) => `/api/photos/${photoId}`;

/** The checklist with its ticks and each section's photos, for a viewer who may see them; null (not found) for anyone else. */
export async function orderPhotoReport(db: Database, viewer: PhotoViewer, orderId: string, options: { secret: string; now?: Date }): Promise<OrderPhotoReport | null> {
  const now = options.now ?? new Date();
  if (!isUuid(orderId)) return null;
  const [order] = await db.select(orderColumns).from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order) return null;
  const as = roleOf(order, viewer);
  if (!as) return null;
  const shown = as !== "customer" || order.status === "completed";
  const canChange = as === "cleaner" && OPEN_STATUSES.has(order.status);
  if (!shown) return { orderId, as, shown, canChange, sections: [], photoCount: 0 };
  const checklist = checklistFor(order.serviceSlug, extrasOf(order.quote.lines));
  const done = new Set(await checklistDoneOf(db, order.id, checklistItemKeys(checklist)));
  const rows = await db.select().from(jobPhotos).where(eq(jobPhotos.orderId, order.id)).orderBy(asc(jobPhotos.createdAt), asc(jobPhotos.id));
  const view = (row: (typeof rows)[number]): JobPhotoView => ({
    id: row.id,
    stage: row.stage,
    url: signLink(photoPath(row.id), options.secret, now, PHOTO_LINK_SECONDS),
    width: row.width,
    height: row.height,
    takenAt: row.createdAt.toISOString(),
  });
  const sections = checklist.map((section) => {
    const own = rows.filter((row) => row.section === section.title);
    return {
      title: section.title,
      items: section.items.map((text) => ({ text, done: done.has(checklistItemKey(section.title, text)) })),
      before: own.filter((row) => row.stage === "before").map(view),
      after: own.filter((row) => row.stage === "after").map(view),
    };
  });
  // A photo of a section the checklist no longer has (the office reworded it) stays visible.
  const titles = new Set(checklist.map((section) => section.title));
  for (const title of [...new Set(rows.map((row) => row.section))].filter((title) => !titles.has(title))) {
    const own = rows.filter((row) => row.section === title);
    sections.push({ title, items: [], before: own.filter((row) => row.stage === "before").map(view), after: own.filter((row) => row.stage === "after").map(view) });
  }
  return { orderId, as, shown, canChange, sections, photoCount: rows.length };
}

/** What an added photo answers, as a kept answer is read back (../action-keys.ts). */
const addedAnswer = z.object({ photoId: z.uuid() });

/**
 * Adds a photo the assigned cleaner took: checked (image, section, limits) and made small before
 * anything is written; stored, then recorded, with the order row locked so two uploads cannot
 * both take the last place. Nothing is stored on a refusal, and a failed insert removes the file.
 * A photo the phone kept offline carries `madeAt` (the photo's time, within the bounds of
 * ../made-at.ts) and `idempotencyKey`: sent again with its key and the same bytes, it answers
 * the first photo and adds none (docs/architecture.md, "The cabinet offline").
 */
export async function addJobPhoto(
  db: Database,
  storage: ObjectStorage,
  actor: PhotoViewer,
  orderId: string,
  upload: { data: Uint8Array; fields: Record<string, unknown> },
  now: Date = new Date(),
): Promise<Result<{ photoId: string }>> {
  if (!isUuid(orderId)) return failure("not-found", JOB_NOT_FOUND_MESSAGE);
  const parsed = photoFieldsSchema.safeParse(upload.fields);
  if (!parsed.success) return invalidFields(parsed.error);
  const { section, stage, madeAt, idempotencyKey } = parsed.data;
  // The bytes are part of what the key names: the same key with another photo is refused.
  const request = { section, stage, sha256: createHash("sha256").update(upload.data).digest("hex") };
  // A replay is answered before the image is decoded again.
  if (idempotencyKey) {
    const earlier = await earlierAnswer(db, actor.id, idempotencyKey, requestHash("photo", orderId, request), addedAnswer);
    if (earlier) return earlier;
  }
  // Only the assigned cleaner's upload is worth decoding.
  const [owner] = await db.select({ cleanerId: orders.cleanerId }).from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!owner || owner.cleanerId !== actor.id) return failure("not-found", JOB_NOT_FOUND_MESSAGE);
  const photo = await processJobPhoto(upload.data);
  if (!photo.ok) return { ...photo, fieldErrors: { photo: photo.message } };
  const photoId = randomUUID();
  const storageKey = `job-photos/${orderId}/${photoId}.webp`;
  let stored = false;
  let added: Result<{ photoId: string }> | null = null;
  try {
    added = await runCabinetAction(db, actor.id, orderId, { action: "photo", request, stamp: { madeAt, idempotencyKey }, now, answer: addedAnswer }, async (tx, at): Promise<Result<{ photoId: string }>> => {
      const job = await lockOwnJob(tx, orderId, actor.id);
      if (!job) return failure("not-found", JOB_NOT_FOUND_MESSAGE);
      if (!OPEN_STATUSES.has(job.status)) return failure("conflict", PHOTOS_CLOSED_MESSAGE);
      const sections = checklistFor(job.serviceSlug, extrasOf(job.quote.lines)).map((entry) => entry.title);
      if (!sections.includes(section)) return failure("invalid", NOT_A_SECTION_MESSAGE, { fieldErrors: { section: NOT_A_SECTION_MESSAGE } });
      const [inJob] = await tx.select({ n: count() }).from(jobPhotos).where(eq(jobPhotos.orderId, job.id));
      if ((inJob?.n ?? 0) >= PHOTOS_PER_JOB) return failure("conflict", PHOTO_JOB_FULL_MESSAGE);
      const [inSection] = await tx.select({ n: count() }).from(jobPhotos).where(and(eq(jobPhotos.orderId, job.id), eq(jobPhotos.section, section)));
      if ((inSection?.n ?? 0) >= PHOTOS_PER_SECTION) return failure("conflict", PHOTO_SECTION_FULL_MESSAGE);
      await storage.put(storageKey, photo.data, PHOTO_CONTENT_TYPE);
      stored = true;
      await tx.insert(jobPhotos).values({
        id: photoId,
        orderId: job.id,
        section,
        stage,
        storageKey,
        contentType: PHOTO_CONTENT_TYPE,
        byteSize: photo.data.byteLength,
        width: photo.width,
        height: photo.height,
        createdBy: actor.id,
        createdAt: at,
      });
      return { ok: true, data: { photoId } };
    });
    return added;
  } finally {
    // Stored, but not this photo's row: rolled back, or the same key won in another request.
    if (stored && !(added?.ok && added.data.photoId === photoId)) await storage.delete(storageKey).catch(() => undefined);
  }
}

/** The assigned cleaner removes a photo of an open job (a blurred one, the wrong room). */
export async function deleteJobPhoto(db: Database, storage: ObjectStorage, actor: PhotoViewer, orderId: string, photoId: string): Promise<Result<{ photoId: string }>> {
  if (!isUuid(orderId)) return failure("not-found", JOB_NOT_FOUND_MESSAGE);
  if (!isUuid(photoId)) return failure("not-found", PHOTO_NOT_FOUND_MESSAGE);
  const removed = await catchFailure(() =>
    db.transaction(async (tx) => {
    const job = await lockOwnJob(tx, orderId, actor.id);
    if (!job) throw new FailureError(failure("not-found", JOB_NOT_FOUND_MESSAGE));
    if (!OPEN_STATUSES.has(job.status)) throw new FailureError(failure("conflict", PHOTOS_CLOSED_MESSAGE));
    const [row] = await tx.delete(jobPhotos).where(and(eq(jobPhotos.id, photoId), eq(jobPhotos.orderId, job.id))).returning({ storageKey: jobPhotos.storageKey });
    if (!row) throw new FailureError(failure("not-found", PHOTO_NOT_FOUND_MESSAGE));
    return row;
    }),
  );
  if ("ok" in removed) return removed;
  // After the commit: a file whose row is gone is unreachable, and a failed delete leaves only that.
  await storage.delete(removed.storageKey);
  return { ok: true, data: { photoId } };
}

/** The photo a signed link names, if the link is genuine and current; null otherwise (the route's 404). */
export async function photoByLink(db: Database, storage: ObjectStorage, photoId: string, query: Partial<SignedLinkQuery>, secret: string | undefined, now: Date = new Date()): Promise<(StoredObject & { expires: number }) | null> {
  if (!isUuid(photoId) || !isSignedLink(photoPath(photoId), query, secret, now)) return null;
  const [row] = await db.select({ storageKey: jobPhotos.storageKey }).from(jobPhotos).where(eq(jobPhotos.id, photoId)).limit(1);
  if (!row) return null;
  const object = await storage.get(row.storageKey);
  return object ? { ...object, expires: Number(query.expires) } : null;
}

/** POST /api/cabinet/jobs/{id}/photos as one use case: the photo added, answered with the job's photos as they are now. */
export async function uploadJobPhoto(
  db: Database,
  storage: ObjectStorage,
  actor: PhotoViewer,
  orderId: string,
  upload: { data: Uint8Array; fields: Record<string, unknown> },
  options: { secret: string; now?: Date },
): Promise<Result<OrderPhotoReport>> {
  const now = options.now ?? new Date();
  const added = await addJobPhoto(db, storage, actor, orderId, upload, now);
  if (!added.ok) return added;
  const report = await orderPhotoReport(db, actor, orderId, { secret: options.secret, now });
  return report ? { ok: true, data: report } : failure("not-found", JOB_NOT_FOUND_MESSAGE);
}

/** DELETE /api/cabinet/jobs/{id}/photos/{photoId} as one use case, answered like the upload. */
export async function removeJobPhoto(db: Database, storage: ObjectStorage, actor: PhotoViewer, orderId: string, photoId: string, options: { secret: string; now?: Date }): Promise<Result<OrderPhotoReport>> {
  const removed = await deleteJobPhoto(db, storage, actor, orderId, photoId);
  if (!removed.ok) return removed;
  const report = await orderPhotoReport(db, actor, orderId, options);
  return report ? { ok: true, data: report } : failure("not-found", JOB_NOT_FOUND_MESSAGE);
}
