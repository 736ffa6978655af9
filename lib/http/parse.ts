import type { z } from "zod";
import { errorResponse, fieldErrorsOf } from "./responses";

const MAX_JSON_BYTES = 64 * 1024;

export type Parsed<T> = { ok: true; data: T } | { ok: false; response: Response };

/** Reads a JSON body and parses it; anything else is a 400 with messages, never a 500. */
export async function parseJsonBody<S extends z.ZodType>(request: Request, schema: S): Promise<Parsed<z.output<S>>> {
  const type = request.headers.get("content-type") ?? "";
  if (!type.toLowerCase().includes("application/json")) {
    return { ok: false, response: errorResponse(415, "Send the request as JSON.") };
  }
  const text = await request.text();
  if (text.length > MAX_JSON_BYTES) return { ok: false, response: errorResponse(413, "The request is too large.") };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, response: errorResponse(400, "The request is not valid JSON.") };
  }
  return parseValue(json, schema);
}

export function parseValue<S extends z.ZodType>(value: unknown, schema: S): Parsed<z.output<S>> {
  const result = schema.safeParse(value);
  if (result.success) return { ok: true, data: result.data };
  return { ok: false, response: errorResponse(400, "Please check the highlighted fields.", fieldErrorsOf(result.error)) };
}

/** Query parameters as a plain object, for a zod schema. */
export function searchParamsOf(request: Request): Record<string, string> {
  return Object.fromEntries(new URL(request.url).searchParams);
}
