import type { OutgoingSmsType } from "@/lib/kernel/enums/sms";
import type { Database } from "@/lib/platform/db";
import { smsMessages } from "@/lib/platform/db/schema";
import { scheduleJob } from "@/lib/platform/jobs/queue";
import { getSmsProvider } from "./provider/provider";
import type { SmsProvider } from "./provider/types";
import { nextTextingTime } from "./quiet-hours";
import { smsSegments } from "./segments";

/**
 * Every text we send starts here (docs/messaging.md, "Sending"): a row in sms_messages, status
 * "queued", and a job that hands it to the provider, both written in the caller's transaction,
 * so a change that rolls back texts nothing and one that commits texts even if the process
 * stops a moment later. The job runs when quiet hours allow the type (lib/messaging/quiet-hours.ts).
 */

export const SMS_JOB_KINDS = {
  send: "sms:send",
  orderNotice: "sms:order-notice",
  paymentNotice: "sms:payment-notice",
  cleanerSchedules: "sms:cleaner-schedules",
} as const;

export interface TextToQueue {
  /** E.164. */
  phone: string;
  userId?: string | null;
  orderId?: string | null;
  type: OutgoingSmsType;
  body: string;
  /** Queueing the same key again does nothing: the same notice to the same number is one text. */
  dedupeKey?: string;
}

export const sendJobKey = (messageId: string, runAt: Date) => `sms-send:${messageId}:${runAt.toISOString()}`;

/** Schedules the job that sends a queued text at `runAt`. */
export async function scheduleSend(db: Database, messageId: string, runAt: Date, now: Date): Promise<void> {
  await scheduleJob(db, { kind: SMS_JOB_KINDS.send, payload: { messageId }, runAt, dedupeKey: sendJobKey(messageId, runAt), at: now });
}

/**
 * Queues one text at `now`. Answers the message's id, or null when nothing was queued: texts are
 * switched off (no provider) or a text with the same key exists. Consent and the caps are
 * checked when it is sent, not here: a STOP that arrives in between still holds.
 */
export async function queueText(db: Database, text: TextToQueue, now: Date, provider: SmsProvider | null = getSmsProvider()): Promise<string | null> {
  if (!provider) return null;
  const [row] = await db
    .insert(smsMessages)
    .values({
      direction: "out",
      phone: text.phone,
      userId: text.userId ?? null,
      orderId: text.orderId ?? null,
      type: text.type,
      body: text.body,
      segments: smsSegments(text.body).segments,
      status: "queued",
      provider: provider.name,
      dedupeKey: text.dedupeKey ?? null,
      createdAt: now,
    })
    .onConflictDoNothing({ target: smsMessages.dedupeKey })
    .returning({ id: smsMessages.id });
  if (!row) return null;
  await scheduleSend(db, row.id, nextTextingTime(text.type, now), now);
  return row.id;
}
