import { recordQuoteStart } from "@/lib/booking/quote-starts/record-quote-start";
import { addressFromHeaders } from "@/lib/kernel/client-address";
import { ok } from "@/lib/web/http/answer";
import { route } from "@/lib/web/http/route";

/**
 * POST /api/booking/quote-started: the booking form reports, once per browser tab, that a
 * visitor got past the first step with a price (docs/product.md, "The owner's charts"). No body;
 * it adds one to today's counter and keeps nothing about who. A public write like the contact
 * form: same origin, waits during maintenance, counted per client address.
 */
export const POST = route({ access: "public" }, async ({ request, database }) => {
  const result = await recordQuoteStart(await database(), { address: addressFromHeaders(request.headers), now: new Date() });
  return result.ok ? ok({ counted: true }) : result;
});
