import { and, eq } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "@/lib/platform/db";
import { smsMessages } from "@/lib/platform/db/schema";
import { MAX_ATTEMPTS } from "@/lib/platform/jobs/queue";
import type { JobHandlers } from "@/lib/platform/jobs/worker";
import { cleanerSchedulesPayload, cleanerScheduleTexts, ensureCleanerSchedulesScheduled } from "./cleaner-schedules";
import { forgetLinkTokens } from "./link-tokens";
import { orderNoticeSchema, orderNoticeTexts } from "./order-notices";
import { scheduleSend, SMS_JOB_KINDS } from "./outbox";
import { paymentNoticeSchema, paymentNoticeTexts } from "./payment-notices";
import { getSmsProvider } from "./provider/provider";
import type { SmsProvider } from "./provider/types";
import { queueNoticeText, type NoticeText } from "./queue-notice-text";
import { sendQueuedText } from "./send-text";

/**
 * The text channel's jobs (docs/messaging.md, "Sending"): sending one queued text, composing the
 * texts of an order or payment notice, and tomorrow's schedules for the cleaners at 6 PM. The
 * worker is the edge that reads the real clock (`now`) and the process's provider; tests hand in
 * both.
 */

const sendPayload = z.object({ messageId: z.uuid() });

/** Texts were switched off after this one was queued: it is never sent, and the row says why. */
async function markTextsOff(db: Database, messageId: string): Promise<void> {
  await db
    .update(smsMessages)
    .set({ status: "failed", errorCode: "texts-off", claimedUntil: null })
    .where(and(eq(smsMessages.id, messageId), eq(smsMessages.status, "queued")));
}

async function queueAll(db: Database, texts: readonly NoticeText[], now: Date, provider: SmsProvider): Promise<number> {
  let queued = 0;
  for (const text of texts) if (await queueNoticeText(db, text, now, provider)) queued += 1;
  return queued;
}

export function createMessagingJobHandlers(deps: { now?: () => Date; provider?: () => SmsProvider | null } = {}): JobHandlers {
  const now = deps.now ?? (() => new Date());
  const providerOf = deps.provider ?? getSmsProvider;
  return {
    [SMS_JOB_KINDS.send]: async (payload, { db, job }) => {
      const { messageId } = sendPayload.parse(payload);
      const at = now();
      const provider = providerOf();
      if (!provider) return markTextsOff(db, messageId);
      // The last attempt drops a text the provider still cannot take, rather than leave it queued for ever.
      const outcome = await sendQueuedText(db, messageId, { now: at, provider, lastAttempt: job.attempts >= MAX_ATTEMPTS });
      switch (outcome.outcome) {
        case "later":
          return scheduleSend(db, messageId, outcome.at, at);
        case "busy":
          // Another worker holds the claim; if it died, the claim runs out before the queue's next try.
          throw new Error("another worker is sending this text");
        case "sent":
        case "dropped":
          return forgetLinkTokens(db, messageId);
        case "nothing-to-do":
          return;
      }
    },
    [SMS_JOB_KINDS.orderNotice]: async (payload, { db }) => {
      const notice = orderNoticeSchema.parse(payload);
      const provider = providerOf();
      if (!provider) return;
      const at = now();
      await queueAll(db, await orderNoticeTexts(db, notice, at), at, provider);
    },
    [SMS_JOB_KINDS.paymentNotice]: async (payload, { db }) => {
      const notice = paymentNoticeSchema.parse(payload);
      const provider = providerOf();
      if (!provider) return;
      const at = now();
      await queueAll(db, await paymentNoticeTexts(db, notice), at, provider);
    },
    [SMS_JOB_KINDS.cleanerSchedules]: async (payload, { db, logger }) => {
      const { day } = cleanerSchedulesPayload.parse(payload);
      const at = now();
      // The next run first, so a failure below cannot break the daily chain.
      await ensureCleanerSchedulesScheduled(db, at);
      const provider = providerOf();
      if (!provider) return;
      const queued = await queueAll(db, await cleanerScheduleTexts(db, day, at), at, provider);
      logger.info({ day, queued }, "cleaner schedules queued");
    },
  };
}

export const messagingJobHandlers: JobHandlers = createMessagingJobHandlers();
