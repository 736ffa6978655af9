import { saveUnfinishedQuote, savedQuoteSchema } from "@/lib/booking/unfinished-quotes/save-quote";
import { addressFromHeaders } from "@/lib/kernel/client-address";
import { ok } from "@/lib/web/http/answer";
import { route } from "@/lib/web/http/route";

/**
 * POST /api/booking/saved-quote: "Email me my quote" in the booking wizard
 * (docs/product.md#unfinished-bookings). Open to visitors and customers; a write like the
 * contact form (same origin, waits during maintenance), counted per client address. The quote
 * is priced here from the answers; the browser's price is never read.
 */
export const POST = route({ access: "public", body: savedQuoteSchema, maxBodyBytes: 16 * 1024 }, async ({ request, body, database }) => {
  const result = await saveUnfinishedQuote(await database(), body, { address: addressFromHeaders(request.headers), now: new Date() });
  return result.ok ? ok({ saved: true, totalCents: result.totalCents }) : result;
});
