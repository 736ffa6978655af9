import type { z } from "zod";
import type { ApiContract } from "@/lib/kernel/api-contract";
import { messageAnswer, type MessageAnswer } from "@/lib/kernel/validation/answer-fields";
import type { changePasswordSchema } from "@/lib/auth/account-schemas";

/**
 * POST /api/account/password (docs/architecture.md, "Endpoint contracts"): the answer re-issues
 * this browser's session cookie and says what happened.
 */
export const changePasswordContract: ApiContract<void, z.input<typeof changePasswordSchema>, MessageAnswer> = {
  method: "POST",
  path: () => "/api/account/password",
  readAnswer: messageAnswer,
};
