import { VOID_MESSAGES, voidGiftCard, voidGiftCardSchema } from "@/lib/gift-cards/admin";
import type { VoidedGiftCardAnswer } from "@/lib/gift-cards/admin-gift-cards-contract";
import { requireAdminApi } from "@/lib/web/http/admin-access";
import { ok } from "@/lib/web/http/answer";
import { uuidIdParams } from "@/lib/web/http/params";
import { route } from "@/lib/web/http/route";

/** Voids a card: { reason }. Written to the audit log with the actor. */
export const POST = route(
  {
    access: requireAdminApi("giftCards.manage"),
    params: uuidIdParams,
    notFound: VOID_MESSAGES.notFound,
    body: voidGiftCardSchema,
  },
  async ({ user, params, body, database }) => {
    const result = await voidGiftCard(await database(), user, params.id, body.reason);
    return result.ok ? ok<VoidedGiftCardAnswer>({ card: result.card }) : result;
  },
);
