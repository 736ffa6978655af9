import { readCappedBody } from "@/lib/web/http/body";
import { failure, type Failure } from "@/lib/kernel/failure";
import { PICTURE_MAX_BYTES, PICTURE_TOO_LARGE_MESSAGE } from "../../account/picture";

/** The form field the picture comes in. */
export const PICTURE_FIELD = "picture";
/** Room for the multipart boundaries and headers around the file itself. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
export const PICTURE_UPLOAD_MAX_BYTES = PICTURE_MAX_BYTES + MULTIPART_OVERHEAD_BYTES;

const tooLarge = () => failure("too-large", PICTURE_TOO_LARGE_MESSAGE, { fieldErrors: { [PICTURE_FIELD]: PICTURE_TOO_LARGE_MESSAGE } });
const choose = (message: string) => failure("invalid", message, { fieldErrors: { [PICTURE_FIELD]: message } });

/**
 * The bytes of the picture sent as multipart/form-data in the `picture` field. The body is read
 * under the cap: a declared length over it is refused at once, and a chunked body is cut off as
 * soon as it passes it, before it is buffered whole.
 */
export async function readPictureUpload(request: Request): Promise<{ ok: true; data: Uint8Array } | Failure> {
  const type = request.headers.get("content-type") ?? "";
  if (!type.toLowerCase().startsWith("multipart/form-data")) return failure("unsupported-type", "Send the picture as multipart/form-data.");
  const body = await readCappedBody(request, PICTURE_UPLOAD_MAX_BYTES);
  if (!body.ok) return body.reason === "too-large" ? tooLarge() : choose("The upload was incomplete. Choose the picture again.");
  let form: FormData;
  try {
    form = await new Response(body.bytes, { headers: { "content-type": type } }).formData();
  } catch {
    return choose("The upload was incomplete. Choose the picture again.");
  }
  const file = form.get(PICTURE_FIELD);
  if (!(file instanceof Blob) || file.size === 0) return choose("Choose a picture to upload.");
  if (file.size > PICTURE_MAX_BYTES) return tooLarge();
  return { ok: true, data: new Uint8Array(await file.arrayBuffer()) };
}
