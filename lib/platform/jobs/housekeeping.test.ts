import { and, eq } from "drizzle-orm";
import { jobs, rateLimits } from "@/lib/platform/db/schema";
import { testDrivers } from "@/lib/startup/testing/database";
import { useTestDatabase } from "@/lib/startup/testing/use-test-database";
import { createLogger } from "@/lib/platform/log/logger";
import { hitRateLimit } from "@/lib/platform/security/rate-limit";
import { ensureHousekeepingScheduled, HOUSEKEEPING_JOB_KIND, housekeepingJobHandlers } from "./housekeeping";
import { serverJobHandlers } from "@/lib/startup/job-handlers";
import { startJobWorker, type JobHandler } from "./worker";

// Each test opens and migrates a database of its own, which is slow on a busy machine.
jest.setTimeout(60_000);

const logger = createLogger(undefined, "silent");
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

describe.each(testDrivers())("housekeeping on %s", (driver) => {
  const database = useTestDatabase(driver, { seed: false, each: true });

  it("is a job the server's worker knows", () => {
    expect(serverJobHandlers[HOUSEKEEPING_JOB_KIND]).toBe(housekeepingJobHandlers[HOUSEKEEPING_JOB_KIND]);
  });

  it("purges long-expired rate-limit counters and long-finished jobs, and keeps everything else", async () => {
    const now = Date.now();
    const rule = { name: "login-account", limit: 5, windowSeconds: 15 * 60 };
    await hitRateLimit(database.db, rule, "old@example.com", new Date(now - 3 * DAY));
    await hitRateLimit(database.db, rule, "recent@example.com", new Date(now - 10 * 60 * 1000));
    const at = (ms: number) => new Date(now - ms);
    await database.db.insert(jobs).values([
      { kind: "mail", runAt: at(30 * DAY), status: "done", finishedAt: at(30 * DAY), dedupeKey: "old-done" },
      { kind: "mail", runAt: at(2 * DAY), status: "done", finishedAt: at(2 * DAY), dedupeKey: "recent-done" },
      { kind: "mail", runAt: at(30 * DAY), status: "failed", finishedAt: at(30 * DAY), dedupeKey: "failed-kept" },
      { kind: "mail", runAt: at(120 * DAY), status: "failed", finishedAt: at(120 * DAY), dedupeKey: "failed-old" },
      { kind: "mail", runAt: at(40 * DAY), status: "pending", dedupeKey: "pending-overdue" },
      { kind: HOUSEKEEPING_JOB_KIND, runAt: at(1000), dedupeKey: "housekeeping-due" },
    ]);

    const worker = startJobWorker({ db: database.db, handlers: serverJobHandlers, logger, intervalMs: 60_000 });
    try {
      expect(await worker.runOnce()).toBeGreaterThanOrEqual(1);
    } finally {
      await worker.stop();
    }

    const counters = await database.db.select({ key: rateLimits.key }).from(rateLimits);
    expect(counters.map((row) => row.key)).toEqual(["login-account:recent@example.com"]);
    const left = await database.db.select({ key: jobs.dedupeKey }).from(jobs);
    const keys = left.map((row) => row.key);
    expect(keys).toEqual(expect.arrayContaining(["recent-done", "failed-kept", "housekeeping-due"]));
    expect(keys).not.toContain("old-done");
    expect(keys).not.toContain("failed-old");
    // The overdue pending mail was claimed by the same round (no handler: failed, but kept).
    expect(keys).toContain("pending-overdue");
    // The run scheduled the next one.
    const next = await database.db.select().from(jobs).where(and(eq(jobs.kind, HOUSEKEEPING_JOB_KIND), eq(jobs.status, "pending")));
    expect(next).toHaveLength(1);
    expect(next[0]?.runAt.getTime()).toBeGreaterThan(now);
  });

  it("runs each hour once however many hosts schedule and poll it", async () => {
    const twoHoursAgo = new Date(Date.now() - 2 * HOUR);
    // Every host schedules at start-up: one row for the hour.
    await Promise.all([1, 2, 3].map(() => ensureHousekeepingScheduled(database.db, twoHoursAgo)));
    expect(await database.db.select().from(jobs).where(eq(jobs.kind, HOUSEKEEPING_JOB_KIND))).toHaveLength(1);

    let runs = 0;
    const counted: JobHandler = async (payload, context) => {
      runs++;
      await housekeepingJobHandlers[HOUSEKEEPING_JOB_KIND]?.(payload, context);
    };
    const hosts = [1, 2, 3].map(() => startJobWorker({ db: database.db, handlers: { [HOUSEKEEPING_JOB_KIND]: counted }, logger, intervalMs: 60_000 }));
    try {
      await Promise.all(hosts.map((host) => host.runOnce()));
      await Promise.all(hosts.map((host) => host.runOnce()));
    } finally {
      await Promise.all(hosts.map((host) => host.stop()));
    }
    expect(runs).toBe(1);
    const rows = await database.db.select({ status: jobs.status }).from(jobs).where(eq(jobs.kind, HOUSEKEEPING_JOB_KIND));
    expect(rows.map((row) => row.status).sort()).toEqual(["done", "pending"]);
  });
});
