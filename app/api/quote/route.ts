import { getDb } from "@/lib/db";
import { computeQuote } from "@/lib/booking/pricing";
import { cachedBusinessSettings } from "@/lib/booking/settings-cache";
import { errorResponse, okResponse } from "@/lib/http/responses";

const MAX_BODY_BYTES = 16 * 1024;

/**
 * The instant quote for a booking request, for the site and anyone who wants a price. Open to
 * everyone: it reads the current price table and changes nothing. The body is the quote
 * request itself ({ service, bedrooms, bathrooms, extras, frequency, … }).
 */
export async function POST(request: Request): Promise<Response> {
  if (!(request.headers.get("content-type") ?? "").toLowerCase().includes("application/json")) {
    return errorResponse(415, "Send the request as JSON.");
  }
  const text = await request.text();
  if (text.length > MAX_BODY_BYTES) return errorResponse(413, "The request is too large.");
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return errorResponse(400, "The request is not valid JSON.");
  }
  const { priceTable } = await cachedBusinessSettings(await getDb());
  const priced = computeQuote(body, priceTable);
  if (!priced.ok) return errorResponse(400, "Please check the highlighted fields.", priced.errors);
  return okResponse({ quote: priced.quote });
}
