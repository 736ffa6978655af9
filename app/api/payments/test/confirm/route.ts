import { activeUser } from "@/lib/web/http/access";
import { failure } from "@/lib/kernel/failure";
import type { TestCheckoutAnswer } from "@/lib/payments/test-checkout-contract";
import { ok } from "@/lib/web/http/answer";
import { route } from "@/lib/web/http/route";
import { providerNamed } from "@/lib/payments/provider/provider";
import { confirmTestPayment, testCheckoutRefSchema } from "@/lib/payments/provider/test-checkout";

/**
 * The test checkout's Pay button (the buyer's own checkout only): confirms as a webhook would,
 * and like the webhook it goes on during maintenance (a started payment must complete).
 */
export const POST = route({ access: activeUser, body: testCheckoutRefSchema, writes: "exempt-from-maintenance" }, async ({ user, body, database }) => {
  if (!providerNamed("test")) return failure("not-found", "Test mode is not available.");
  const result = await confirmTestPayment(await database(), user.id, body.ref);
  if (!result.ok) return failure("not-found", "That checkout does not exist.");
  return ok<TestCheckoutAnswer>({ outcome: result.outcome, redirectUrl: `/gift-card-confirmation?purchase=${result.purchaseId}` });
});
