import { getConfig } from "@/lib/config";
import { getDb } from "@/lib/db";
import { rateLimitedResponse, unverifiedBuyerResponse } from "@/lib/gift-cards/http";
import { listMyGiftCards } from "@/lib/gift-cards/listing";
import { startGiftCardPurchase } from "@/lib/gift-cards/purchase";
import { giftCardPurchaseSchema } from "@/lib/gift-cards/rules";
import { requireActiveApiUser, requireApiUser } from "@/lib/http/guards";
import { parseJsonBody } from "@/lib/http/parse";
import { errorResponse, okResponse } from "@/lib/http/responses";
import { requestLogger } from "@/lib/log/logger";
import { getPaymentProvider } from "@/lib/payments/provider";

/** The cards the user bought and the cards delivered to their email, with balances and history. */
export async function GET(): Promise<Response> {
  const guarded = await requireApiUser();
  if (!guarded.ok) return guarded.response;
  return okResponse(await listMyGiftCards(await getDb(), guarded.user));
}

/** Starts a purchase and answers where to pay; the card is issued once the payment is confirmed. */
export async function POST(request: Request): Promise<Response> {
  const guarded = await requireActiveApiUser();
  if (!guarded.ok) return guarded.response;
  const unverified = unverifiedBuyerResponse(guarded.user);
  if (unverified) return unverified;
  const parsed = await parseJsonBody(request, giftCardPurchaseSchema(new Date()));
  if (!parsed.ok) return parsed.response;
  const result = await startGiftCardPurchase(await getDb(), guarded.user, parsed.data, {
    provider: getPaymentProvider(),
    publicUrl: getConfig().PUBLIC_URL,
    logger: requestLogger(request.headers),
  });
  if (!result.ok) return result.status === 429 ? rateLimitedResponse(result.message, result.retryAfterSeconds) : errorResponse(result.status, result.message);
  return okResponse({ purchaseId: result.purchaseId, redirectUrl: result.redirectUrl }, { status: 201 });
}
