import { getDb } from "@/lib/db";
import { resendVerification } from "@/lib/auth/email-verification";
import { signedIn } from "@/lib/http/access";
import { failure, ok } from "@/lib/http/failure";
import { route } from "@/lib/http/route";

/** Sends the signed-in user a new verification link (rate-limited). */
export const POST = route({ access: signedIn }, async ({ user }) => {
  const result = await resendVerification(await getDb(), user);
  if (!result.ok) return failure(429, result.message, { retryAfterSeconds: result.retryAfterSeconds });
  return ok({ sent: !result.alreadyVerified, alreadyVerified: result.alreadyVerified });
});
