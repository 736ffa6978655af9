import { failure, type Failure } from "@/lib/kernel/failure";
import { readTextBody } from "./route";

export const FORM_ONLY_MESSAGE = "Send the request as a form (Content-Type: application/x-www-form-urlencoded).";

/** Exactly a URL-encoded form, optionally with a UTF-8 charset (Twilio sends `; charset=UTF-8`). */
export function isFormContentType(value: string | null): boolean {
  if (value === null) return false;
  const [type = "", ...parameters] = value.split(";").map((part) => part.trim().toLowerCase());
  if (type !== "application/x-www-form-urlencoded") return false;
  return parameters.every((parameter) => parameter === "" || parameter === "charset=utf-8" || parameter === 'charset="utf-8"');
}

/**
 * A URL-encoded form body, read under the cap, as a record of its fields: what a provider's
 * webhook posts (Twilio's), and what its signature is computed over. A field named twice is
 * refused: the record would no longer be what was signed.
 */
export async function readFormBody(request: Request, maxBytes: number): Promise<{ ok: true; params: Record<string, string> } | Failure> {
  if (!isFormContentType(request.headers.get("content-type"))) return failure("unsupported-type", FORM_ONLY_MESSAGE);
  const text = await readTextBody(request, maxBytes);
  if (typeof text !== "string") return text;
  const params: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(text)) {
    if (Object.hasOwn(params, name)) return failure("invalid", `The form names the field ${JSON.stringify(name.slice(0, 40))} more than once.`);
    params[name] = value;
  }
  return { ok: true, params };
}
