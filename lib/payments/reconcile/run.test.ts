import { and, eq } from "drizzle-orm";
import { jobs, orderPayments, orders } from "@/lib/platform/db/schema";
import { testDrivers } from "@/lib/startup/testing/database";
import { useTestDatabase } from "@/lib/startup/testing/use-test-database";
import { createLogger } from "@/lib/platform/log/logger";
import { createTestModeProvider } from "@/lib/payments/provider/test-mode";
import { serverJobHandlers } from "@/lib/startup/job-handlers";
import { NOW } from "@/lib/admin/test-support";
import { completedVisit, paidVisitInTestMode, reconcileOrderById } from "@/lib/startup/testing/payments";
import { ensureReconciliationScheduled, nextNightlyRun, RECONCILE_JOB_KIND, requestFullReconciliation } from "./job";
import { latestReconciliation, runReconciliation } from "./run";

const provider = createTestModeProvider();
const DAY = 24 * 60 * 60 * 1000;

describe("the nightly run's time", () => {
  it("is the next 3 am on New York's wall clock, across the clock changes", () => {
    expect(nextNightlyRun(new Date("2026-11-24T05:35:00Z"))).toEqual(new Date("2026-11-24T08:00:00Z"));
    expect(nextNightlyRun(new Date("2026-11-24T08:00:00Z"))).toEqual(new Date("2026-11-25T08:00:00Z"));
    // Spring forward on Sunday March 8, 2026: 3 am is EDT, 07:00 UTC.
    expect(nextNightlyRun(new Date("2026-03-07T12:00:00Z"))).toEqual(new Date("2026-03-08T07:00:00Z"));
    // Fall back on Sunday November 1, 2026: 3 am is EST again, 08:00 UTC.
    expect(nextNightlyRun(new Date("2026-10-31T12:00:00Z"))).toEqual(new Date("2026-11-01T08:00:00Z"));
  });
});

describe.each(testDrivers())("reconciling order payments on %s", (driver) => {
  const database = useTestDatabase(driver);

  /** A completed visit whose customer saved test card 4242 and was charged what was due. */
  const paidVisit = () => paidVisitInTestMode(database.db, provider);

  it("finds a charged visit in balance, and reports one refunded more than was paid, logged at warn and recorded", async () => {
    const balanced = await paidVisit();
    expect(await reconcileOrderById(database.db, balanced.orderId)).toEqual([]);

    const unbalanced = await paidVisit();
    const over = unbalanced.payment.amountCents + 500;
    await database.db
      .insert(orderPayments)
      .values({ orderId: unbalanced.orderId, customerId: unbalanced.customer.id, kind: "refund", amountCents: over, status: "succeeded", refundOfId: unbalanced.payment.id, providerPaymentRef: `re_${unbalanced.payment.id}` })

    const warnings: unknown[] = [];
    const logger = { warn: (object: unknown) => warnings.push(object), info: () => undefined };
    // The night after the visits (completed and paid at NOW).
    const run = await runReconciliation(database.db, { scope: "recent", logger, now: new Date(NOW.getTime() + DAY) });
    const mine = run.findings.filter((finding) => [balanced.orderId, unbalanced.orderId].includes(finding.orderId));
    expect(mine).toEqual([
      { orderId: unbalanced.orderId, orderNumber: expect.any(Number), paymentId: unbalanced.payment.id, code: "refund_above_payment", message: expect.stringContaining("more than the"), expectedCents: unbalanced.payment.amountCents, actualCents: over },
    ]);
    expect(run.ordersChecked).toBeGreaterThanOrEqual(2);
    expect(run.findingCount).toBe(run.findings.length);
    expect(warnings).toContainEqual({ reconciliation: mine[0] });
    expect((await latestReconciliation(database.db))?.id).toBe(run.id);
  });

  it("checks only orders touched in the last week at night, and every order on a full pass", async () => {
    const old = await completedVisit(database.db);
    await database.db.update(orderPayments).set({ amountCents: 1 }).where(eq(orderPayments.orderId, old.orderId));
    // The night after the other visits (made at NOW); this one was last touched a month before.
    const night = new Date(NOW.getTime() + DAY);
    const monthAgo = new Date(night.getTime() - 30 * DAY);
    await database.db.update(orders).set({ updatedAt: monthAgo }).where(eq(orders.id, old.orderId));
    await database.db.update(orderPayments).set({ updatedAt: monthAgo }).where(eq(orderPayments.orderId, old.orderId));
    // An explicit updated_at wins over the column's update hook.
    const [stamped] = await database.db.select({ updatedAt: orders.updatedAt }).from(orders).where(eq(orders.id, old.orderId));
    expect(stamped?.updatedAt.getTime()).toBe(monthAgo.getTime());

    const nightly = await runReconciliation(database.db, { scope: "recent", now: night });
    expect(nightly.findings.map((finding) => finding.orderId)).not.toContain(old.orderId);
    const full = await runReconciliation(database.db, { scope: "full", now: night });
    expect(full.findings.filter((finding) => finding.orderId === old.orderId).map((finding) => finding.code)).toEqual(["charge_mismatch"]);
    expect(full.ordersChecked).toBeGreaterThan(nightly.ordersChecked);
  });

  it("runs as the server's job, once a night across hosts, each run scheduling the next; staff can ask for a full pass", async () => {
    const now = new Date();
    await Promise.all([ensureReconciliationScheduled(database.db, now), ensureReconciliationScheduled(database.db, now)]);
    const pending = await database.db.select().from(jobs).where(and(eq(jobs.kind, RECONCILE_JOB_KIND), eq(jobs.status, "pending")));
    expect(pending.map((job) => [job.runAt.getTime(), job.payload])).toEqual([[nextNightlyRun(now).getTime(), { scope: "recent" }]]);

    const handler = serverJobHandlers[RECONCILE_JOB_KIND];
    if (!handler) throw new Error("the server's worker does not know the reconciliation job");
    const before = (await latestReconciliation(database.db))?.id ?? 0;
    const [job] = pending;
    if (!job) throw new Error("no nightly job");
    await handler({ scope: "recent" }, { db: database.db, logger: createLogger(undefined, "silent"), job: { id: job.id, kind: job.kind, payload: job.payload, attempts: 1 } });
    expect((await latestReconciliation(database.db))?.id).toBeGreaterThan(before);

    const admin = await completedVisit(database.db).then((visit) => visit.admin);
    await Promise.all([requestFullReconciliation(database.db, admin.id, now), requestFullReconciliation(database.db, admin.id, now)]);
    const full = await database.db.select().from(jobs).where(eq(jobs.kind, RECONCILE_JOB_KIND));
    expect(full.filter((row) => (row.payload as { scope?: string }).scope === "full").map((row) => row.payload)).toEqual([{ scope: "full", requestedBy: admin.id }]);
  });
});
