import { and, eq, isNull, or } from "drizzle-orm";
import type { Database } from "@/lib/platform/db";
import { orders, satisfactionPolls } from "@/lib/platform/db/schema";
import { hashToken, newLinkToken } from "@/lib/platform/security/tokens";
import { BLOCK_AT_OR_BELOW, blockAfterPoll } from "./cleaner-preferences";
import { isPollToken, type PollAnswer } from "./poll-answer";

/**
 * The one-question satisfaction poll sent when a visit is completed (docs/product.md#orders). The
 * link carries a random token of which only the hash is stored; answering uses it up with a
 * conditional update, so a second answer (or a mail scanner's click plus the customer's) is
 * refused. A rating of 3 or less flags the order for the satisfaction guarantee; 2 or less also
 * blocks the visit's cleaner for that customer. Only an answer
 * whose customer ticked "you may publish my rating and comment" may appear on the home page.
 */

export const FLAG_AT_OR_BELOW = 3;
export type { PollAnswer } from "./poll-answer";

/**
 * Where a poll link is sent. The email and the visit-complete text (docs/messaging.md) each keep
 * a token of their own, so issuing one never breaks the other's link.
 */
export type PollLinkChannel = "mail" | "text";

/**
 * A new link token for the order's poll; a resend replaces the old token of the same channel.
 * Null once the poll has been answered (nothing more to ask).
 */
export async function issuePollToken(db: Database, orderId: string, now = new Date(), channel: PollLinkChannel = "mail"): Promise<string | null> {
  const token = newLinkToken();
  const hash = hashToken(token);
  // The email's column is required: a text issued first fills it with its own token, which
  // the email replaces when it is sent.
  const replaced = channel === "mail" ? { tokenHash: hash } : { textTokenHash: hash };
  const rows = await db
    .insert(satisfactionPolls)
    .values({ orderId, tokenHash: hash, textTokenHash: channel === "text" ? hash : null, createdAt: now })
    .onConflictDoUpdate({ target: satisfactionPolls.orderId, set: replaced, setWhere: isNull(satisfactionPolls.answeredAt) })
    .returning({ orderId: satisfactionPolls.orderId });
  return rows.length > 0 ? token : null;
}

/** The poll row a link token names, through either channel's token. */
const byToken = (token: string) => {
  const hash = hashToken(token);
  return or(eq(satisfactionPolls.tokenHash, hash), eq(satisfactionPolls.textTokenHash, hash));
};

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
    .where(byToken(token));
  if (!row) return null;
  return { orderId: row.orderId, orderNumber: row.number, serviceName: row.quote.service.name, startsAt: row.startsAt, answered: row.answeredAt !== null };
}

export type AnswerResult = { ok: true; flagged: boolean } | { ok: false; reason: "invalid" | "answered" };

export async function answerPoll(db: Database, answer: Omit<PollAnswer, "publish"> & { publish?: boolean }, now: Date = new Date()): Promise<AnswerResult> {
  const flagged = answer.rating <= FLAG_AT_OR_BELOW;
  // The answer and the block a low one makes (docs/product.md#preferred-and-blocked-cleaners) commit together.
  const answered = await db.transaction(async (tx) => {
    const updated = await tx
      .update(satisfactionPolls)
      .set({ rating: answer.rating, comment: answer.comment, answeredAt: now, flagged, publishConsent: answer.publish ?? false })
      .where(and(byToken(answer.token), isNull(satisfactionPolls.answeredAt)))
      .returning({ orderId: satisfactionPolls.orderId });
    const [row] = updated;
    if (row && answer.rating <= BLOCK_AT_OR_BELOW) await blockAfterPoll(tx, row.orderId, now);
    return row !== undefined;
  });
  if (answered) return { ok: true, flagged };
  const [existing] = await db
    .select({ answeredAt: satisfactionPolls.answeredAt })
    .from(satisfactionPolls)
    .where(byToken(answer.token));
  return { ok: false, reason: existing ? "answered" : "invalid" };
}
