import { errorResponse } from "@/lib/http/responses";
import type { Parsed } from "@/lib/http/parse";
import { PICTURE_MAX_BYTES, PICTURE_TOO_LARGE_MESSAGE } from "./picture";

/** The form field the picture comes in. */
export const PICTURE_FIELD = "picture";
/** Room for the multipart boundaries and headers around the file itself. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
const MAX_BODY_BYTES = PICTURE_MAX_BYTES + MULTIPART_OVERHEAD_BYTES;

const tooLarge = () => errorResponse(413, PICTURE_TOO_LARGE_MESSAGE, { [PICTURE_FIELD]: PICTURE_TOO_LARGE_MESSAGE });
const choose = (message: string) => errorResponse(400, message, { [PICTURE_FIELD]: message });

/**
 * Reads the body, but never more than the limit: a declared length is refused at once, and a
 * chunked body without one is cut off as soon as it passes the limit, before it is buffered.
 */
async function readCapped(request: Request): Promise<Buffer | null> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > MAX_BODY_BYTES) return null;
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > MAX_BODY_BYTES) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** The bytes of the picture sent as multipart/form-data in the `picture` field. */
export async function readPictureUpload(request: Request): Promise<Parsed<Uint8Array>> {
  const type = request.headers.get("content-type") ?? "";
  if (!type.toLowerCase().startsWith("multipart/form-data")) {
    return { ok: false, response: errorResponse(415, "Send the picture as multipart/form-data.") };
  }
  const body = await readCapped(request);
  if (!body) return { ok: false, response: tooLarge() };
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(body), { headers: { "content-type": type } }).formData();
  } catch {
    return { ok: false, response: choose("The upload was incomplete. Choose the picture again.") };
  }
  const file = form.get(PICTURE_FIELD);
  if (!(file instanceof Blob) || file.size === 0) return { ok: false, response: choose("Choose a picture to upload.") };
  if (file.size > PICTURE_MAX_BYTES) return { ok: false, response: tooLarge() };
  return { ok: true, data: new Uint8Array(await file.arrayBuffer()) };
}
