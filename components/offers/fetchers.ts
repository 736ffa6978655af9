import { apiFetch } from "@/lib/auth/api-fetch";
import { parsePublicOffers, parseUserOffers, type PublicOffer, type UserOffer } from "@/lib/offers/offer-types";

async function readJson(response: Response, url: string): Promise<unknown> {
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

/** The public list needs no session, so it skips the session-refreshing fetch. */
export async function fetchPublicOffers(url: string): Promise<PublicOffer[]> {
  return parsePublicOffers(await readJson(await fetch(url, { credentials: "same-origin" }), url));
}

/**
 * The user's own list goes through apiFetch: a 401 refreshes the session once and logs out
 * if it has ended, as for every signed-in call (docs/product.md#in-the-browser).
 */
export async function fetchUserOffers([url]: readonly [string, string]): Promise<UserOffer[]> {
  return parseUserOffers(await readJson(await apiFetch(url), url));
}
