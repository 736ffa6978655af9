import { z } from "zod";
import { resendVerification } from "@/lib/auth/email-verification";
import type { ResendAnswer, ResendBody } from "@/lib/auth/verification-resend-contract";
import { signedIn } from "@/lib/web/http/access";
import { ok } from "@/lib/web/http/answer";
import { route } from "@/lib/web/http/route";

/** `{ returnUrl? }`: the page the new link should lead back to (kept only when it is ours). */
const resendBodySchema = z.object({ returnUrl: z.string().max(2048).optional() }) satisfies z.ZodType<unknown, ResendBody>;

/** Sends the signed-in user a new verification link (rate-limited). */
export const POST = route({ access: signedIn, body: resendBodySchema, bodyOptional: true }, async ({ user, body, database }) => {
  const result = await resendVerification(await database(), user, body?.returnUrl);
  if (!result.ok) return result;
  return ok<ResendAnswer>({ sent: !result.alreadyVerified, alreadyVerified: result.alreadyVerified });
});
