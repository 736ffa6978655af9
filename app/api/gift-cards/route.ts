import { z } from "zod";
import { getConfig } from "@/lib/platform/config";
import { unverifiedBuyerResponse } from "@/lib/web/http/gift-card-access";
import { listMyGiftCards } from "@/lib/gift-cards/listing";
import { startGiftCardPurchase } from "@/lib/gift-cards/purchase";
import type { PurchaseStartedAnswer } from "@/lib/gift-cards/gift-cards-contract";
import { giftCardPurchaseSchema } from "@/lib/gift-cards/rules";
import { activeUser, signedIn } from "@/lib/web/http/access";
import { invalidFields } from "@/lib/kernel/failure";
import { ok } from "@/lib/web/http/answer";
import { route } from "@/lib/web/http/route";
import { getPaymentProvider } from "@/lib/payments/provider/provider";

/** The cards the user bought and the cards delivered to their email, with balances and history. */
export const GET = route({ access: signedIn }, async ({ user, database }) => ok(await listMyGiftCards(await database(), user)));

/**
 * Starts a purchase and answers where to pay; the card is issued once the payment is confirmed.
 * The schema depends on today's date (delivery dates), so the body is parsed here.
 */
export const POST = route({ access: activeUser, body: z.unknown() }, async ({ user, body, logger, database }) => {
  const unverified = unverifiedBuyerResponse(user);
  if (unverified) return unverified;
  const parsed = giftCardPurchaseSchema(new Date()).safeParse(body);
  if (!parsed.success) return invalidFields(parsed.error);
  const result = await startGiftCardPurchase(await database(), user, parsed.data, {
    provider: getPaymentProvider(),
    publicUrl: getConfig().PUBLIC_URL,
    logger,
  });
  if (!result.ok) return result;
  return ok<PurchaseStartedAnswer>({ purchaseId: result.purchaseId, redirectUrl: result.redirectUrl }, { status: 201 });
});
