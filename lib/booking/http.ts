import type { Refusal } from "./refusal";

/** A refused booking action as our API's error body, with its machine-readable code. */
export function refusalResponse(refusal: Refusal): Response {
  const body = { error: refusal.message, ...(refusal.fieldErrors ? { fieldErrors: refusal.fieldErrors } : {}), ...(refusal.code ? { code: refusal.code } : {}) };
  return Response.json(body, { status: refusal.status, headers: { "cache-control": "no-store" } });
}

