import { parsePlacesAnswer } from "./places-answer";
import type { ReviewsPayload } from "./types";

/**
 * One call to Google Places Details for a place's reviews and rating. It never throws: every
 * way the call can go wrong comes back as a failure the caller logs. The URL carries the API
 * key, so neither it nor an error message that might quote it leaves this module.
 */

export interface PlaceDetailsRequest {
  baseUrl: string;
  apiKey: string;
  placeId: string;
  timeoutMs: number;
  fetchImpl?: typeof fetch;
}

export type UpstreamFailure =
  | { reason: "timeout" }
  | { reason: "network"; errorName: string }
  | { reason: "http-status"; httpStatus: number }
  | { reason: "invalid-json" }
  | { reason: "invalid-shape" }
  | { reason: "places-status"; placesStatus: string; errorMessage?: string };

export type PlaceDetailsOutcome = { ok: true; payload: ReviewsPayload; dropped: number } | { ok: false; failure: UpstreamFailure };

export const DETAILS_PATH = "/maps/api/place/details/json";
export const DETAILS_FIELDS = "reviews,rating,user_ratings_total";

export function placeDetailsUrl(baseUrl: string, placeId: string, apiKey: string): URL {
  const url = new URL(baseUrl.replace(/\/+$/, "") + DETAILS_PATH);
  url.searchParams.set("place_id", placeId);
  url.searchParams.set("fields", DETAILS_FIELDS);
  url.searchParams.set("key", apiKey);
  return url;
}

/** The error's name, read without instanceof: fetch's errors may come from another realm. */
function errorName(error: unknown): string {
  if (typeof error === "object" && error !== null && "name" in error && typeof error.name === "string") return error.name;
  return "unknown";
}

/** Reads the whole answer under one deadline: a server that stalls mid-body is cut off too. */
export async function fetchPlaceDetails(request: PlaceDetailsRequest): Promise<PlaceDetailsOutcome> {
  const fetchImpl = request.fetchImpl ?? fetch;
  let status: number;
  let text: string;
  try {
    const response = await fetchImpl(placeDetailsUrl(request.baseUrl, request.placeId, request.apiKey), {
      headers: { accept: "application/json" },
      signal: AbortSignal.timeout(request.timeoutMs),
    });
    status = response.status;
    text = await response.text();
  } catch (error) {
    const name = errorName(error);
    if (name === "TimeoutError" || name === "AbortError") return { ok: false, failure: { reason: "timeout" } };
    return { ok: false, failure: { reason: "network", errorName: name } };
  }
  if (status < 200 || status > 299) return { ok: false, failure: { reason: "http-status", httpStatus: status } };

  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { ok: false, failure: { reason: "invalid-json" } };
  }
  const answer = parsePlacesAnswer(body);
  if (!answer.ok) {
    return {
      ok: false,
      failure:
        answer.reason === "places-status"
          ? { reason: "places-status", placesStatus: answer.placesStatus, errorMessage: answer.errorMessage }
          : { reason: "invalid-shape" },
    };
  }
  return { ok: true, payload: answer.payload, dropped: answer.dropped };
}
