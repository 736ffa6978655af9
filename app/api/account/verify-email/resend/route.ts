import { z } from "zod";
import { getDb } from "@/lib/platform/db";
import { resendVerification } from "@/lib/auth/email-verification";
import { signedIn } from "@/lib/web/http/access";
import { failure } from "@/lib/kernel/failure";
import { ok } from "@/lib/web/http/answer";
import { route } from "@/lib/web/http/route";

/** `{ returnUrl? }`: the page the new link should lead back to (kept only when it is ours). */
const resendBodySchema = z.object({ returnUrl: z.string().max(2048).optional() });

/** Sends the signed-in user a new verification link (rate-limited). */
export const POST = route({ access: signedIn, body: resendBodySchema, bodyOptional: true }, async ({ user, body }) => {
  const result = await resendVerification(await getDb(), user, body?.returnUrl);
  if (!result.ok) return failure("rate-limited", result.message, { retryAfterSeconds: result.retryAfterSeconds });
  return ok({ sent: !result.alreadyVerified, alreadyVerified: result.alreadyVerified });
});
