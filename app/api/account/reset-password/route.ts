import { resetPasswordSchema } from "@/lib/auth/account-schemas";
import { RESET_LINK_INVALID, resetPassword } from "@/lib/auth/password-reset";
import { failure } from "@/lib/kernel/failure";
import { ok } from "@/lib/web/http/answer";
import { route } from "@/lib/web/http/route";
import type { MessageAnswer } from "@/lib/kernel/validation/answer-fields";

/**
 * Sets a new password from a reset link and signs the account out everywhere. Like asking for
 * the link, it goes on during maintenance, so locked-out staff can get back in.
 */
export const POST = route({ access: "public", body: resetPasswordSchema, writes: "exempt-from-maintenance" }, async ({ body, database }) => {
  const done = await resetPassword(await database(), body.token, body.password);
  return done ? ok<MessageAnswer>({ message: "Your password is changed. Sign in with the new one." }) : failure("invalid", RESET_LINK_INVALID);
});
