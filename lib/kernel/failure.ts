import type { z } from "zod";

export type FieldErrors = Record<string, string>;

/**
 * The one way anything in the app says "no" to a request: a sentence for people, the HTTP status,
 * messages per field for forms, a machine-readable code the browser may act on, and how long to
 * wait when it is a rate limit. Domain actions return it (or throw it inside a transaction as a
 * FailureError); route handlers answer it with toResponse (lib/web/http/answer.ts). It lives
 * in the kernel so every domain can say no without knowing HTTP.
 */
export interface Failure {
  ok: false;
  status: number;
  message: string;
  fieldErrors?: FieldErrors;
  code?: string;
  retryAfterSeconds?: number;
}

/** The JSON body clients read (lib/web/http/client.ts): `{ error, fieldErrors?, code? }`. */
export interface ErrorBody {
  error: string;
  fieldErrors?: FieldErrors;
  code?: string;
}

/** What a domain action returns: its data, or the Failure a route answers as it is. */
export type Result<T> = { ok: true; data: T } | Failure;

export function failure(status: number, message: string, extra: Pick<Failure, "fieldErrors" | "code" | "retryAfterSeconds"> = {}): Failure {
  return { ok: false, status, message, ...extra };
}

export const INVALID_FIELDS_MESSAGE = "Please check the highlighted fields.";

/** Thrown from deep inside (a transaction rolls back); the route wrapper answers it like a returned one. */
export class FailureError extends Error {
  constructor(readonly failure: Failure) {
    super(failure.message);
    this.name = "FailureError";
  }
}

export function isFailure(value: unknown): value is Failure {
  if (typeof value !== "object" || value === null) return false;
  const candidate = value as Partial<Record<keyof Failure, unknown>>;
  return candidate.ok === false && typeof candidate.status === "number" && typeof candidate.message === "string";
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

/** A failed zod parse as a 400 with the messages beside their fields. */
export function invalidFields(error: z.ZodError): Failure {
  return failure(400, INVALID_FIELDS_MESSAGE, { fieldErrors: fieldErrorsOf(error) });
}
