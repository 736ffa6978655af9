import { addDays } from "@/lib/kernel/time/calendar-date";
import { newYorkDateOf, newYorkWallTimeToUtc } from "@/lib/kernel/time/new-york";
import type { Transaction } from "@/lib/platform/db/transaction";
import { scheduleJob } from "@/lib/platform/jobs/queue";

/**
 * When a visit is completed, its Google review request is queued for 10 AM New York time the
 * next day (docs/product.md#review-requests): the day after, when the clean home is still fresh
 * and the evening's quiet hours are over. Every completed visit is queued, whatever its poll
 * will say: asking only the happy customers is against Google's rules. Whether it is actually
 * sent (the link is set, no request to this customer in 90 days) is decided when the job runs.
 */

export const REVIEW_REQUEST_JOB_KIND = "booking:review-request";

/** The hour, on New York's wall clock, the request goes out the day after the visit. */
const SEND_HOUR = 10;

export const reviewRequestKey = (orderId: string) => `review-request:${orderId}`;

/** 10 AM in New York on the New York day after `completedAt`, across DST changes and year ends. */
export function reviewRequestTime(completedAt: Date): Date {
  return newYorkWallTimeToUtc(addDays(newYorkDateOf(completedAt), 1), SEND_HOUR);
}

/** Queues the order's review request in the completing transaction: once per order (dedupe key). */
export async function scheduleReviewRequest(tx: Transaction, orderId: string, now: Date): Promise<void> {
  await scheduleJob(tx, { kind: REVIEW_REQUEST_JOB_KIND, payload: { orderId }, runAt: reviewRequestTime(now), dedupeKey: reviewRequestKey(orderId), at: now });
}
