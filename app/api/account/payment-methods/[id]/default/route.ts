import { setDefaultCard } from "@/lib/payments/cards/cards";
import { activeUser } from "@/lib/web/http/access";
import { failure } from "@/lib/kernel/failure";
import { ok } from "@/lib/web/http/answer";
import { uuidIdParams } from "@/lib/web/http/params";
import { route } from "@/lib/web/http/route";
import type { DefaultCardAnswer } from "@/lib/payments/cards/cards-contract";

/** Makes one of the customer's saved cards the one charged after visits. */
export const POST = route({ access: activeUser, params: uuidIdParams, notFound: "We could not find that card in your account.", bodyOptional: true }, async ({ user, params, database }) => {
  const result = await setDefaultCard(await database(), user.id, params.id);
  if (!result.ok) return failure(result.kind, result.message);
  return ok<DefaultCardAnswer>({ isDefault: true });
});
