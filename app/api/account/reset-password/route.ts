import { getDb } from "@/lib/db";
import { resetPasswordSchema } from "@/lib/auth/account-schemas";
import { RESET_LINK_INVALID, resetPassword } from "@/lib/auth/password-reset";
import { parseJsonBody } from "@/lib/http/parse";
import { errorResponse, okResponse } from "@/lib/http/responses";

/** Sets a new password from a reset link and signs the account out everywhere. */
export async function POST(request: Request): Promise<Response> {
  const parsed = await parseJsonBody(request, resetPasswordSchema);
  if (!parsed.ok) return parsed.response;
  const done = await resetPassword(await getDb(), parsed.data.token, parsed.data.password);
  return done ? okResponse({ message: "Your password is changed. Sign in with the new one." }) : errorResponse(400, RESET_LINK_INVALID);
}
