import { getDb } from "@/lib/db";
import { changePasswordSchema } from "@/lib/auth/account-schemas";
import { sessionCookieHeaderFor } from "@/lib/auth/session-cookie";
import { changePassword, PASSWORD_CHANGED_MESSAGE } from "@/lib/account/change-password";
import { requireActiveApiUser } from "@/lib/http/guards";
import { parseJsonBody } from "@/lib/http/parse";
import { errorResponse, okResponse } from "@/lib/http/responses";
import { requestLogger } from "@/lib/log/logger";

/**
 * Changes the password and ends every other session. This browser's session cookie is
 * re-issued with the new session version in the same answer, so it stays signed in.
 */
export async function POST(request: Request): Promise<Response> {
  const guarded = await requireActiveApiUser();
  if (!guarded.ok) return guarded.response;
  const parsed = await parseJsonBody(request, changePasswordSchema);
  if (!parsed.ok) return parsed.response;
  const result = await changePassword(await getDb(), guarded.user.id, parsed.data, { logger: requestLogger(request.headers) }, guarded.sessionId);
  if (!result.ok) return errorResponse(result.status, result.message, result.fieldErrors);
  return okResponse({ message: PASSWORD_CHANGED_MESSAGE }, { headers: { "set-cookie": await sessionCookieHeaderFor(result.user, guarded.sessionId) } });
}
