import type { z } from "zod";

export type FieldErrors = Record<string, string>;

/**
 * Why a request was refused, in a few closed words the domains speak. The web edge turns each
 * into its HTTP status (FAILURE_STATUS in lib/web/http/answer.ts); nothing below lib/web knows
 * a status number (docs/architecture.md, "Saying no").
 */
export const FAILURE_KINDS = [
  "invalid",
  "unauthenticated",
  "payment-declined",
  "forbidden",
  "not-found",
  "conflict",
  "too-large",
  "unsupported-type",
  "unprocessable",
  "rate-limited",
  "internal",
  "upstream-failed",
  "unavailable",
] as const;

export type FailureKind = (typeof FAILURE_KINDS)[number];

/**
 * The one way anything in the app says "no" to a request: a sentence for people, the kind of no,
 * messages per field for forms, a machine-readable code the browser may act on, how long to
 * wait when it is a rate limit, and `details` an action adds to the answer's body (a booking's
 * price change). Domain actions return it (or throw it inside a transaction as a FailureError
 * and catch it with catchFailure); route handlers answer it with toResponse
 * (lib/web/http/answer.ts). It lives in the kernel so every domain can say no without knowing HTTP.
 */
export interface Failure<Details extends object = object> {
  ok: false;
  kind: FailureKind;
  message: string;
  fieldErrors?: FieldErrors;
  code?: string;
  retryAfterSeconds?: number;
  /** Extra fields of the answer's JSON body, beside `error` and `code` (never named like them). */
  details?: Details;
}

/** The JSON body clients read (lib/web/http/client.ts): `{ error, fieldErrors?, code? }`. */
export interface ErrorBody {
  error: string;
  fieldErrors?: FieldErrors;
  code?: string;
}

/** What a domain action returns: its data, or the Failure a route answers as it is. */
export type Result<T> = { ok: true; data: T } | Failure;

type FailureExtra<Details extends object> = Pick<Failure<Details>, "fieldErrors" | "code" | "retryAfterSeconds" | "details">;

export function failure<Details extends object = object>(kind: FailureKind, message: string, extra: FailureExtra<Details> = {}): Failure<Details> {
  return { ok: false, kind, message, ...extra };
}

export const INVALID_FIELDS_MESSAGE = "Please check the highlighted fields.";

/** Thrown from deep inside (a transaction rolls back); the route wrapper answers it like a returned one. */
export class FailureError<Details extends object = object> extends Error {
  constructor(readonly failure: Failure<Details>) {
    super(failure.message);
    this.name = "FailureError";
  }
}

/**
 * Runs `work`; a FailureError thrown inside (after its transaction rolled back) becomes the
 * failure it carries, so an action returns it instead of throwing.
 */
export async function catchFailure<T>(work: () => Promise<T>): Promise<T | Failure> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof FailureError) return error.failure;
    throw error;
  }
}

const KNOWN_KINDS: ReadonlySet<string> = new Set(FAILURE_KINDS);

export function isFailure(value: unknown): value is Failure {
  if (typeof value !== "object" || value === null) return false;
  const candidate = value as Partial<Record<keyof Failure, unknown>>;
  return candidate.ok === false && typeof candidate.kind === "string" && KNOWN_KINDS.has(candidate.kind) && typeof candidate.message === "string";
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

/** A failed zod parse as an "invalid" failure with the messages beside their fields. */
export function invalidFields(error: z.ZodError): Failure {
  return failure("invalid", INVALID_FIELDS_MESSAGE, { fieldErrors: fieldErrorsOf(error) });
}
