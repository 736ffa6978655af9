import { changePasswordSchema } from "@/lib/auth/account-schemas";
import { sessionCookieHeaderFor } from "@/lib/auth/session-cookie";
import { changePassword, PASSWORD_CHANGED_MESSAGE } from "@/lib/account/change-password";
import { activeUser, SIGN_IN_MESSAGE } from "@/lib/web/http/access";
import { failure } from "@/lib/kernel/failure";
import { ok } from "@/lib/web/http/answer";
import { route } from "@/lib/web/http/route";
import type { MessageAnswer } from "@/lib/kernel/validation/answer-fields";

/**
 * Changes the password and ends every other session. This browser's session cookie is
 * re-issued with the new session version in the same answer, so it stays signed in.
 */
export const POST = route({ access: activeUser, body: changePasswordSchema }, async ({ user, sessionId, body, database }) => {
  if (!sessionId) return failure("unauthenticated", SIGN_IN_MESSAGE);
  const result = await changePassword(await database(), user.id, body, sessionId);
  if (!result.ok) return result;
  return ok<MessageAnswer>({ message: PASSWORD_CHANGED_MESSAGE }, { headers: { "set-cookie": await sessionCookieHeaderFor(result.user, sessionId) } });
});
