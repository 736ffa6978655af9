import sharp from "sharp";
import { failure, type Failure } from "@/lib/kernel/failure";

/**
 * A job photo made safe to keep (docs/security.md, "Job photos"): decided from its bytes, never
 * from a file name or the browser's type; refused before decoding when it is too big in bytes or
 * in pixels (a decompression bomb is a small file that declares gigapixels); turned upright per
 * its EXIF orientation, fitted inside 1600 × 1600 and re-encoded as WebP. sharp writes no
 * metadata unless told to keep it, so the EXIF block, with the GPS position a phone writes,
 * is gone from what is stored. The phone has already resized it (components/cabinet/photos);
 * this is the server's own guarantee, the checks of the profile picture (lib/account/picture.ts)
 * with a photo's limits.
 */

/**
 * The phone sends about 0.3 MB; this leaves room for a camera JPEG its browser could not shrink,
 * under the 6 MiB every API body is held to (server.ts, nginx's client_max_body_size).
 */
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
/** A 48 MP phone camera is 8064 × 6048; anything above this is not a photo of a kitchen. */
export const PHOTO_MAX_INPUT_PIXELS = 50_000_000;
/** The longest side kept, as the phone resizes it. */
export const PHOTO_MAX_EDGE = 1600;
export const PHOTO_CONTENT_TYPE = "image/webp";

export const PHOTO_TOO_LARGE_MESSAGE = "The photo is larger than 5 MB. Take it again with the camera button, which makes it smaller before sending.";
export const PHOTO_TOO_MANY_PIXELS_MESSAGE = "The photo has too many pixels for us to keep (more than 50 megapixels). Take it again with the phone's camera.";
export const PHOTO_NOT_IMAGE_MESSAGE = "That file is not a photo. Use the camera, or choose a JPEG, PNG or WebP picture.";
export const PHOTO_SVG_MESSAGE = "SVG drawings are not accepted as job photos. Use the camera, or choose a JPEG, PNG or WebP picture.";
export const PHOTO_UNREADABLE_MESSAGE = "We could not read that photo; it may be damaged. Take it again.";

const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp"]);

export interface ProcessedPhoto {
  ok: true;
  data: Buffer;
  width: number;
  height: number;
}

/** An SVG is text: look at its start (after a BOM and whitespace) before any decoder does. */
function looksLikeSvgOrXml(input: Uint8Array): boolean {
  const head = Buffer.from(input.subarray(0, 1024)).toString("utf8").replace(/^\uFEFF/, "").trimStart().toLowerCase();
  return head.startsWith("<?xml") || head.startsWith("<svg") || head.startsWith("<!doctype svg") || (head.startsWith("<") && head.includes("<svg"));
}

const tooManyPixels = (error: unknown) => error instanceof Error && /pixel limit/i.test(error.message);

export async function processJobPhoto(input: Uint8Array): Promise<ProcessedPhoto | Failure> {
  if (input.byteLength === 0) return failure("invalid", "Take a photo to upload.");
  if (input.byteLength > PHOTO_MAX_BYTES) return failure("too-large", PHOTO_TOO_LARGE_MESSAGE);
  if (looksLikeSvgOrXml(input)) return failure("unsupported-type", PHOTO_SVG_MESSAGE);
  let format: string | undefined;
  let width = 0;
  let height = 0;
  try {
    ({ format, width = 0, height = 0 } = await sharp(input, { limitInputPixels: PHOTO_MAX_INPUT_PIXELS }).metadata());
  } catch (error) {
    // sharp reads only the header here, and already refuses one that declares too many pixels.
    return tooManyPixels(error) ? failure("too-large", PHOTO_TOO_MANY_PIXELS_MESSAGE) : failure("unsupported-type", PHOTO_NOT_IMAGE_MESSAGE);
  }
  if (format === "svg") return failure("unsupported-type", PHOTO_SVG_MESSAGE);
  if (!format || !ACCEPTED_FORMATS.has(format)) return failure("unsupported-type", PHOTO_NOT_IMAGE_MESSAGE);
  // The header's size, before a pixel is decoded; sharp's own limit below is the second lock.
  if (width * height > PHOTO_MAX_INPUT_PIXELS) return failure("too-large", PHOTO_TOO_MANY_PIXELS_MESSAGE);
  try {
    const { data, info } = await sharp(input, { limitInputPixels: PHOTO_MAX_INPUT_PIXELS, failOn: "error" })
      .rotate()
      .resize(PHOTO_MAX_EDGE, PHOTO_MAX_EDGE, { fit: "inside", withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    return { ok: true, data, width: info.width, height: info.height };
  } catch (error) {
    if (tooManyPixels(error)) return failure("too-large", PHOTO_TOO_MANY_PIXELS_MESSAGE);
    return failure("invalid", PHOTO_UNREADABLE_MESSAGE);
  }
}
