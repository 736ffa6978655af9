import { cancelJob, scheduleJob } from "@/lib/platform/jobs/queue";
import { customerChangeDeadline } from "./edit-window";
import type { Transaction } from "@/lib/platform/db/transaction";

/**
 * Order emails go through the durable job queue, scheduled in the same transaction as the
 * change: a booking that rolls back sends nothing, one that commits sends its email even if
 * the process stops a moment later, and the dedupe key makes each email one job however many
 * times the code runs. Workers on every host claim jobs with SKIP LOCKED, so each sends once.
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

/** Queued at `now` (the clock of the change), sent at `runAt` (now, unless a reminder). */
async function scheduleMail(tx: Transaction, payload: OrderMailPayload, dedupeKey: string, now: Date, runAt: Date = now): Promise<void> {
  await scheduleJob(tx, { kind: BOOKING_JOB_KINDS.mail, payload: { ...payload }, runAt, dedupeKey, at: now });
}

export const reminderKey = (orderId: string, startsAt: Date) => `order-reminder:${orderId}:${startsAt.toISOString()}`;

export async function scheduleReceivedMail(tx: Transaction, orderId: string, now: Date): Promise<void> {
  await scheduleMail(tx, { mail: "received", orderId }, `order-mail:received:${orderId}`, now);
}

export async function scheduleConfirmedMail(tx: Transaction, orderId: string, now: Date): Promise<void> {
  await scheduleMail(tx, { mail: "confirmed", orderId }, `order-mail:confirmed:${orderId}`, now);
}

/**
 * The received email promises word when a cleaner is assigned. Keyed by the moment of the
 * assignment, so each change of cleaner is news of its own and a retried transaction is not.
 */
export async function scheduleAssignedMail(tx: Transaction, orderId: string, cleanerId: string, now: Date): Promise<void> {
  await scheduleMail(tx, { mail: "assigned", orderId, cleanerId }, `order-mail:assigned:${orderId}:${cleanerId}:${now.getTime()}`, now);
}

/**
 * The assigned cleaner set off. One email per visit (the first tap): a cleaner who revises the
 * estimate changes the live order page, not the customer's inbox.
 */
export async function scheduleOnTheWayMail(tx: Transaction, orderId: string, cleanerId: string, etaMinutes: number, now: Date): Promise<void> {
  await scheduleMail(tx, { mail: "on-the-way", orderId, cleanerId, etaMinutes, at: now.toISOString() }, `order-mail:on-the-way:${orderId}`, now);
}

/** Keyed by the timeline event, so moving a visit twice sends two emails, each once. */
export async function scheduleRescheduledMail(tx: Transaction, orderId: string, eventId: number, previousStartsAt: Date, now: Date): Promise<void> {
  await scheduleMail(tx, { mail: "rescheduled", orderId, previousStartsAt: previousStartsAt.toISOString() }, `order-mail:rescheduled:${eventId}`, now);
}

export async function scheduleCancelledMail(tx: Transaction, orderId: string, now: Date): Promise<void> {
  await scheduleMail(tx, { mail: "cancelled", orderId }, `order-mail:cancelled:${orderId}`, now);
}

/**
 * The reminder goes 24 hours before the start. A visit booked less than 24 hours ahead gets
 * none: the booking email, sent a moment ago, already says everything.
 */
export async function scheduleReminder(tx: Transaction, orderId: string, startsAt: Date, now: Date): Promise<void> {
  const runAt = customerChangeDeadline(startsAt);
  if (runAt.getTime() <= now.getTime()) return;
  await scheduleMail(tx, { mail: "reminder", orderId, startsAt: startsAt.toISOString() }, reminderKey(orderId, startsAt), now, runAt);
}

export async function cancelReminder(tx: Transaction, orderId: string, startsAt: Date): Promise<void> {
  await cancelJob(tx, reminderKey(orderId, startsAt));
}

/** The satisfaction poll after a completed visit. */
export async function schedulePoll(tx: Transaction, orderId: string, now: Date): Promise<void> {
  await scheduleJob(tx, { kind: BOOKING_JOB_KINDS.poll, payload: { orderId }, runAt: now, dedupeKey: `order-poll:${orderId}`, at: now });
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

/** Tells the customer a generated series visit found no free team (keyed per visit, so once). */
export async function scheduleSkippedVisitMail(tx: Transaction, seriesId: string, occurrence: number, startsAt: Date, now: Date): Promise<void> {
  await scheduleJob(tx, {
    kind: BOOKING_JOB_KINDS.mail,
    payload: { mail: "series-visit-skipped", seriesId, startsAt: startsAt.toISOString() },
    runAt: now,
    dedupeKey: `series-skipped:${seriesId}:${occurrence}`,
    at: now,
  });
}
