import type { z } from "zod";
import type { ApiContract } from "@/lib/kernel/api-contract";
import { messageAnswer, type MessageAnswer } from "@/lib/kernel/validation/answer-fields";
import type { forgotPasswordSchema, resetPasswordSchema } from "./account-schemas";

/**
 * Asking for a reset link and choosing a new password (docs/architecture.md, "Endpoint
 * contracts"). Both pages are open to visitors, so no zod here (docs/operations.md, "No zod in
 * a visitor's bundle"): the answers are read by hand and the request schemas reach this module
 * as types.
 */

/** POST /api/account/forgot-password: the same answer whether or not the email has an account. */
export const forgotPasswordContract: ApiContract<void, z.input<typeof forgotPasswordSchema>, MessageAnswer> = {
  method: "POST",
  path: () => "/api/account/forgot-password",
  readAnswer: messageAnswer,
};

/** POST /api/account/reset-password: sets the new password from the link's token. */
export const resetPasswordContract: ApiContract<void, z.input<typeof resetPasswordSchema>, MessageAnswer> = {
  method: "POST",
  path: () => "/api/account/reset-password",
  readAnswer: messageAnswer,
};
