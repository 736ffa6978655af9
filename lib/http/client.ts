"use client";

import { apiFetch, SessionError } from "@/lib/auth/api-fetch";
import type { FieldErrors } from "./responses";

export type ApiResult<T> = { ok: true; status: number; data: T } | { ok: false; status: number; error: string; fieldErrors: FieldErrors };

const NETWORK_ERROR = "We could not reach the server. Check your connection and try again.";

/** Sends JSON to our API and returns either the data or the messages to show in the form. */
export async function sendJson<T>(url: string, method: "POST" | "PUT" | "PATCH" | "DELETE", body?: unknown): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await apiFetch(url, {
      method,
      headers: body === undefined ? undefined : { "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    return { ok: false, status: 0, error: error instanceof SessionError ? error.message : NETWORK_ERROR, fieldErrors: {} };
  }
  const payload: unknown = await response.json().catch(() => null);
  if (response.ok) return { ok: true, status: response.status, data: payload as T };
  const problem = (payload ?? {}) as { error?: unknown; fieldErrors?: unknown };
  return {
    ok: false,
    status: response.status,
    error: typeof problem.error === "string" ? problem.error : "Something went wrong. Please try again.",
    fieldErrors: problem.fieldErrors && typeof problem.fieldErrors === "object" ? (problem.fieldErrors as FieldErrors) : {},
  };
}
