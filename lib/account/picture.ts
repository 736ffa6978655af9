import { eq } from "drizzle-orm";
import sharp from "sharp";
import type { Database } from "@/lib/platform/db";
import { userPictures, users } from "@/lib/platform/db/schema";
import { pictureUrlFor } from "@/lib/auth/users";
import { isUuid } from "@/lib/kernel/ids";

export const PICTURE_MAX_BYTES = 5 * 1024 * 1024;
export const PICTURE_SIZE = 256;
export const PICTURE_CONTENT_TYPE = "image/webp";
export const PICTURE_TYPES_MESSAGE = "Use a JPEG, PNG or WebP picture.";
export const PICTURE_TOO_LARGE_MESSAGE = "The picture is larger than 5 MB. Choose a smaller one.";
export const PICTURE_UNREADABLE_MESSAGE = "We could not read that picture. Use a JPEG, PNG or WebP file.";

/** Formats as sharp names them; decided from the bytes, never from the file name or the browser's type. */
const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp"]);
/** A decompression bomb (a tiny file that unpacks to gigapixels) is refused before decoding. */
const MAX_INPUT_PIXELS = 50_000_000;

export type ResizedPicture = { ok: true; data: Buffer } | { ok: false; message: string };

/**
 * Makes the stored avatar: turned upright per its EXIF orientation, cropped to a centred
 * square of 256×256 and re-encoded as WebP. Re-encoding also drops all metadata (such as
 * the GPS position a phone writes into a photo).
 */
export async function resizePicture(input: Uint8Array): Promise<ResizedPicture> {
  if (input.byteLength > PICTURE_MAX_BYTES) return { ok: false, message: PICTURE_TOO_LARGE_MESSAGE };
  try {
    const image = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" });
    const { format } = await image.metadata();
    if (!format || !ACCEPTED_FORMATS.has(format)) return { ok: false, message: PICTURE_TYPES_MESSAGE };
    const data = await image.rotate().resize(PICTURE_SIZE, PICTURE_SIZE, { fit: "cover" }).webp({ quality: 82 }).toBuffer();
    return { ok: true, data };
  } catch {
    return { ok: false, message: PICTURE_UNREADABLE_MESSAGE };
  }
}

/** Stores the user's (already resized) picture, replacing any earlier one; returns its new URL. */
export async function savePicture(db: Database, userId: string, webp: Buffer, now = new Date()): Promise<string> {
  const values = { contentType: PICTURE_CONTENT_TYPE, data: webp.toString("base64"), byteSize: webp.byteLength, updatedAt: now };
  await db
    .insert(userPictures)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: userPictures.userId, set: values });
  return pictureUrlFor(userId, now, null) ?? "";
}

/**
 * POST /api/account/picture as one use case: the uploaded image made a 256×256 WebP and stored
 * in place of the earlier one; its new URL, or why the image could not be read.
 */
export async function replacePicture(db: Database, userId: string, upload: Uint8Array, now = new Date()): Promise<{ ok: true; pictureUrl: string } | { ok: false; message: string }> {
  const resized = await resizePicture(upload);
  if (!resized.ok) return resized;
  return { ok: true, pictureUrl: await savePicture(db, userId, resized.data, now) };
}

/**
 * Removes the picture: the uploaded one and the one Google gave at sign-in, which would
 * otherwise reappear in its place.
 */
export async function removePicture(db: Database, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(userPictures).where(eq(userPictures.userId, userId));
    await tx.update(users).set({ pictureUrl: null }).where(eq(users.id, userId));
  });
}

export interface StoredPicture {
  contentType: string;
  data: Buffer;
  /** The `v` of the picture's URL: a request carrying it may be cached for good. */
  version: string;
}

/** A user's uploaded picture, or null. The id is checked first: a malformed one is simply "none". */
export async function loadPicture(db: Database, userId: string): Promise<StoredPicture | null> {
  if (!isUuid(userId)) return null;
  const [row] = await db.select().from(userPictures).where(eq(userPictures.userId, userId)).limit(1);
  if (!row) return null;
  return { contentType: row.contentType, data: Buffer.from(row.data, "base64"), version: pictureVersion(row.updatedAt) };
}

/** The same version pictureUrlFor puts in the URL. */
export function pictureVersion(updatedAt: Date): string {
  return new URL(pictureUrlFor("x", updatedAt, null) ?? "/", "http://local.invalid").searchParams.get("v") ?? "";
}
