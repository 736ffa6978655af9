import { and, eq, isNull, lt, or } from "drizzle-orm";
import type { OutgoingSmsType } from "@/lib/kernel/enums/sms";
import { getConfig } from "@/lib/platform/config";
import type { Database } from "@/lib/platform/db";
import { smsMessages } from "@/lib/platform/db/schema";
import { configuredDailyCaps, countDailyText, type SmsDailyCaps } from "./caps";
import { maySend } from "./consent";
import { SmsSendError, type SmsProvider } from "./provider/types";
import { mayTextNow, nextTextingTime } from "./quiet-hours";

/** Where the provider posts each text's delivery status (app/api/sms/twilio/status/route.ts). */
export const SMS_STATUS_WEBHOOK_PATH = "/api/sms/twilio/status";

/** How long a worker may take to hand a text over before another may take its claim. */
const CLAIM_MS = 2 * 60_000;

export type SendOutcome =
  /** Handed to the provider. */
  | { outcome: "sent" }
  /** Not sent and never will be (no consent, a cap, a permanent provider error); the row says why. */
  | { outcome: "dropped"; reason: string }
  /** Quiet hours began since it was queued: send it at `at`. */
  | { outcome: "later"; at: Date }
  /** Sent, dropped or being sent by another worker already: nothing to do. */
  | { outcome: "nothing-to-do" }
  /** Another worker holds the claim: try again later (it may have died). */
  | { outcome: "busy" };

export interface SendOptions {
  now: Date;
  provider: SmsProvider;
  caps?: SmsDailyCaps;
  /** The job's last attempt: a provider still unavailable drops the text rather than leave it queued forever. */
  lastAttempt?: boolean;
  statusCallbackUrl?: string;
}

type QueuedText = typeof smsMessages.$inferSelect & { type: OutgoingSmsType };

/**
 * Sends one queued text (docs/messaging.md, "Sending"), once: the worker first claims the row
 * with a conditional update, so two workers running its job together (a lock that ran out on a
 * slow host) never both hand it over. Then, in order: quiet hours (put off to the morning),
 * consent at this moment (a STOP since it was queued holds), the daily caps, the provider. A
 * refusal that cannot change is written on the row and the text is dropped; a provider that is
 * unavailable releases the claim and throws, so the job queue tries again with backoff.
 */
export async function sendQueuedText(db: Database, messageId: string, options: SendOptions): Promise<SendOutcome> {
  const { now, provider } = options;
  const text = await claim(db, messageId, now);
  if (!text) return (await stillQueued(db, messageId)) ? { outcome: "busy" } : { outcome: "nothing-to-do" };

  if (!mayTextNow(text.type, now)) {
    await release(db, text.id, {});
    return { outcome: "later", at: nextTextingTime(text.type, now) };
  }
  const permission = await maySend(db, text.phone, text.type);
  if (!permission.allowed) return drop(db, text.id, permission.reason);
  const cap = await countDailyText(db, text.phone, now, options.caps ?? configuredDailyCaps());
  if (!cap.allowed) return drop(db, text.id, cap.reason);

  try {
    const result = await provider.send({ to: text.phone, body: text.body, type: text.type, statusCallbackUrl: options.statusCallbackUrl ?? statusCallbackUrl() });
    await release(db, text.id, { status: result.status, providerRef: result.providerRef, sentAt: now });
    return { outcome: "sent" };
  } catch (error) {
    if (error instanceof SmsSendError && (error.permanent || options.lastAttempt)) {
      return drop(db, text.id, error.providerCode === null ? error.reason : `${error.reason} (${error.providerCode})`);
    }
    await release(db, text.id, {});
    throw error;
  }
}

/** PUBLIC_URL + the status webhook's path; without PUBLIC_URL (a demo in test mode) the path alone, which test mode never calls. */
function statusCallbackUrl(): string {
  const base = getConfig().PUBLIC_URL;
  return base ? new URL(SMS_STATUS_WEBHOOK_PATH, base).toString() : SMS_STATUS_WEBHOOK_PATH;
}

async function claim(db: Database, messageId: string, now: Date): Promise<QueuedText | null> {
  const [row] = await db
    .update(smsMessages)
    .set({ claimedUntil: new Date(now.getTime() + CLAIM_MS) })
    .where(
      and(
        eq(smsMessages.id, messageId),
        eq(smsMessages.direction, "out"),
        eq(smsMessages.status, "queued"),
        // Handed over already: the provider's own answer is often "queued" too (Twilio's accepted, queued).
        isNull(smsMessages.sentAt),
        or(isNull(smsMessages.claimedUntil), lt(smsMessages.claimedUntil, now)),
      ),
    )
    .returning();
  if (!row || row.type === "inbound") return null;
  return { ...row, type: row.type };
}

async function stillQueued(db: Database, messageId: string): Promise<boolean> {
  const [row] = await db.select({ status: smsMessages.status, sentAt: smsMessages.sentAt }).from(smsMessages).where(eq(smsMessages.id, messageId));
  return row?.status === "queued" && row.sentAt === null;
}

async function release(db: Database, messageId: string, changes: Partial<typeof smsMessages.$inferInsert>): Promise<void> {
  await db.update(smsMessages).set({ ...changes, claimedUntil: null }).where(eq(smsMessages.id, messageId));
}

async function drop(db: Database, messageId: string, reason: string): Promise<SendOutcome> {
  await release(db, messageId, { status: "failed", errorCode: reason });
  return { outcome: "dropped", reason };
}
