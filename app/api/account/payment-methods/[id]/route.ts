import { removeSavedCard } from "@/lib/payments/cards/remove-saved-card";
import { activeUser } from "@/lib/web/http/access";
import { failure } from "@/lib/kernel/failure";
import { ok } from "@/lib/web/http/answer";
import { uuidIdParams } from "@/lib/web/http/params";
import { route } from "@/lib/web/http/route";
import type { RemovedCardAnswer } from "@/lib/payments/cards/cards-contract";

/** Removes one of the customer's saved cards (refused while it is needed for an unpaid visit). */
export const DELETE = route({ access: activeUser, params: uuidIdParams, notFound: "We could not find that card in your account." }, async ({ user, params, logger, database }) => {
  const result = await removeSavedCard(await database(), user.id, params.id, logger);
  if (!result.ok) return failure(result.kind, result.message);
  return ok<RemovedCardAnswer>({ removed: true });
});
