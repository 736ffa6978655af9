"use client";

import { apiFetch, SessionError } from "@/lib/auth/api-fetch";
import type { FieldErrors } from "@/lib/kernel/failure";

/** A refusal's `code`, when the server sent one, lets the page act on it (offer to reload a stale order). */
export type ApiResult<T> = { ok: true; status: number; data: T } | { ok: false; status: number; error: string; fieldErrors: FieldErrors; code?: string };

const NETWORK_ERROR = "We could not reach the server. Check your connection and try again.";
export const UNREADABLE_ANSWER = "The server sent an answer we could not read. Please try again.";

/**
 * Checks a success answer's shape and returns it typed, or throws. Account and staff code pass a
 * zod schema's `.parse`; visitor pages pass small hand-written guards, because zod must stay out
 * of a visitor's bundle (docs/architecture.md).
 */
export type AnswerParser<T> = (value: unknown) => T;

/** For requests whose success answer the caller does not read. */
const ignoreAnswer: AnswerParser<unknown> = (value) => value;

type Method = "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * Sends JSON to our API and returns either the data, checked by `parse`, or the messages to show
 * in the form. Without `parse` the data is `unknown`: the caller only learns that it worked.
 */
export function sendJson(url: string, method: Method, body?: unknown): Promise<ApiResult<unknown>>;
export function sendJson<T>(url: string, method: Method, body: unknown, parse: AnswerParser<T>): Promise<ApiResult<T>>;
export function sendJson<T>(url: string, method: Method, body?: unknown, parse?: AnswerParser<T>): Promise<ApiResult<T | unknown>> {
  const init: RequestInit = {
    method,
    headers: body === undefined ? undefined : { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  };
  return send(url, init, parse ?? ignoreAnswer);
}

/** Uploads a multipart form (a file, say); the browser sets the content type with its boundary. */
export function sendForm<T>(url: string, method: Method, form: FormData, parse: AnswerParser<T>): Promise<ApiResult<T>> {
  return send(url, { method, body: form }, parse);
}

/** Through the shared client fetch: an ended session logs out and goes to sign in, never shows as a form error. */
async function send<T>(url: string, init: RequestInit, parse: AnswerParser<T>): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await apiFetch(url, init);
  } catch (error) {
    return { ok: false, status: 0, error: error instanceof SessionError ? error.message : NETWORK_ERROR, fieldErrors: {} };
  }
  const payload: unknown = await response.json().catch(() => null);
  if (response.ok) return parsed(payload, response.status, parse);
  const problem = recordOf(payload);
  return {
    ok: false,
    status: response.status,
    error: typeof problem.error === "string" ? problem.error : "Something went wrong. Please try again.",
    fieldErrors: fieldErrorsOf(problem.fieldErrors),
    ...(typeof problem.code === "string" ? { code: problem.code } : {}),
  };
}

/** A success answer of the wrong shape is a failure the form shows like a network error, never a cast. */
function parsed<T>(payload: unknown, status: number, parse: AnswerParser<T>): ApiResult<T> {
  try {
    return { ok: true, status, data: parse(payload) };
  } catch {
    return { ok: false, status, error: UNREADABLE_ANSWER, fieldErrors: {} };
  }
}

function recordOf(value: unknown): Record<string, unknown> {
  return value && typeof value === "object" ? { ...value } : {};
}

/** Only string messages keyed by field: anything else in the answer is ignored. */
function fieldErrorsOf(value: unknown): FieldErrors {
  if (!value || typeof value !== "object") return {};
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === "string"));
}
