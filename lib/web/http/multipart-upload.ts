import { readCappedBody } from "@/lib/web/http/body";
import { failure, type Failure } from "@/lib/kernel/failure";

/** Room for the multipart boundaries, headers and small text fields around the file itself. */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

export interface UploadRules {
  /** The form field the file comes in. */
  field: string;
  /** The file's own cap; the body may be this plus `MULTIPART_OVERHEAD_BYTES`. */
  maxFileBytes: number;
  tooLargeMessage: string;
  /** "Choose a picture to upload." */
  missingMessage: string;
  /** "Choose the picture again." */
  retryMessage: string;
}

export interface Upload {
  ok: true;
  data: Uint8Array;
  /** The form's text fields (the file's own field left out), for the route's schema to parse. */
  fields: Record<string, string>;
}

/**
 * A file sent as multipart/form-data (docs/security.md, "Route handlers": `bodyKind: "own"`).
 * The body is read under the cap: a declared length over it is refused at once, and a chunked
 * body is cut off as soon as it passes it, before it is buffered whole.
 */
export async function readMultipartUpload(request: Request, rules: UploadRules): Promise<Upload | Failure> {
  const tooLarge = () => failure("too-large", rules.tooLargeMessage, { fieldErrors: { [rules.field]: rules.tooLargeMessage } });
  const again = (message: string) => failure("invalid", message, { fieldErrors: { [rules.field]: message } });
  const type = request.headers.get("content-type") ?? "";
  if (!type.toLowerCase().startsWith("multipart/form-data")) return failure("unsupported-type", "Send the file as multipart/form-data.");
  const body = await readCappedBody(request, rules.maxFileBytes + MULTIPART_OVERHEAD_BYTES);
  if (!body.ok) return body.reason === "too-large" ? tooLarge() : again(`The upload was incomplete. ${rules.retryMessage}`);
  let form: FormData;
  try {
    form = await new Response(body.bytes, { headers: { "content-type": type } }).formData();
  } catch {
    return again(`The upload was incomplete. ${rules.retryMessage}`);
  }
  const file = form.get(rules.field);
  if (!(file instanceof Blob) || file.size === 0) return again(rules.missingMessage);
  if (file.size > rules.maxFileBytes) return tooLarge();
  const fields: Record<string, string> = {};
  for (const [name, value] of form.entries()) if (name !== rules.field && typeof value === "string") fields[name] = value;
  return { ok: true, data: new Uint8Array(await file.arrayBuffer()), fields };
}
