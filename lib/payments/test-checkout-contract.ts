import type { z } from "zod";
import { PAYMENT_PAGES_UNEXPECTED, type ApiContract } from "@/lib/kernel/api-contract";
import { redirectAnswer } from "@/lib/kernel/validation/answer-fields";
import type { PaymentEventOutcome } from "../gift-cards/confirm-payment";
import type { testCheckoutRefSchema } from "./provider/test-checkout";

/**
 * The test checkout's Pay and Cancel buttons (docs/architecture.md, "Endpoint contracts"). The
 * page is a stand-in for the provider's, open to visitors' bundles: no zod here, the request
 * schema stays in ./test-checkout.ts and reaches this module as a type.
 */
export interface TestCheckoutAnswer {
  outcome: PaymentEventOutcome;
  redirectUrl: string;
}

type TestCheckoutContract = ApiContract<void, z.input<typeof testCheckoutRefSchema>, TestCheckoutAnswer, Pick<TestCheckoutAnswer, "redirectUrl">>;

/** POST /api/payments/test/confirm: pays as the provider's webhook would. */
export const testCheckoutConfirmContract: TestCheckoutContract = {
  method: "POST",
  path: () => "/api/payments/test/confirm",
  readAnswer: redirectAnswer,
  fallbackError: PAYMENT_PAGES_UNEXPECTED,
};

/** POST /api/payments/test/cancel: the payment fails and nothing is issued. */
export const testCheckoutCancelContract: TestCheckoutContract = {
  method: "POST",
  path: () => "/api/payments/test/cancel",
  readAnswer: redirectAnswer,
  fallbackError: PAYMENT_PAGES_UNEXPECTED,
};
