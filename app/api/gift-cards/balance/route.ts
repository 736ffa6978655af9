import { getDb } from "@/lib/db";
import { checkGiftCardCode } from "@/lib/gift-cards/check-code";
import { rateLimitedResponse } from "@/lib/gift-cards/http";
import { codeInputSchema } from "@/lib/gift-cards/rules";
import { requireApiUser } from "@/lib/http/guards";
import { parseJsonBody } from "@/lib/http/parse";
import { errorResponse, okResponse } from "@/lib/http/responses";
import { addressFromHeaders } from "@/lib/server/client-address";

/**
 * The balance of a code someone holds. POST keeps the code out of URLs and logs; wrong codes
 * are limited per user and per address.
 */
export async function POST(request: Request): Promise<Response> {
  const guarded = await requireApiUser();
  if (!guarded.ok) return guarded.response;
  const parsed = await parseJsonBody(request, codeInputSchema);
  if (!parsed.ok) return parsed.response;
  const check = await checkGiftCardCode(await getDb(), parsed.data.code, { userId: guarded.user.id, address: addressFromHeaders(request.headers) });
  if (!check.ok) {
    return check.status === 429 ? rateLimitedResponse(check.message, check.retryAfterSeconds) : errorResponse(404, check.message, { code: check.message });
  }
  const { card } = check;
  return okResponse({ balance: { last4: card.last4, status: card.status, balanceCents: card.balanceCents, initialCents: card.initialCents } });
}
