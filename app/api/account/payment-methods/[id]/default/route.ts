import { setDefaultCard } from "@/lib/billing/cards";
import { getDb } from "@/lib/db";
import { activeUser } from "@/lib/http/access";
import { failure, ok } from "@/lib/http/failure";
import { uuidIdParams } from "@/lib/http/params";
import { route } from "@/lib/http/route";

/** Makes one of the customer's saved cards the one charged after visits. */
export const POST = route({ access: activeUser, params: uuidIdParams, notFound: "We could not find that card in your account.", bodyOptional: true }, async ({ user, params }) => {
  const result = await setDefaultCard(await getDb(), user.id, params.id);
  if (!result.ok) return failure(result.status, result.message);
  return ok({ isDefault: true });
});
