"use client";

import { apiFetch, SessionError } from "@/lib/auth/api-fetch";
import type { FieldErrors } from "./failure";

/** A refusal's `code`, when the server sent one, lets the page act on it (offer to reload a stale order). */
export type ApiResult<T> = { ok: true; status: number; data: T } | { ok: false; status: number; error: string; fieldErrors: FieldErrors; code?: string };

const NETWORK_ERROR = "We could not reach the server. Check your connection and try again.";

type Method = "POST" | "PUT" | "PATCH" | "DELETE";

/** Sends JSON to our API and returns either the data or the messages to show in the form. */
export function sendJson<T>(url: string, method: Method, body?: unknown): Promise<ApiResult<T>> {
  return send<T>(url, {
    method,
    headers: body === undefined ? undefined : { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** Uploads a multipart form (a file, say); the browser sets the content type with its boundary. */
export function sendForm<T>(url: string, method: Method, form: FormData): Promise<ApiResult<T>> {
  return send<T>(url, { method, body: form });
}

/** Through the shared client fetch: an ended session logs out and goes to sign in, never shows as a form error. */
async function send<T>(url: string, init: RequestInit): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await apiFetch(url, init);
  } catch (error) {
    return { ok: false, status: 0, error: error instanceof SessionError ? error.message : NETWORK_ERROR, fieldErrors: {} };
  }
  const payload: unknown = await response.json().catch(() => null);
  if (response.ok) return { ok: true, status: response.status, data: payload as T };
  const problem = (payload ?? {}) as { error?: unknown; fieldErrors?: unknown; code?: unknown };
  return {
    ok: false,
    status: response.status,
    error: typeof problem.error === "string" ? problem.error : "Something went wrong. Please try again.",
    fieldErrors: fieldErrorsOf(problem.fieldErrors),
    ...(typeof problem.code === "string" ? { code: problem.code } : {}),
  };
}

/** Only string messages keyed by field: anything else in the answer is ignored. */
function fieldErrorsOf(value: unknown): FieldErrors {
  if (!value || typeof value !== "object") return {};
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === "string"));
}
