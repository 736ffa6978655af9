"use client";

import { apiFetch, SessionError } from "@/lib/auth/api-fetch";
import type { ApiContract } from "@/lib/kernel/api-contract";
import type { FieldErrors } from "@/lib/kernel/failure";

/**
 * A refusal's `code`, when the server sent one, lets the page act on it (offer to reload a stale
 * order); its `link`, when it sent one of our own pages, is offered beside the message.
 */
export type ApiResult<T> =
  | { ok: true; status: number; data: T }
  | { ok: false; status: number; error: string; fieldErrors: FieldErrors; code?: string; link?: { href: string; label: string }; refusal?: unknown };

const NETWORK_ERROR = "We could not reach the server. Check your connection and try again.";
const REFUSED = "Something went wrong. Please try again.";
export const UNREADABLE_ANSWER = "The server sent an answer we could not read. Please try again.";

type WithParams<P> = [P] extends [void] ? { params?: undefined } : { params: P };
type WithBody<B> = [B] extends [undefined] ? { body?: undefined } : { body: NoInfer<B> };

/** One call: the path's ids, the body, extra headers (an Idempotency-Key), and the message of a lost connection. */
export type ApiCall<P, B> = WithParams<P> &
  WithBody<B> & {
    headers?: Record<string, string>;
    /** Overrides the contract's: a signed-in page's quiet check that must never sign anyone out. */
    session?: "refresh" | "none";
    networkError?: string;
    /** Overrides the contract's message of a refusal without one. */
    fallbackError?: string;
  };

type CallArgs<P, B> = [P] extends [void] ? ([B] extends [undefined] ? [call?: ApiCall<P, B>] : [call: ApiCall<P, B>]) : [call: ApiCall<P, B>];

/**
 * The one way the browser calls our API (docs/architecture.md, "Endpoint contracts"): sends the
 * body (JSON, or a multipart form as it is) to the contract's path and returns either the
 * answer, checked by the contract, or the messages to show in the form. Never throws.
 */
export async function callApi<P, B, A, R>(contract: ApiContract<P, B, A, R>, ...[call]: CallArgs<P, B>): Promise<ApiResult<R>> {
  let response: Response;
  try {
    response = await request(contract, call);
  } catch (error) {
    return { ok: false, status: 0, error: error instanceof SessionError ? error.message : (call?.networkError ?? NETWORK_ERROR), fieldErrors: {} };
  }
  const payload: unknown = await response.json().catch(() => null);
  if (response.ok) return parsed(payload, response.status, contract.readAnswer);
  const problem = recordOf(payload);
  const link = linkOf(problem.link);
  return {
    ok: false,
    status: response.status,
    error: typeof problem.error === "string" ? problem.error : (call?.fallbackError ?? contract.fallbackError ?? REFUSED),
    fieldErrors: fieldErrorsOf(problem.fieldErrors),
    ...(typeof problem.code === "string" ? { code: problem.code } : {}),
    ...(link ? { link } : {}),
    ...(contract.keepsRefusal ? { refusal: payload } : {}),
  };
}

/**
 * The SWR fetcher of a contract: its answer as the contract reads it, or an error SWR keeps (and
 * retries): a refusal, a lost connection, an answer of another shape.
 */
export async function fetchAnswer<P, A, R>(contract: ApiContract<P, undefined, A, R>, ...[call]: CallArgs<P, undefined>): Promise<R> {
  const response = await request(contract, call);
  if (!response.ok) throw new Error(`${contract.method} ${contract.path(call?.params as P)} answered ${response.status}`);
  return contract.readAnswer(await response.json());
}

/**
 * Signed-in calls go through the shared client fetch: an ended session logs out and goes to sign
 * in, never shows as a form error. Public ones skip it.
 */
function request<P, B, A, R>(contract: ApiContract<P, B, A, R>, call: ApiCall<P, B> | undefined): Promise<Response> {
  const url = contract.path(call?.params as P);
  const body: unknown = call?.body;
  const init: RequestInit = {
    method: contract.method,
    headers: { ...(body === undefined || body instanceof FormData ? {} : { "content-type": "application/json" }), ...call?.headers },
    // A multipart form goes as it is: the browser sets the content type with its boundary.
    body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
  };
  const session = call?.session ?? contract.session ?? "refresh";
  return session === "none" ? fetch(url, { credentials: "same-origin", ...init }) : apiFetch(url, init);
}

/** A success answer of the wrong shape is a failure the form shows like a network error, never a cast. */
function parsed<T>(payload: unknown, status: number, read: (value: unknown) => T): ApiResult<T> {
  try {
    return { ok: true, status, data: read(payload) };
  } catch {
    return { ok: false, status, error: UNREADABLE_ANSWER, fieldErrors: {} };
  }
}

function recordOf(value: unknown): Record<string, unknown> {
  return value && typeof value === "object" ? { ...value } : {};
}

/** Only our own pages: a link from an answer is never followed off-site. */
function linkOf(value: unknown): { href: string; label: string } | null {
  const { href, label } = recordOf(value);
  return typeof href === "string" && href.startsWith("/") && !href.startsWith("//") && typeof label === "string" ? { href, label } : null;
}

/** Only string messages keyed by field: anything else in the answer is ignored. */
function fieldErrorsOf(value: unknown): FieldErrors {
  if (!value || typeof value !== "object") return {};
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === "string"));
}
