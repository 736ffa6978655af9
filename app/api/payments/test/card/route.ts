import { completeTestCardCheckout, testCardBodySchema } from "@/lib/payments/cards/test-card";
import { activeUser } from "@/lib/web/http/access";
import { failure } from "@/lib/kernel/failure";
import { ok } from "@/lib/web/http/answer";
import { route } from "@/lib/web/http/route";
import { providerNamed } from "@/lib/payments/provider/provider";
import type { TestCardAnswer } from "@/lib/payments/cards/test-card-contract";

/**
 * Test mode's card page (docs/payments.md): the customer's own open checkout only. It stands in
 * for Stripe's page, which maintenance does not stop, so neither does this.
 */
export const POST = route({ access: activeUser, body: testCardBodySchema, writes: "exempt-from-maintenance" }, async ({ user, body, database }) => {
  if (!providerNamed("test")) return failure("not-found", "Test mode is not available.");
  const result = await completeTestCardCheckout(await database(), user.id, body);
  if (!result.ok) return failure(result.kind, result.message, result.field ? { fieldErrors: { [result.field]: result.message } } : {});
  return ok<TestCardAnswer>({ outcome: result.outcome, redirectUrl: result.redirectUrl });
});
