import { signedIn } from "@/lib/web/http/access";
import { failure } from "@/lib/kernel/failure";
import type { TestCheckoutAnswer } from "@/lib/payments/test-checkout-contract";
import { ok } from "@/lib/web/http/answer";
import { route } from "@/lib/web/http/route";
import { providerNamed } from "@/lib/payments/provider/provider";
import { cancelTestPayment, testCheckoutRefSchema } from "@/lib/payments/provider/test-checkout";

/**
 * The test checkout's Cancel button: the payment fails and nothing is issued. It stands in for
 * the payment provider's page, which maintenance does not stop, so neither does this.
 */
const openToBlocked = "it stands in for the payment provider's cancel page, which a block does not stop, and only fails a checkout already started";

export const POST = route({ access: signedIn, body: testCheckoutRefSchema, writes: "exempt-from-maintenance", openToBlocked }, async ({ user, body, database }) => {
  if (!providerNamed("test")) return failure("not-found", "Test mode is not available.");
  const result = await cancelTestPayment(await database(), user.id, body.ref);
  if (!result.ok) return failure("not-found", "That checkout does not exist.");
  return ok<TestCheckoutAnswer>({ outcome: result.outcome, redirectUrl: `/gift-cards?cancelled=${result.purchaseId}` });
});
