import { checkGiftCardCode } from "@/lib/gift-cards/check-code";
import type { GiftCardBalanceAnswer } from "@/lib/gift-cards/gift-cards-contract";
import { codeInputSchema } from "@/lib/gift-cards/rules";
import { signedIn } from "@/lib/web/http/access";
import { ok } from "@/lib/web/http/answer";
import { route } from "@/lib/web/http/route";
import { addressFromHeaders } from "@/lib/kernel/client-address";

/**
 * The balance of a code someone holds. POST keeps the code out of URLs and logs; wrong codes
 * are limited per user and per address.
 */
export const POST = route({ access: signedIn, body: codeInputSchema, openToBlocked: "a balance lookup: nothing the user owns changes" }, async ({ request, user, body, database }) => {
  const check = await checkGiftCardCode(await database(), body.code, { userId: user.id, address: addressFromHeaders(request.headers) });
  if (!check.ok) return check.kind === "rate-limited" ? check : { ...check, fieldErrors: { code: check.message } };
  const { card } = check;
  return ok<GiftCardBalanceAnswer>({ balance: { last4: card.last4, status: card.status, balanceCents: card.balanceCents, initialCents: card.initialCents } });
});
