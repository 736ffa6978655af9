import type { Database } from "@/lib/platform/db";
import { failure, type Failure } from "@/lib/kernel/failure";
import { hitRateLimit, retryMessage, undoRateLimitHit } from "@/lib/platform/security/rate-limit";
import { GIFT_CARD_LIMITS } from "./limits";
import { CODE_MESSAGES, findCardByCode, type FoundCard } from "./lookup";

export interface Guesser {
  userId: string;
  /** The client address server.ts stamped on the request. */
  address: string;
}

export type CodeCheck = { ok: true; card: FoundCard } | Failure;

/**
 * Looks a typed code up under the guessing limits, per user and per address. Each attempt is
 * counted before the look-up (one atomic upsert each, so parallel guesses cannot slip through
 * together) and taken back when the code turns out to exist: only wrong codes use the limit.
 * Used by the balance checker and, before its transaction, by the booking submit: the count
 * must live outside the booking transaction, which a refused code rolls back.
 */
export async function checkGiftCardCode(db: Database, code: string, who: Guesser): Promise<CodeCheck> {
  const byUser = await hitRateLimit(db, GIFT_CARD_LIMITS.guessPerUser, who.userId);
  const byAddress = await hitRateLimit(db, GIFT_CARD_LIMITS.guessPerAddress, who.address);
  if (!byUser.allowed || !byAddress.allowed) {
    const retryAfterSeconds = Math.max(byUser.allowed ? 0 : byUser.retryAfterSeconds, byAddress.allowed ? 0 : byAddress.retryAfterSeconds);
    return failure("rate-limited", `${CODE_MESSAGES.tooMany} ${retryMessage(retryAfterSeconds)}`, { retryAfterSeconds });
  }
  const card = await findCardByCode(db, code);
  if (!card) return failure("not-found", CODE_MESSAGES.notFound);
  await undoRateLimitHit(db, GIFT_CARD_LIMITS.guessPerUser, who.userId);
  await undoRateLimitHit(db, GIFT_CARD_LIMITS.guessPerAddress, who.address);
  return { ok: true, card };
}
