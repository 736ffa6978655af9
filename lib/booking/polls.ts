import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "@/lib/platform/db";
import { orders, satisfactionPolls } from "@/lib/platform/db/schema";
import { hashToken, newLinkToken } from "@/lib/platform/security/tokens";
import { isPollToken, type PollAnswer } from "./poll-answer";

/**
 * The one-question satisfaction poll sent when a visit is completed (docs/product.md#orders). The
 * link carries a random token of which only the hash is stored; answering uses it up with a
 * conditional update, so a second answer (or a mail scanner's click plus the customer's) is
 * refused. A rating of 3 or less flags the order for the satisfaction guarantee. Only an answer
 * whose customer ticked "you may publish my rating and comment" may appear on the home page.
 */

export const FLAG_AT_OR_BELOW = 3;
export type { PollAnswer } from "./poll-answer";

/**
 * A new link token for the order's poll; a resend replaces the old token. Null once the poll
 * has been answered (nothing more to ask).
 */
export async function issuePollToken(db: Database, orderId: string, now = new Date()): Promise<string | null> {
  const token = newLinkToken();
  const rows = await db
    .insert(satisfactionPolls)
    .values({ orderId, tokenHash: hashToken(token), createdAt: now })
    .onConflictDoUpdate({ target: satisfactionPolls.orderId, set: { tokenHash: hashToken(token) }, setWhere: isNull(satisfactionPolls.answeredAt) })
    .returning({ orderId: satisfactionPolls.orderId });
  return rows.length > 0 ? token : null;
}

export interface PollView {
  orderId: string;
  orderNumber: number;
  serviceName: string;
  startsAt: Date;
  answered: boolean;
}

/** What the poll page shows for a token, or null for a token that is not ours. */
export async function findPoll(db: Database, token: string): Promise<PollView | null> {
  if (!isPollToken(token)) return null;
  const [row] = await db
    .select({ orderId: orders.id, number: orders.number, quote: orders.quote, startsAt: orders.startsAt, answeredAt: satisfactionPolls.answeredAt })
    .from(satisfactionPolls)
    .innerJoin(orders, eq(orders.id, satisfactionPolls.orderId))
    .where(eq(satisfactionPolls.tokenHash, hashToken(token)));
  if (!row) return null;
  return { orderId: row.orderId, orderNumber: row.number, serviceName: row.quote.service.name, startsAt: row.startsAt, answered: row.answeredAt !== null };
}

export type AnswerResult = { ok: true; flagged: boolean } | { ok: false; reason: "invalid" | "answered" };

export async function answerPoll(db: Database, answer: Omit<PollAnswer, "publish"> & { publish?: boolean }, now: Date = new Date()): Promise<AnswerResult> {
  const flagged = answer.rating <= FLAG_AT_OR_BELOW;
  const updated = await db
    .update(satisfactionPolls)
    .set({ rating: answer.rating, comment: answer.comment, answeredAt: now, flagged, publishConsent: answer.publish ?? false })
    .where(and(eq(satisfactionPolls.tokenHash, hashToken(answer.token)), isNull(satisfactionPolls.answeredAt)))
    .returning({ orderId: satisfactionPolls.orderId });
  if (updated.length > 0) return { ok: true, flagged };
  const [existing] = await db
    .select({ answeredAt: satisfactionPolls.answeredAt })
    .from(satisfactionPolls)
    .where(eq(satisfactionPolls.tokenHash, hashToken(answer.token)));
  return { ok: false, reason: existing ? "answered" : "invalid" };
}
