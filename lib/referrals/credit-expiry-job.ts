/**
 * The daily expiry of earned referral credit (docs/product.md, "Referrals and account credit"):
 * at 03:30 New York time, once across hosts (the day is the dedupe key), each run scheduling the
 * next, like the photo sweep. The days come from the settings row, read at each run.
 */
import { expireCredit } from "@/lib/account-credit/expiry";
import type { Database } from "@/lib/platform/db";
import { scheduleJob } from "@/lib/platform/jobs/queue";
import type { JobHandlers } from "@/lib/platform/jobs/worker";
import { addDays } from "@/lib/kernel/time/calendar-date";
import { newYorkDateOf, newYorkIsoDateOf, newYorkWallTimeToUtc } from "@/lib/kernel/time/new-york";
import { readReferralSettings } from "./referral-settings";

export const CREDIT_EXPIRY_JOB_KIND = "referrals:credit-expiry";
const RUN_HOUR = 3;
const RUN_MINUTE = 30;

/** The next 03:30 in New York after `now`. */
function nextRun(now: Date): Date {
  const today = newYorkDateOf(now);
  const early = newYorkWallTimeToUtc(today, RUN_HOUR, RUN_MINUTE);
  return early.getTime() > now.getTime() ? early : newYorkWallTimeToUtc(addDays(today, 1), RUN_HOUR, RUN_MINUTE);
}

/** Makes sure the next run exists (start-up calls this; each run schedules the following one). */
export async function ensureCreditExpiryScheduled(db: Database, now: Date): Promise<void> {
  const runAt = nextRun(now);
  await scheduleJob(db, { kind: CREDIT_EXPIRY_JOB_KIND, payload: {}, runAt, dedupeKey: `${CREDIT_EXPIRY_JOB_KIND}:${newYorkIsoDateOf(runAt)}`, at: now });
}

/** One run: expires what is due at `now` with the settings' days. */
export async function runCreditExpiry(db: Database, now: Date): Promise<{ accounts: number; expiredCents: number }> {
  const { creditExpiryDays } = await readReferralSettings(db);
  return expireCredit(db, { days: creditExpiryDays, now });
}

/** The job's handler, the clock read at the worker's edge. */
export function creditExpiryJobHandlers(clock: () => Date = () => new Date()): JobHandlers {
  return {
    async [CREDIT_EXPIRY_JOB_KIND](_payload, { db, logger }) {
      const now = clock();
      // The next run first, so a failure below cannot break the daily chain.
      await ensureCreditExpiryScheduled(db, now);
      const outcome = await runCreditExpiry(db, now);
      if (outcome.accounts > 0) logger.info(outcome, "expired referral credit");
    },
  };
}
