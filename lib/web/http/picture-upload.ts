import type { Failure } from "@/lib/kernel/failure";
import { PICTURE_MAX_BYTES, PICTURE_TOO_LARGE_MESSAGE } from "../../account/picture";
import { MULTIPART_OVERHEAD_BYTES, readMultipartUpload } from "./multipart-upload";

/** The form field the picture comes in. */
export const PICTURE_FIELD = "picture";
export const PICTURE_UPLOAD_MAX_BYTES = PICTURE_MAX_BYTES + MULTIPART_OVERHEAD_BYTES;

/** The bytes of the picture sent as multipart/form-data in the `picture` field, read under the cap. */
export async function readPictureUpload(request: Request): Promise<{ ok: true; data: Uint8Array } | Failure> {
  const upload = await readMultipartUpload(request, {
    field: PICTURE_FIELD,
    maxFileBytes: PICTURE_MAX_BYTES,
    tooLargeMessage: PICTURE_TOO_LARGE_MESSAGE,
    missingMessage: "Choose a picture to upload.",
    retryMessage: "Choose the picture again.",
  });
  return upload.ok ? { ok: true, data: upload.data } : upload;
}
