import { getDb } from "@/lib/db";
import { registrationSchema } from "@/lib/auth/account-schemas";
import { registerAccount } from "@/lib/auth/registration";
import { parseJsonBody } from "@/lib/http/parse";
import { errorResponse, okResponse, tooManyRequests } from "@/lib/http/responses";
import { addressFromHeaders } from "@/lib/server/client-address";

/** Creates an account (Create account tab of /login). The browser then signs in with it. */
export async function POST(request: Request): Promise<Response> {
  const parsed = await parseJsonBody(request, registrationSchema);
  if (!parsed.ok) return parsed.response;
  const result = await registerAccount(await getDb(), parsed.data, addressFromHeaders(request.headers));
  if (result.ok) return okResponse({ id: result.userId }, { status: 201 });
  if (result.status === 429) return tooManyRequests(result.message, result.retryAfterSeconds ?? 60);
  return errorResponse(result.status, result.message, result.fieldErrors);
}
