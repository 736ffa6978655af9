import { eq } from "drizzle-orm";
import { jobs } from "@/lib/platform/db/schema";
import { testDrivers } from "@/lib/startup/testing/database";
import { useTestDatabase } from "@/lib/startup/testing/use-test-database";
import { createLogger } from "@/lib/platform/log/logger";
import { cancelJob, claimDueJobs, MAX_ATTEMPTS, scheduleJob } from "./queue";
import { startJobWorker, wakeOnScheduledJobs } from "./worker";

const logger = createLogger(undefined, "silent");

describe.each(testDrivers())("job queue on %s", (driver) => {
  const database = useTestDatabase(driver, { seed: false, each: true });

  it("schedules a dedupe key once and cancels it", async () => {
    const job = { kind: "reminder", payload: { orderId: "o1" }, runAt: new Date(), dedupeKey: "reminder:o1" };
    expect(await scheduleJob(database.db, job)).toBe(true);
    expect(await scheduleJob(database.db, job)).toBe(false);
    await cancelJob(database.db, "reminder:o1");
    expect(await database.db.select().from(jobs)).toHaveLength(0);
  });

  it("runs each due job exactly once however many workers claim together, and leaves future jobs", async () => {
    for (let index = 0; index < 30; index++) {
      await scheduleJob(database.db, { kind: "count", payload: { index }, runAt: new Date(Date.now() - 1000) });
    }
    await scheduleJob(database.db, { kind: "count", payload: { index: 99 }, runAt: new Date(Date.now() + 3_600_000) });
    const claims = await Promise.all(Array.from({ length: 6 }, () => claimDueJobs(database.db, { limit: 10, lockMs: 60_000 })));
    const claimedIds = claims.flat().map((job) => job.id);
    expect(claimedIds).toHaveLength(30);
    expect(new Set(claimedIds).size).toBe(30);
  });

  it("completes handled jobs, retries failures with backoff, and fails unknown kinds", async () => {
    const seen: unknown[] = [];
    let failures = 0;
    await scheduleJob(database.db, { kind: "ok", payload: { n: 1 }, runAt: new Date() });
    await scheduleJob(database.db, { kind: "flaky", payload: {}, runAt: new Date() });
    await scheduleJob(database.db, { kind: "mystery", payload: {}, runAt: new Date() });
    const worker = startJobWorker({
      db: database.db,
      logger,
      intervalMs: 3_600_000,
      handlers: {
        ok: async (payload) => void seen.push(payload),
        flaky: async () => {
          failures++;
          throw new Error("SMTP timeout");
        },
      },
    });
    expect(await worker.runOnce()).toBe(3);
    await worker.stop();
    expect(seen).toEqual([{ n: 1 }]);
    expect(failures).toBe(1);
    const rows = await database.db.select().from(jobs);
    const byKind = Object.fromEntries(rows.map((row) => [row.kind, row]));
    expect(byKind.ok?.status).toBe("done");
    expect(byKind.flaky).toMatchObject({ status: "pending", attempts: 1, lastError: "SMTP timeout" });
    expect(byKind.flaky?.runAt.getTime()).toBeGreaterThan(Date.now());
    expect(byKind.mystery?.status).toBe("pending");

    await database.db.update(jobs).set({ attempts: MAX_ATTEMPTS - 1, runAt: new Date(0) }).where(eq(jobs.kind, "mystery"));
    const again = startJobWorker({ db: database.db, logger, intervalMs: 3_600_000, handlers: {} });
    await again.runOnce();
    await again.stop();
    const [mystery] = await database.db.select().from(jobs).where(eq(jobs.kind, "mystery"));
    expect(mystery?.status).toBe("failed");
  });

  it("wakes a listening worker when a job is scheduled, also from inside a transaction once it commits, and from within a round", async () => {
    const handled: string[] = [];
    let allHandled: () => void = () => undefined;
    const threeHandled = new Promise<void>((resolve) => (allHandled = resolve));
    const record = (name: string) => {
      handled.push(name);
      if (handled.length === 3) allHandled();
    };
    // The poll is an hour away: only the wake-up can run these.
    const worker = startJobWorker({
      db: database.db,
      logger,
      intervalMs: 3_600_000,
      handlers: {
        direct: async () => record("direct"),
        // Scheduled while this round runs, after it claimed: the worker must go again.
        inTransaction: async () => {
          record("inTransaction");
          await scheduleJob(database.db, { kind: "fromRound", payload: {}, runAt: new Date() });
        },
        fromRound: async () => record("fromRound"),
      },
    });
    const unlisten = await wakeOnScheduledJobs(database, worker, 0);
    try {
      await scheduleJob(database.db, { kind: "direct", payload: {}, runAt: new Date() });
      await database.db.transaction((tx) => scheduleJob(tx, { kind: "inTransaction", payload: {}, runAt: new Date() }));
      await threeHandled;
      expect(handled).toEqual(["direct", "inTransaction", "fromRound"]);
    } finally {
      await unlisten();
      await worker.stop();
    }
  });
});
