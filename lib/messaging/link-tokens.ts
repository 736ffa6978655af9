import { and, eq, ne } from "drizzle-orm";
import type { Database } from "@/lib/platform/db";
import { smsMessages } from "@/lib/platform/db/schema";

/**
 * A poll link is a credential: its holder may answer the poll and tip on the customer's card, so
 * we keep only its hash (docs/security.md). A text must carry the link itself until it is sent;
 * once it is sent or dropped, the stored copy keeps the address without the token.
 */
const POLL_LINK = /\/poll\/[A-Za-z0-9_-]{20,100}/g;

export const POLL_LINK_REMOVED = "/poll/[link]";

/** A review request's link (docs/product.md#review-requests) only counts clicks, but is kept no longer than it must be either. */
const REVIEW_LINK = /\/review\/[A-Za-z0-9_-]{20,100}/g;

const REVIEW_LINK_REMOVED = "/review/[link]";

export async function forgetLinkTokens(db: Database, messageId: string): Promise<void> {
  const [row] = await db
    .select({ body: smsMessages.body })
    .from(smsMessages)
    .where(and(eq(smsMessages.id, messageId), ne(smsMessages.status, "queued")));
  if (!row) return;
  const body = row.body.replace(POLL_LINK, POLL_LINK_REMOVED).replace(REVIEW_LINK, REVIEW_LINK_REMOVED);
  if (body !== row.body) await db.update(smsMessages).set({ body }).where(eq(smsMessages.id, messageId));
}
