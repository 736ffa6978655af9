import type { z } from "zod";
import { failure, type Failure } from "@/lib/kernel/failure";
import type { Database } from "@/lib/platform/db";
import { users } from "@/lib/platform/db/schema";
import { hitRateLimit, retryMessage } from "@/lib/platform/security/rate-limit";
import { assignNewAccountOffers } from "@/lib/offers/new-account-offers";
import type { registrationSchema } from "./account-schemas";
import { queueAccountMail } from "./account-mail-jobs";
import { LIMITS } from "./limits";
import { hashPassword } from "./password";
import { findUserByEmail, normalizeEmail } from "./users";

/** The parsed form; `returnUrl` is optional for callers that sign no one up from a page. */
export type RegistrationInput = Omit<z.output<typeof registrationSchema>, "returnUrl"> & { returnUrl?: string };

export type RegistrationResult = { ok: true } | Failure;

/** Said after every registration, whether the address was free or already had an account. */
export const REGISTRATION_ANSWER =
  "Check your email. We sent a message to that address: open the link in it to confirm your account, then sign in. It can take a minute to arrive.";

const HOUR_MS = 60 * 60 * 1000;

/**
 * Creates a Customer account, gives it the new-account offers and queues the verification mail.
 * A taken address gets the same answer, in about the same time (the password is hashed and one
 * job queued either way), and its owner is told someone tried, at most once an hour: the form
 * never says whether an address has an account, and never mails a stranger's text anywhere.
 */
export async function registerAccount(db: Database, input: RegistrationInput, address: string): Promise<RegistrationResult> {
  const limit = await hitRateLimit(db, LIMITS.registerPerAddress, address);
  if (!limit.allowed) {
    return failure("rate-limited", `Too many new accounts from this address. ${retryMessage(limit.retryAfterSeconds)}`, { retryAfterSeconds: limit.retryAfterSeconds });
  }
  const email = normalizeEmail(input.email);
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({ email, firstName: input.firstName, lastName: input.lastName, passwordHash, ...(input.locale ? { locale: input.locale } : {}) })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (created) {
      await assignNewAccountOffers(tx, created.id);
      await queueAccountMail(tx, "verifyEmail", { userId: created.id, ...(input.returnUrl ? { returnUrl: input.returnUrl } : {}) });
      return;
    }
    const owner = await findUserByEmail(tx, email);
    if (owner) await queueAccountMail(tx, "registrationAttempt", { userId: owner.id }, `registration-attempt:${owner.id}:${Math.floor(Date.now() / HOUR_MS)}`);
  });
  return { ok: true };
}
