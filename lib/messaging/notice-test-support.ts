/** Helpers for the tests of texts queued and sent (not used by the app). */
import { randomUUID } from "node:crypto";
import { and, asc, eq, like, lte } from "drizzle-orm";
import type { OutgoingSmsType } from "@/lib/kernel/enums/sms";
import type { Database } from "@/lib/platform/db";
import { jobs, smsMessages, smsPreferences, type Role } from "@/lib/platform/db/schema";
import { completeJob } from "@/lib/platform/jobs/queue";
import type { JobHandlers } from "@/lib/platform/jobs/worker";
import { createLogger } from "@/lib/platform/log/logger";
import { makeUser } from "@/lib/admin/users/user-test-support";
import { optIn } from "./consent";
import { SMS_CONSENT_WORDING, SMS_TEAM_CONSENT_WORDING } from "./consent-wording";
import type { SmsProvider, SmsSendRequest, SmsSendResult } from "./provider/types";

const logger = createLogger(undefined, "silent");

let serial = 0;
/** A fresh E.164 number per call (+1 646 555 01xx… are fictional), so tests sharing a database do not meet. */
export function uniquePhone(): string {
  serial += 1;
  return `+1646555${String(serial).padStart(4, "0")}`;
}

/** The same number as a person types it at booking. */
export const typed = (e164: string) => `(${e164.slice(2, 5)}) ${e164.slice(5, 8)}-${e164.slice(8)}`;

export interface CountingProvider extends SmsProvider {
  readonly sent: SmsSendRequest[];
}

/**
 * A provider that counts what it is handed. `answer` decides each send (it may wait or throw);
 * by default every text is taken at once.
 */
export function countingProvider(answer: (request: SmsSendRequest, index: number) => Promise<SmsSendResult> = async () => ({ providerRef: `fake-${randomUUID()}`, status: "sent" })): CountingProvider {
  const sent: SmsSendRequest[] = [];
  return {
    name: "test-mode",
    testMode: true,
    sent,
    async send(request) {
      sent.push(request);
      return answer(request, sent.length);
    },
    verifyWebhook: () => false,
  };
}

/** An account with a phone that agreed to texts at `at` (customers at booking, the team in the profile). */
export async function textableAccount(db: Database, role: Role, at: Date, overrides: { firstName?: string } = {}) {
  const phone = uniquePhone();
  const user = await makeUser(db, role, { phone, emailVerifiedAt: at, ...overrides });
  const wording = role === "Customer" ? SMS_CONSENT_WORDING : SMS_TEAM_CONSENT_WORDING;
  await optIn(db, { phone, userId: user.id, wording, source: role === "Customer" ? "booking" : "profile" }, at);
  return { ...user, phone };
}

export async function muteTypes(db: Database, userId: string, types: OutgoingSmsType[]): Promise<void> {
  await db.insert(smsPreferences).values({ userId, mutedTypes: types }).onConflictDoUpdate({ target: smsPreferences.userId, set: { mutedTypes: types } });
}

/** The pending text jobs (every sms:* kind, or one), in the order they are due. */
export async function pendingTextJobs(db: Database, kind?: string) {
  return db
    .select()
    .from(jobs)
    .where(and(eq(jobs.status, "pending"), kind ? eq(jobs.kind, kind) : like(jobs.kind, "sms:%")))
    .orderBy(asc(jobs.runAt), asc(jobs.id));
}

/**
 * The worker's rounds for text jobs only, on the test's clock: every pending sms:* job due at
 * `now` runs, and the ones it schedules due by then too. Answers how many ran.
 */
export async function runTextJobs(db: Database, handlers: JobHandlers, now: Date): Promise<number> {
  let ran = 0;
  for (let round = 0; round < 10; round += 1) {
    const due = await db
      .select()
      .from(jobs)
      .where(and(eq(jobs.status, "pending"), like(jobs.kind, "sms:%"), lte(jobs.runAt, now)))
      .orderBy(asc(jobs.runAt), asc(jobs.id));
    if (due.length === 0) return ran;
    for (const job of due) {
      const handler = handlers[job.kind];
      if (!handler) throw new Error(`no handler for ${job.kind}`);
      await db.update(jobs).set({ status: "running", attempts: job.attempts + 1 }).where(eq(jobs.id, job.id));
      await handler(job.payload, { db, logger, job: { id: job.id, kind: job.kind, payload: job.payload, attempts: job.attempts + 1 } });
      await completeJob(db, job.id);
      ran += 1;
    }
  }
  throw new Error("text jobs kept scheduling more due jobs");
}

/** Every text to `phone`, oldest first. */
export async function textsTo(db: Database, phone: string) {
  return db.select().from(smsMessages).where(eq(smsMessages.phone, phone)).orderBy(asc(smsMessages.createdAt), asc(smsMessages.id));
}

/** A rolled-back transaction: runs `change` inside one and throws it away. */
export async function rolledBack(db: Database, change: (tx: Database) => Promise<unknown>): Promise<void> {
  class Rollback extends Error {}
  await db
    .transaction(async (tx) => {
      await change(tx);
      throw new Rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof Rollback)) throw error;
    });
}
