import { requireAdminApi } from "@/lib/web/http/admin-access";
import { GIFT_CARD_RETURN_MESSAGES, returnGiftCardToCard } from "@/lib/payments/gift-card-return";
import { refundSchema } from "@/lib/payments/refunds";
import type { GiftCardReturnAnswer } from "@/lib/payments/refunds-contract";
import { ok } from "@/lib/web/http/answer";
import { uuidIdParams } from "@/lib/web/http/params";
import { route } from "@/lib/web/http/route";

/** Puts { amount } dollars of the visit's gift card back on its balance, with a { reason } (audited, emailed). */
export const POST = route(
  { access: requireAdminApi("payments.manage"), params: uuidIdParams, notFound: GIFT_CARD_RETURN_MESSAGES.notFound, body: refundSchema },
  async ({ user, params, body, database }) => {
    const result = await returnGiftCardToCard(await database(), user, params.id, body);
    return result.ok ? ok<GiftCardReturnAnswer>({ returnedCents: result.returnedCents, leftCents: result.leftCents }) : result;
  },
);
