import { setDefaultCard } from "@/lib/billing/cards";
import { getDb } from "@/lib/platform/db";
import { activeUser } from "@/lib/web/http/access";
import { failure } from "@/lib/kernel/failure";
import { ok } from "@/lib/web/http/answer";
import { uuidIdParams } from "@/lib/web/http/params";
import { route } from "@/lib/web/http/route";

/** Makes one of the customer's saved cards the one charged after visits. */
export const POST = route({ access: activeUser, params: uuidIdParams, notFound: "We could not find that card in your account.", bodyOptional: true }, async ({ user, params }) => {
  const result = await setDefaultCard(await getDb(), user.id, params.id);
  if (!result.ok) return failure(result.kind, result.message);
  return ok({ isDefault: true });
});
