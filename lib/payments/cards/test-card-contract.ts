import type { z } from "zod";
import { PAYMENT_PAGES_UNEXPECTED, type ApiContract } from "@/lib/kernel/api-contract";
import { redirectAnswer } from "@/lib/kernel/validation/answer-fields";
import type { CheckoutApplyOutcome } from "./checkouts";
import type { testCardBodySchema } from "./test-card";

/**
 * POST /api/payments/test/card, test mode's card page (docs/payments.md; docs/architecture.md,
 * "Endpoint contracts"). No zod here: the request schema stays in ./test-card.ts.
 */
export interface TestCardAnswer {
  outcome: CheckoutApplyOutcome;
  redirectUrl: string;
}

export const testCardContract: ApiContract<void, z.input<typeof testCardBodySchema>, TestCardAnswer, Pick<TestCardAnswer, "redirectUrl">> = {
  method: "POST",
  path: () => "/api/payments/test/card",
  readAnswer: redirectAnswer,
  fallbackError: PAYMENT_PAGES_UNEXPECTED,
};
