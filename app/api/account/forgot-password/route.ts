import { forgotPasswordSchema } from "@/lib/auth/account-schemas";
import { FORGOT_PASSWORD_ANSWER, requestPasswordReset } from "@/lib/auth/password-reset";
import { ok } from "@/lib/web/http/answer";
import { route } from "@/lib/web/http/route";
import type { MessageAnswer } from "@/lib/kernel/validation/answer-fields";
import { addressFromHeaders } from "@/lib/kernel/client-address";

/**
 * Always the same answer, whether or not the email has an account. It goes on during
 * maintenance: staff locked out of their account must be able to get back in to end it.
 */
export const POST = route({ access: "public", body: forgotPasswordSchema, writes: "exempt-from-maintenance" }, async ({ request, body, database }) => {
  const result = await requestPasswordReset(await database(), body.email, addressFromHeaders(request.headers));
  return result.ok ? ok<MessageAnswer>({ message: FORGOT_PASSWORD_ANSWER }) : result;
});
