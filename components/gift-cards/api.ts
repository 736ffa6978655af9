"use client";

import { apiFetch, SessionError } from "@/lib/auth/api-fetch";
import { UNREADABLE_ANSWER, type AnswerParser } from "@/lib/web/http/client";

export type FieldErrors = Record<string, string>;

export type GiftCardApiResult<T> =
  | { ok: true; data: T }
  | { ok: false; status: number; error: string; fieldErrors: FieldErrors; link: { href: string; label: string } | null };

const OFFLINE = "We could not reach the server. Check your connection and try again.";
const UNEXPECTED = "Something went wrong on our side. Please try again in a moment.";

function recordOf(value: unknown): Record<string, unknown> {
  return value && typeof value === "object" ? { ...value } : {};
}

function linkOf(value: unknown): { href: string; label: string } | null {
  const { href, label } = recordOf(value);
  // Only our own pages: a link from an answer is never followed off-site.
  return typeof href === "string" && href.startsWith("/") && !href.startsWith("//") && typeof label === "string" ? { href, label } : null;
}

function fieldErrorsOf(value: unknown): FieldErrors {
  if (!value || typeof value !== "object") return {};
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === "string"));
}

/**
 * Sends JSON to our gift-card and payment APIs (with the shared session refresh); never throws.
 * `parse` checks the success answer (a hand-written guard: these pages are open to visitors);
 * one of another shape is a failure like a network error, never a cast.
 */
export async function sendGiftCardJson<T>(url: string, body: unknown, parse: AnswerParser<T>): Promise<GiftCardApiResult<T>> {
  let response: Response;
  try {
    response = await apiFetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body), cache: "no-store" });
  } catch (error) {
    return { ok: false, status: 0, error: error instanceof SessionError ? error.message : OFFLINE, fieldErrors: {}, link: null };
  }
  const payload: unknown = await response.json().catch(() => null);
  if (response.ok) return parsed(payload, response.status, parse);
  const problem = recordOf(payload);
  return {
    ok: false,
    status: response.status,
    error: typeof problem.error === "string" ? problem.error : UNEXPECTED,
    fieldErrors: fieldErrorsOf(problem.fieldErrors),
    link: linkOf(problem.link),
  };
}

function parsed<T>(payload: unknown, status: number, parse: AnswerParser<T>): GiftCardApiResult<T> {
  try {
    return { ok: true, data: parse(payload) };
  } catch {
    return { ok: false, status, error: UNREADABLE_ANSWER, fieldErrors: {}, link: null };
  }
}

/** SWR fetcher: the JSON of a GET as `parse` reads it, or an error SWR keeps (and retries). */
export async function getJson<T>(url: string, parse: AnswerParser<T>): Promise<T> {
  const response = await apiFetch(url, { cache: "no-store" });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return parse(await response.json());
}
