import type { z } from "zod";
import type { ApiContract } from "@/lib/kernel/api-contract";
import { answerObject, integerField } from "@/lib/kernel/validation/answer-fields";
import type { tipRequestSchema } from "./tips";

/**
 * POST /api/orders/:id/tip (docs/payments.md#tips; docs/architecture.md, "Endpoint contracts").
 * The tip form is reached from the poll link without signing in, so its answer is checked by
 * hand and the request schema stays in ./tips.ts, reaching this module as a type.
 */
export interface TipAnswer {
  tip: { id: string; amountCents: number };
}

/** `{ tip: { amountCents } }`: what the form reads. */
function tipAnswer(value: unknown): { tip: Pick<TipAnswer["tip"], "amountCents"> } {
  return { tip: { amountCents: integerField(answerObject(answerObject(value).tip), "amountCents") } };
}

export const tipContract: ApiContract<{ orderId: string }, z.input<typeof tipRequestSchema>, TipAnswer, { tip: Pick<TipAnswer["tip"], "amountCents"> }> = {
  method: "POST",
  path: ({ orderId }) => `/api/orders/${orderId}/tip`,
  readAnswer: tipAnswer,
};
