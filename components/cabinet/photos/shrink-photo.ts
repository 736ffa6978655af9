/**
 * Makes a camera photo small on the phone before it is sent (docs/product.md, "Photos of the
 * work"): upright, at most 1600 px on its longest side, re-encoded as JPEG, which every phone's
 * canvas can write (Safari cannot write WebP). A 12 MP photo of 3–5 MB becomes about 300 KB, so
 * an upload from a basement with one bar of signal finishes. Drawing on a canvas also leaves the
 * EXIF block, location included, behind; the server strips it again anyway. When the browser
 * cannot decode the file (a HEIC on an old Android, a PDF), the file goes as it is and the
 * server says what is wrong with it.
 */
export const PHONE_MAX_EDGE = 1600;

export function fittedSize(width: number, height: number, maxEdge = PHONE_MAX_EDGE): { width: number; height: number } {
  const scale = Math.min(1, maxEdge / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

export async function shrinkPhoto(file: Blob): Promise<Blob> {
  if (typeof createImageBitmap !== "function" || typeof document === "undefined") return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
  } catch {
    return file;
  }
  try {
    const size = fittedSize(bitmap.width, bitmap.height);
    const canvas = document.createElement("canvas");
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext("2d");
    if (!context) return file;
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/jpeg", 0.82));
    return blob ?? file;
  } finally {
    bitmap.close();
  }
}
