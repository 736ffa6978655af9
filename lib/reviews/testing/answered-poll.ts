import { bookOrder, makeAccount, nyTime } from "@/lib/admin/test-support";
import type { Database } from "@/lib/platform/db";
import { satisfactionPolls } from "@/lib/platform/db/schema";

export interface PollAnswer {
  rating: number;
  comment: string | null;
  publishConsent: boolean;
  sample?: boolean;
  firstName?: string;
  lastName?: string;
  /** When the customer answered; 3 PM of the visit's day unless given. */
  at?: Date;
  /** False: the poll was sent but never answered, so it holds no rating and no answer time. */
  answered?: boolean;
}

/**
 * Books a 9 AM visit on March `day`, 2026 for a new customer (Rosa Delgado unless named) and
 * stores its after-visit poll, sent when the visit ended at noon, with the answer given.
 * Returns the order's id.
 */
export async function answerPoll(db: Database, day: number, answer: PollAnswer): Promise<string> {
  const customer = await makeAccount(db, "Customer", { firstName: answer.firstName ?? "Rosa", lastName: answer.lastName ?? "Delgado" });
  const orderId = await bookOrder(db, customer.id, nyTime(`2026-03-${day}`, 9));
  const answered = answer.answered ?? true;
  await db.insert(satisfactionPolls).values({
    orderId,
    tokenHash: `hash-${orderId}`,
    createdAt: nyTime(`2026-03-${day}`, 12),
    rating: answered ? answer.rating : null,
    comment: answer.comment,
    answeredAt: answered ? (answer.at ?? nyTime(`2026-03-${day}`, 15)) : null,
    publishConsent: answer.publishConsent,
    sample: answer.sample ?? false,
  });
  return orderId;
}
