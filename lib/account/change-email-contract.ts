import type { z } from "zod";
import type { ApiContract } from "@/lib/kernel/api-contract";
import { messageAnswer, type MessageAnswer } from "@/lib/kernel/validation/answer-fields";
import type { changeEmailSchema } from "@/lib/auth/account-schemas";

/**
 * POST /api/account/email (docs/architecture.md, "Endpoint contracts"): starts an email change.
 * The form reads only the message that says what happens next.
 */
export interface ChangeEmailAnswer {
  newEmail: string;
  message: string;
}

export const changeEmailContract: ApiContract<void, z.input<typeof changeEmailSchema>, ChangeEmailAnswer, MessageAnswer> = {
  method: "POST",
  path: () => "/api/account/email",
  readAnswer: messageAnswer,
};
