import type { z } from "zod";

export type FieldErrors = Record<string, string>;

/** The one error body shape of our API: a sentence for people, and messages per field. */
export interface ErrorBody {
  error: string;
  fieldErrors?: FieldErrors;
}

export function errorResponse(status: number, error: string, fieldErrors?: FieldErrors, headers?: HeadersInit): Response {
  const body: ErrorBody = fieldErrors ? { error, fieldErrors } : { error };
  return Response.json(body, { status, headers: { "cache-control": "no-store", ...headers } });
}

export function okResponse<T>(body: T, init: ResponseInit = {}): Response {
  return Response.json(body, { ...init, headers: { "cache-control": "no-store", ...init.headers } });
}

/** The first message for each field path ("address.zip"), for forms to show beside inputs. */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.join(".") : "form";
    errors[key] ??= issue.message;
  }
  return errors;
}

export function tooManyRequests(message: string, retryAfterSeconds: number): Response {
  return errorResponse(429, message, undefined, { "retry-after": String(retryAfterSeconds) });
}
