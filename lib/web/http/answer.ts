import type { Failure, FailureKind, ErrorBody, Result } from "@/lib/kernel/failure";

/**
 * The HTTP status each kind of failure is answered with: the one place a domain's "no" becomes
 * a number (docs/architecture.md, "Saying no").
 */
export const FAILURE_STATUS: Readonly<Record<FailureKind, number>> = {
  invalid: 400,
  unauthenticated: 401,
  "payment-declined": 402,
  forbidden: 403,
  "not-found": 404,
  conflict: 409,
  "too-large": 413,
  "unsupported-type": 415,
  unprocessable: 422,
  "rate-limited": 429,
  internal: 500,
  "upstream-failed": 502,
  unavailable: 503,
};

/** A failure as our API's answer (its details beside `error`); a rate limit carries Retry-After. Never cached. */
export function toResponse(problem: Failure): Response {
  const body: ErrorBody = { error: problem.message };
  if (problem.fieldErrors) body.fieldErrors = problem.fieldErrors;
  if (problem.code) body.code = problem.code;
  const headers: Record<string, string> = { "cache-control": "no-store" };
  if (problem.retryAfterSeconds !== undefined) headers["retry-after"] = String(Math.max(1, Math.ceil(problem.retryAfterSeconds)));
  return Response.json({ ...body, ...problem.details }, { status: FAILURE_STATUS[problem.kind], headers });
}

/** A successful JSON answer; per-user data, so never cached unless the caller says otherwise. */
export function ok<T>(body: T, init: ResponseInit = {}): Response {
  return Response.json(body, { ...init, headers: { "cache-control": "no-store", ...init.headers } });
}

/** An action's `{ ok: true, data }` as a JSON answer (with `status`), or its failure as it is. */
export function answerResult<T>(result: Result<T>, status = 200): Response | Failure {
  return result.ok ? ok(result.data, { status }) : result;
}

/** An account action's `{ ok: true, user }` as `{ user }` (the account as it is now), or its failure as it is. */
export function answerUser<T>(result: { ok: true; user: T } | Failure): Response | Failure {
  return result.ok ? ok({ user: result.user }) : result;
}
