import { and, eq, isNotNull, isNull } from "drizzle-orm";
import { failure, type Failure } from "@/lib/kernel/failure";
import type { Database } from "@/lib/platform/db";
import { authTokens, users } from "@/lib/platform/db/schema";
import { hashToken } from "@/lib/platform/security/tokens";
import { hitRateLimit, retryMessage } from "@/lib/platform/security/rate-limit";
import { LIMITS } from "./limits";
import { queueAccountMail } from "./account-mail-jobs";
import { consumeLinkToken } from "./link-tokens";
import { returnPathOrNothing } from "./return-url";
import type { SessionUser } from "./users";

export type VerifyOutcome = "verified" | "already-verified" | "invalid";

/**
 * Marks the address verified if the link is good. A link used before (a mail scanner may have
 * opened it first) still reports success when its account is verified.
 */
export async function verifyEmail(db: Database, token: string, now = new Date()): Promise<VerifyOutcome> {
  return db.transaction(async (tx) => {
    const used = await consumeLinkToken(tx, "verify-email", token, now);
    if (used) {
      await tx
        .update(users)
        .set({ emailVerifiedAt: now, updatedAt: now })
        .where(and(eq(users.id, used.userId), isNull(users.emailVerifiedAt)));
      return "verified";
    }
    const [earlier] = await tx
      .select({ verifiedAt: users.emailVerifiedAt })
      .from(authTokens)
      .innerJoin(users, eq(users.id, authTokens.userId))
      .where(and(eq(authTokens.tokenHash, hashToken(token)), eq(authTokens.kind, "verify-email"), isNotNull(authTokens.usedAt)));
    return earlier?.verifiedAt ? "already-verified" : "invalid";
  });
}

export type ResendResult = { ok: true; alreadyVerified: boolean } | Failure;

/**
 * Queues a fresh verification link, a few times per quarter hour at most. `returnUrl` is where
 * the link lands after confirming (the saved booking); only a path on this site is kept.
 */
export async function resendVerification(db: Database, user: Pick<SessionUser, "id" | "emailVerified">, returnUrl?: string): Promise<ResendResult> {
  if (user.emailVerified) return { ok: true, alreadyVerified: true };
  const limit = await hitRateLimit(db, LIMITS.resendPerAccount, user.id);
  if (!limit.allowed) {
    return failure("rate-limited", `We just sent a few links. ${retryMessage(limit.retryAfterSeconds)}`, { retryAfterSeconds: limit.retryAfterSeconds });
  }
  const returnPath = returnPathOrNothing(returnUrl);
  await queueAccountMail(db, "verifyEmail", { userId: user.id, ...(returnPath ? { returnUrl: returnPath } : {}) });
  return { ok: true, alreadyVerified: false };
}
