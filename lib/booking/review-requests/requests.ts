import { and, desc, eq, gt, or, sql } from "drizzle-orm";
import type { Database } from "@/lib/platform/db";
import { reviewRequests } from "@/lib/platform/db/schema";
import type { Transaction } from "@/lib/platform/db/transaction";
import { hashToken, newLinkToken } from "@/lib/platform/security/tokens";
import { readGoogleReviewUrl } from "@/lib/settings/review-link";

/**
 * The review requests themselves (docs/product.md#review-requests): at most one a customer in
 * any 90 days, decided under a lock on the customer so two visits completed together, or two
 * workers, make one request. The link's token is random; only its hash is kept.
 */

export const REVIEW_REQUEST_GAP_DAYS = 90;
const DAY_MS = 86_400_000;
/** pg_advisory_xact_lock class for "one customer's review requests". */
const REVIEW_LOCK_CLASS = 0x52_52; // "RR"

/**
 * Records the request for this visit and answers its link token, or null when the customer was
 * asked within 90 days (by another visit). A retried job for the same visit gets a new token for
 * the same request (the email that failed never carried the old one), so it is still one request.
 */
export async function recordReviewRequest(tx: Transaction, order: { id: string; customerId: string }, now: Date): Promise<string | null> {
  await tx.execute(sql`select pg_advisory_xact_lock(${REVIEW_LOCK_CLASS}::int, hashtext(${order.customerId}))`);
  const token = newLinkToken();
  const tokenHash = hashToken(token);
  const again = await tx.update(reviewRequests).set({ tokenHash }).where(eq(reviewRequests.orderId, order.id)).returning({ id: reviewRequests.id });
  if (again.length > 0) return token;
  const since = new Date(now.getTime() - REVIEW_REQUEST_GAP_DAYS * DAY_MS);
  const [recent] = await tx
    .select({ id: reviewRequests.id })
    .from(reviewRequests)
    .where(and(eq(reviewRequests.customerId, order.customerId), gt(reviewRequests.sentAt, since)))
    .orderBy(desc(reviewRequests.sentAt))
    .limit(1);
  if (recent) return null;
  await tx.insert(reviewRequests).values({ customerId: order.customerId, orderId: order.id, tokenHash, sentAt: now });
  return token;
}

/** A token of the text's own for the visit's request (docs/messaging.md); null when no request was made for it. */
export async function issueReviewTextToken(db: Database, orderId: string): Promise<string | null> {
  const token = newLinkToken();
  const rows = await db.update(reviewRequests).set({ textTokenHash: hashToken(token) }).where(eq(reviewRequests.orderId, orderId)).returning({ id: reviewRequests.id });
  return rows.length > 0 ? token : null;
}

/** The shape of our link tokens (newLinkToken: 32 bytes, base64url); anything else is not looked up. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/**
 * Counts a click on a request's link (the first click's time is kept) and answers true, or false
 * for a token that is not ours. One conditional update: two clicks at once both count.
 */
async function countReviewClick(db: Database, token: string, now: Date): Promise<boolean> {
  if (!TOKEN_SHAPE.test(token)) return false;
  const hash = hashToken(token);
  const rows = await db
    .update(reviewRequests)
    .set({ clickCount: sql`${reviewRequests.clickCount} + 1`, firstClickedAt: sql`coalesce(${reviewRequests.firstClickedAt}, ${now.toISOString()}::timestamptz)` })
    .where(or(eq(reviewRequests.tokenHash, hash), eq(reviewRequests.textTokenHash, hash)))
    .returning({ id: reviewRequests.id });
  return rows.length > 0;
}

/**
 * GET /review/{token}: counts the click and answers the Google link to send the customer to, or
 * null for a token that is not ours (or when staff have since cleared the link): a friendly 404.
 */
export async function followReviewLink(db: Database, token: string, now: Date): Promise<string | null> {
  if (!(await countReviewClick(db, token, now))) return null;
  return readGoogleReviewUrl(db);
}
