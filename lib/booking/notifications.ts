import { cancelJob, scheduleJob } from "@/lib/platform/jobs/queue";
import { customerChangeDeadline } from "./edit-window";
import { orderReactions, type OrderNotice } from "./orders/order-reactions";
import type { Transaction } from "@/lib/platform/db/transaction";

/**
 * Order emails go through the durable job queue, scheduled in the same transaction as the
 * change: a booking that rolls back sends nothing, one that commits sends its email even if
 * the process stops a moment later, and the dedupe key makes each email one job however many
 * times the code runs. Workers on every host claim jobs with SKIP LOCKED, so each sends once.
 * Each order email (and the poll) is also announced as an order notice, keyed like the email,
 * for the domains that tell the same news another way (texts: lib/booking/orders/order-reactions.ts).
 */

export const BOOKING_JOB_KINDS = {
  mail: "booking:mail",
  poll: "booking:poll",
  seriesExtend: "series:extend",
} as const;

export const ORDER_MAIL_KINDS = ["received", "confirmed", "assigned", "rescheduled", "cancelled", "reminder", "on-the-way"] as const;
export type OrderMailKind = (typeof ORDER_MAIL_KINDS)[number];

export interface OrderMailPayload {
  mail: OrderMailKind;
  orderId: string;
  /** Reminder: the start it was scheduled for; a visit moved since is not reminded twice. */
  startsAt?: string;
  /** Rescheduled: the start it had before. */
  previousStartsAt?: string;
  /** Assigned: who was assigned; the email is dropped if someone else has the job by then. */
  cleanerId?: string;
  /** On the way: the cleaner's estimate in minutes, from the moment they tapped. */
  etaMinutes?: number;
  /** On the way: when they tapped (the estimate counts from then). */
  at?: string;
}

/** Queued at `now` (the clock of the change), sent at `runAt` (now, unless a reminder), and announced. */
async function scheduleMail(tx: Transaction, payload: OrderMailPayload, notice: OrderNotice, now: Date, runAt: Date = now): Promise<void> {
  await scheduleJob(tx, { kind: BOOKING_JOB_KINDS.mail, payload: { ...payload }, runAt, dedupeKey: notice.dedupeKey, at: now });
  await orderReactions().noticed(tx, notice, now, runAt);
}

export const reminderKey = (orderId: string, startsAt: Date) => `order-reminder:${orderId}:${startsAt.toISOString()}`;

export async function scheduleReceivedMail(tx: Transaction, orderId: string, now: Date): Promise<void> {
  await scheduleMail(tx, { mail: "received", orderId }, { kind: "received", orderId, dedupeKey: `order-mail:received:${orderId}` }, now);
}

export async function scheduleConfirmedMail(tx: Transaction, orderId: string, now: Date): Promise<void> {
  await scheduleMail(tx, { mail: "confirmed", orderId }, { kind: "confirmed", orderId, dedupeKey: `order-mail:confirmed:${orderId}` }, now);
}

/**
 * The received email promises word when a cleaner is assigned. Keyed by the moment of the
 * assignment, so each change of cleaner is news of its own and a retried transaction is not.
 * The notice also names the cleaner who had the job before (null: nobody), who loses it.
 */
export async function scheduleAssignedMail(tx: Transaction, orderId: string, cleanerId: string, previousCleanerId: string | null, now: Date): Promise<void> {
  const dedupeKey = `order-mail:assigned:${orderId}:${cleanerId}:${now.getTime()}`;
  await scheduleMail(tx, { mail: "assigned", orderId, cleanerId }, { kind: "assigned", orderId, cleanerId, previousCleanerId, dedupeKey }, now);
}

/**
 * The assigned cleaner set off. One email per visit (the first tap): a cleaner who revises the
 * estimate changes the live order page, not the customer's inbox.
 */
export async function scheduleOnTheWayMail(tx: Transaction, orderId: string, cleanerId: string, etaMinutes: number, now: Date): Promise<void> {
  const at = now.toISOString();
  await scheduleMail(tx, { mail: "on-the-way", orderId, cleanerId, etaMinutes, at }, { kind: "on-the-way", orderId, cleanerId, etaMinutes, at, dedupeKey: `order-mail:on-the-way:${orderId}` }, now);
}

/**
 * Keyed by the timeline event, so moving a visit twice sends two emails, each once. A move takes
 * the visit off its cleaner's schedule (`previousCleanerId`), which the notice says.
 */
export async function scheduleRescheduledMail(tx: Transaction, orderId: string, eventId: number, previousStartsAt: Date, previousCleanerId: string | null, now: Date): Promise<void> {
  const previous = previousStartsAt.toISOString();
  await scheduleMail(
    tx,
    { mail: "rescheduled", orderId, previousStartsAt: previous },
    { kind: "rescheduled", orderId, previousStartsAt: previous, previousCleanerId, dedupeKey: `order-mail:rescheduled:${eventId}` },
    now,
  );
}

/**
 * The cancellation email, and its notice with who cancelled. A whole series cancelled at once
 * gets one email for the series instead (`mail: false`), but each visit is still announced: its
 * cleaner loses a job.
 */
export async function scheduleCancelledMail(tx: Transaction, orderId: string, by: "customer" | "staff", now: Date, options: { mail: boolean } = { mail: true }): Promise<void> {
  const notice: OrderNotice = { kind: "cancelled", orderId, by, dedupeKey: `order-mail:cancelled:${orderId}` };
  if (options.mail) await scheduleMail(tx, { mail: "cancelled", orderId }, notice, now);
  else await orderReactions().noticed(tx, notice, now, now);
}

/**
 * The reminder goes 24 hours before the start. A visit booked less than 24 hours ahead gets
 * none: the booking email, sent a moment ago, already says everything.
 */
export async function scheduleReminder(tx: Transaction, orderId: string, startsAt: Date, now: Date): Promise<void> {
  const runAt = customerChangeDeadline(startsAt);
  if (runAt.getTime() <= now.getTime()) return;
  const at = startsAt.toISOString();
  await scheduleMail(tx, { mail: "reminder", orderId, startsAt: at }, { kind: "reminder", orderId, startsAt: at, dedupeKey: reminderKey(orderId, startsAt) }, now, runAt);
}

export async function cancelReminder(tx: Transaction, orderId: string, startsAt: Date): Promise<void> {
  await cancelJob(tx, reminderKey(orderId, startsAt));
}

/** The satisfaction poll after a completed visit. */
export async function schedulePoll(tx: Transaction, orderId: string, now: Date): Promise<void> {
  const dedupeKey = `order-poll:${orderId}`;
  await scheduleJob(tx, { kind: BOOKING_JOB_KINDS.poll, payload: { orderId }, runAt: now, dedupeKey, at: now });
  await orderReactions().noticed(tx, { kind: "poll", orderId, dedupeKey }, now, now);
}

/** Tells the customer their series is cancelled, with how many visits were dropped. */
export async function scheduleSeriesCancelledMail(tx: Transaction, seriesId: string, cancelledVisits: number, now: Date): Promise<void> {
  await scheduleJob(tx, {
    kind: BOOKING_JOB_KINDS.mail,
    payload: { mail: "series-cancelled", seriesId, cancelledVisits },
    runAt: now,
    dedupeKey: `series-cancelled:${seriesId}`,
    at: now,
  });
}

/** Tells the customer a generated series visit found no free cleaner (keyed per visit, so once). */
export async function scheduleSkippedVisitMail(tx: Transaction, seriesId: string, occurrence: number, startsAt: Date, now: Date): Promise<void> {
  await scheduleJob(tx, {
    kind: BOOKING_JOB_KINDS.mail,
    payload: { mail: "series-visit-skipped", seriesId, startsAt: startsAt.toISOString() },
    runAt: now,
    dedupeKey: `series-skipped:${seriesId}:${occurrence}`,
    at: now,
  });
}
