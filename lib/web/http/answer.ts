import type { Failure, ErrorBody, Result } from "@/lib/kernel/failure";

/** A failure as our API's answer; a rate limit carries Retry-After. Never cached. */
export function toResponse(problem: Failure): Response {
  const body: ErrorBody = { error: problem.message };
  if (problem.fieldErrors) body.fieldErrors = problem.fieldErrors;
  if (problem.code) body.code = problem.code;
  const headers: Record<string, string> = { "cache-control": "no-store" };
  if (problem.retryAfterSeconds !== undefined) headers["retry-after"] = String(Math.max(1, Math.ceil(problem.retryAfterSeconds)));
  return Response.json(body, { status: problem.status, headers });
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
