import { removeCard } from "@/lib/billing/cards";
import { getDb } from "@/lib/platform/db";
import { activeUser } from "@/lib/web/http/access";
import { failure } from "@/lib/kernel/failure";
import { ok } from "@/lib/web/http/answer";
import { uuidIdParams } from "@/lib/web/http/params";
import { route } from "@/lib/web/http/route";
import { providerNamed } from "@/lib/payments/provider";

/** Removes one of the customer's saved cards (refused while it is needed for an unpaid visit). */
export const DELETE = route({ access: activeUser, params: uuidIdParams, notFound: "We could not find that card in your account." }, async ({ user, params, logger }) => {
  const db = await getDb();
  const result = await removeCard(db, user.id, params.id);
  if (!result.ok) return failure(result.kind, result.message);
  // Our record is what charges read; detaching at Stripe is tidiness, and may fail without harm.
  const stripe = providerNamed("stripe");
  if (stripe && result.providerRef?.startsWith("pm_")) {
    await stripe.cards.detachPaymentMethod(result.providerRef).catch((error: unknown) => logger.warn({ err: error }, "card detach failed"));
  }
  return ok({ removed: true });
});
