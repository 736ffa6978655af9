import { loadPurchase } from "@/lib/gift-cards/purchase-status";
import { signedIn } from "@/lib/web/http/access";
import { failure } from "@/lib/kernel/failure";
import { ok } from "@/lib/web/http/answer";
import { uuidIdParams } from "@/lib/web/http/params";
import { route } from "@/lib/web/http/route";
import type { PurchaseAnswer } from "@/lib/gift-cards/gift-cards-contract";

const NOT_FOUND = "That purchase does not exist.";

/** One of the user's purchases, polled by the confirmation page until the card is issued. */
export const GET = route({ access: signedIn, params: uuidIdParams, notFound: NOT_FOUND }, async ({ user, params, database }) => {
  const purchase = await loadPurchase(await database(), user.id, params.id);
  return purchase ? ok<PurchaseAnswer>({ purchase }) : failure("not-found", NOT_FOUND);
});
