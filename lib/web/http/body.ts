/** JSON bodies of our forms are small; the largest (a booking with notes) is a few kilobytes. */
export const DEFAULT_MAX_BODY_BYTES = 64 * 1024;

export type BodyRead = { ok: true; bytes: Uint8Array<ArrayBuffer> } | { ok: false; reason: "too-large" | "unreadable" };

/** The declared length, or null when there is none (chunked) or it is not a number. */
function declaredLength(headers: Headers): number | null {
  const value = headers.get("content-length");
  if (value === null || !/^\d+$/.test(value.trim())) return null;
  return Number(value);
}

/**
 * True when a body is coming: a declared non-zero length, chunked transfer, or (without either,
 * as in a Request built by hand) a content type.
 */
export function hasBody(request: Request): boolean {
  const declared = declaredLength(request.headers);
  if (declared !== null) return declared > 0;
  return request.headers.has("transfer-encoding") || request.headers.has("content-type");
}

/** Refused on the declared length alone, before a byte is read. */
export function declaredTooLarge(request: Request, maxBytes: number): boolean {
  const declared = declaredLength(request.headers);
  return declared !== null && declared > maxBytes;
}

/**
 * Reads the body, but never more than `maxBytes`: a declared length over it is refused at once,
 * and a body without one (chunked) is cut off as soon as it passes the limit, before it is
 * buffered whole.
 */
export async function readCappedBody(request: Request, maxBytes: number): Promise<BodyRead> {
  if (declaredTooLarge(request, maxBytes)) return { ok: false, reason: "too-large" };
  if (!request.body) return { ok: true, bytes: new Uint8Array(0) };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > maxBytes) {
        await reader.cancel().catch(() => undefined);
        return { ok: false, reason: "too-large" };
      }
      chunks.push(value);
    }
  } catch {
    return { ok: false, reason: "unreadable" };
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { ok: true, bytes };
}

/** Exactly JSON: `application/json`, optionally with a UTF-8 charset; `text/plain; application/json` is not. */
export function isJsonContentType(value: string | null): boolean {
  if (value === null) return false;
  const [type = "", ...parameters] = value.split(";").map((part) => part.trim().toLowerCase());
  if (type !== "application/json") return false;
  return parameters.every((parameter) => parameter === "" || parameter === "charset=utf-8" || parameter === 'charset="utf-8"');
}
