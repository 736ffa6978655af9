import { z } from "zod";
import { restoreQuoteAnswers } from "@/lib/booking/unfinished-quotes/restore-quote";
import { failure } from "@/lib/kernel/failure";
import { ok } from "@/lib/web/http/answer";
import { route } from "@/lib/web/http/route";

/**
 * GET /api/booking/saved-quote/{token}: the answers behind a quote email's link, for the wizard
 * opened with ?resume= (docs/product.md#unfinished-bookings). The token is the credential; a
 * forged, unknown or expired one gets a 404. Prices are not answered: the wizard prices again.
 */
export const GET = route({ access: "public", params: z.object({ token: z.string().max(100) }) }, async ({ params, database }) => {
  const answers = await restoreQuoteAnswers(await database(), params.token, new Date());
  return answers ? ok({ answers }) : failure("not-found", "That quote link has expired or is not valid. Start a new quote below.");
});
