import { getDb } from "@/lib/db";
import { forgotPasswordSchema } from "@/lib/auth/account-schemas";
import { FORGOT_PASSWORD_ANSWER, requestPasswordReset } from "@/lib/auth/password-reset";
import { parseJsonBody } from "@/lib/http/parse";
import { okResponse, tooManyRequests } from "@/lib/http/responses";
import { addressFromHeaders } from "@/lib/server/client-address";

/** Always the same answer, whether or not the email has an account. */
export async function POST(request: Request): Promise<Response> {
  const parsed = await parseJsonBody(request, forgotPasswordSchema);
  if (!parsed.ok) return parsed.response;
  const result = await requestPasswordReset(await getDb(), parsed.data.email, addressFromHeaders(request.headers));
  if (!result.ok) return tooManyRequests(result.message, result.retryAfterSeconds);
  return okResponse({ message: FORGOT_PASSWORD_ANSWER });
}
