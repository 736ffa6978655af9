import { getDb } from "@/lib/platform/db";
import { verifyEmail, type VerifyOutcome } from "./email-verification";

/** /auth/verify-email: the verification link, applied as the page opens. */
export async function verifyEmailFromLink(token: string, now: Date = new Date()): Promise<VerifyOutcome> {
  return verifyEmail(await getDb(), token, now);
}
