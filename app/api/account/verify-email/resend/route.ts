import { getDb } from "@/lib/db";
import { resendVerification } from "@/lib/auth/email-verification";
import { requireApiUser } from "@/lib/http/guards";
import { okResponse, tooManyRequests } from "@/lib/http/responses";

/** Sends the signed-in user a new verification link (rate-limited). */
export async function POST(): Promise<Response> {
  const guarded = await requireApiUser();
  if (!guarded.ok) return guarded.response;
  const result = await resendVerification(await getDb(), guarded.user);
  if (!result.ok) return tooManyRequests(result.message, result.retryAfterSeconds);
  return okResponse({ sent: !result.alreadyVerified, alreadyVerified: result.alreadyVerified });
}
