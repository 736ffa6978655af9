import type { ApiContract } from "@/lib/kernel/api-contract";
import { answerObject, booleanField } from "@/lib/kernel/validation/answer-fields";

/**
 * POST /api/account/verify-email/resend (docs/architecture.md, "Endpoint contracts"). The button
 * sits on pages without zod, so the body is typed here and the handler's schema is held to it
 * with `satisfies`.
 */
export interface ResendBody {
  /** The page the new link should lead back to (kept only when it is ours). */
  returnUrl?: string;
}

export interface ResendAnswer {
  sent: boolean;
  alreadyVerified: boolean;
}

function resendAnswer(value: unknown): ResendAnswer {
  const answer = answerObject(value);
  return { sent: booleanField(answer, "sent"), alreadyVerified: booleanField(answer, "alreadyVerified") };
}

export const verificationResendContract: ApiContract<void, ResendBody | undefined, ResendAnswer> = {
  method: "POST",
  path: () => "/api/account/verify-email/resend",
  readAnswer: resendAnswer,
};
