import type { z } from "zod";
import type { Database } from "@/lib/db";
import { users } from "@/lib/db/schema";
import { sendMail } from "@/lib/mail";
import { accountMail } from "@/lib/mail/templates/account";
import { hitRateLimit, retryMessage } from "@/lib/security/rate-limit";
import type { registrationSchema } from "./account-schemas";
import { LIMITS } from "./limits";
import { issueLinkToken, linkTo } from "./link-tokens";
import { hashPassword } from "./password";
import { assignNewAccountOffers, normalizeEmail } from "./users";

export type RegistrationInput = z.output<typeof registrationSchema>;

export type RegistrationResult =
  | { ok: true; userId: string }
  | { ok: false; status: 409 | 429; message: string; retryAfterSeconds?: number; fieldErrors?: Record<string, string> };

export const EMAIL_TAKEN_MESSAGE = "An account with this email already exists. Sign in, or reset your password if you forgot it.";

/** Creates a Customer account, gives it the new-account offers and sends the verification email. */
export async function registerAccount(db: Database, input: RegistrationInput, address: string): Promise<RegistrationResult> {
  const limit = await hitRateLimit(db, LIMITS.registerPerAddress, address);
  if (!limit.allowed) {
    return { ok: false, status: 429, message: `Too many new accounts from this address. ${retryMessage(limit.retryAfterSeconds)}`, retryAfterSeconds: limit.retryAfterSeconds };
  }
  const passwordHash = await hashPassword(input.password);
  const created = await db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({ email: normalizeEmail(input.email), firstName: input.firstName, lastName: input.lastName, passwordHash })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (!user) return null;
    await assignNewAccountOffers(tx, user.id);
    const token = await issueLinkToken(tx, { userId: user.id, kind: "verify-email" });
    return { id: user.id, token };
  });
  if (!created) return { ok: false, status: 409, message: EMAIL_TAKEN_MESSAGE, fieldErrors: { email: EMAIL_TAKEN_MESSAGE } };
  await sendMail(normalizeEmail(input.email), accountMail.verifyEmail(input.firstName, linkTo("/auth/verify-email", created.token)));
  return { ok: true, userId: created.id };
}
