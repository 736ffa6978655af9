"use client";

import { apiFetch, SessionError } from "@/lib/auth/api-fetch";

export type FieldErrors = Record<string, string>;

export type GiftCardApiResult<T> =
  | { ok: true; data: T }
  | { ok: false; status: number; error: string; fieldErrors: FieldErrors; link: { href: string; label: string } | null };

const OFFLINE = "We could not reach the server. Check your connection and try again.";
const UNEXPECTED = "Something went wrong on our side. Please try again in a moment.";

function linkOf(value: unknown): { href: string; label: string } | null {
  if (!value || typeof value !== "object") return null;
  const { href, label } = value as { href?: unknown; label?: unknown };
  // Only our own pages: a link from an answer is never followed off-site.
  return typeof href === "string" && href.startsWith("/") && !href.startsWith("//") && typeof label === "string" ? { href, label } : null;
}

function fieldErrorsOf(value: unknown): FieldErrors {
  if (!value || typeof value !== "object") return {};
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === "string"));
}

/** Sends JSON to our gift-card and payment APIs (with the shared session refresh); never throws. */
export async function sendGiftCardJson<T>(url: string, body: unknown): Promise<GiftCardApiResult<T>> {
  let response: Response;
  try {
    response = await apiFetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body), cache: "no-store" });
  } catch (error) {
    return { ok: false, status: 0, error: error instanceof SessionError ? error.message : OFFLINE, fieldErrors: {}, link: null };
  }
  const payload: unknown = await response.json().catch(() => null);
  if (response.ok) return { ok: true, data: payload as T };
  const problem = (payload ?? {}) as { error?: unknown; fieldErrors?: unknown; link?: unknown };
  return {
    ok: false,
    status: response.status,
    error: typeof problem.error === "string" ? problem.error : UNEXPECTED,
    fieldErrors: fieldErrorsOf(problem.fieldErrors),
    link: linkOf(problem.link),
  };
}

/** SWR fetcher: the JSON of a GET, or an error SWR keeps (and retries). */
export async function getJson<T>(url: string): Promise<T> {
  const response = await apiFetch(url, { cache: "no-store" });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return (await response.json()) as T;
}
