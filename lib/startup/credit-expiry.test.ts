/**
 * Earned referral credit expires after the settings' days, first in, first out (docs/product.md,
 * "Referrals and account credit"): the daily job writes one `expired` entry per earned amount
 * for what is left of it, never more than the balance, once however often it runs. Clocks fixed.
 */
import { and, eq } from "drizzle-orm";
import { adjustCredit, creditBalance } from "@/lib/account-credit/ledger";
import { nextCreditExpiry } from "@/lib/account-credit/expiry";
import { makeAccount } from "@/lib/admin/test-support";
import type { Database } from "@/lib/platform/db";
import { accountCreditEntries, jobs, settings } from "@/lib/platform/db/schema";
import { createLogger } from "@/lib/platform/log/logger";
import { referralProfile } from "@/lib/referrals/profile-view";
import { CREDIT_EXPIRY_JOB_KIND, creditExpiryJobHandlers, ensureCreditExpiryScheduled, runCreditExpiry } from "@/lib/referrals/credit-expiry-job";
import { testDrivers } from "./testing/database";
import { useTestDatabase } from "./testing/use-test-database";

jest.setTimeout(60_000);

const at = (iso: string) => new Date(iso);

describe.each(testDrivers())("credit expiry on %s", (driver) => {
  const database = useTestDatabase(driver);
  const db = (): Database => database.db;

  async function earn(userId: string, cents: number, when: string): Promise<string> {
    const [row] = await db().insert(accountCreditEntries).values({ userId, kind: "earned", amountCents: cents, reason: "Referral reward", createdAt: at(when) }).returning({ id: accountCreditEntries.id });
    if (!row) throw new Error("no entry");
    return row.id;
  }
  const spend = (userId: string, cents: number, when: string) => db().insert(accountCreditEntries).values({ userId, kind: "spent", amountCents: -cents, createdAt: at(when) });
  const expiredOf = (userId: string) =>
    db()
      .select({ amountCents: accountCreditEntries.amountCents, expiresEntryId: accountCreditEntries.expiresEntryId, createdAt: accountCreditEntries.createdAt })
      .from(accountCreditEntries)
      .where(and(eq(accountCreditEntries.userId, userId), eq(accountCreditEntries.kind, "expired")));

  it("expires what a partly spent earned amount has left, once its 365 days are up, and only once", async () => {
    const customer = await makeAccount(db(), "Customer");
    const earned = await earn(customer.id, 2500, "2025-03-01T15:00:00Z");
    await spend(customer.id, 1000, "2025-06-01T15:00:00Z");
    expect(await runCreditExpiry(db(), at("2026-03-01T08:30:00Z"))).toEqual({ accounts: 0, expiredCents: 0 });
    expect(await nextCreditExpiry(db(), customer.id, { days: 365, now: at("2026-03-01T08:30:00Z") })).toEqual({ amountCents: 1500, expiresAt: at("2026-03-01T15:00:00Z") });

    const run = at("2026-03-02T08:30:00Z");
    expect(await runCreditExpiry(db(), run)).toEqual({ accounts: 1, expiredCents: 1500 });
    expect(await expiredOf(customer.id)).toEqual([{ amountCents: -1500, expiresEntryId: earned, createdAt: run }]);
    expect(await creditBalance(db(), customer.id)).toBe(0);
    expect(await nextCreditExpiry(db(), customer.id, { days: 365, now: run })).toBeNull();

    expect(await runCreditExpiry(db(), run)).toEqual({ accounts: 0, expiredCents: 0 });
    expect(await runCreditExpiry(db(), at("2026-03-03T08:30:00Z"))).toEqual({ accounts: 0, expiredCents: 0 });
    expect(await expiredOf(customer.id)).toHaveLength(1);
  });

  it("spends the oldest credit first and expires across the year end, leaving the newer amount and the goodwill", async () => {
    const customer = await makeAccount(db(), "Customer");
    const admin = await makeAccount(db(), "Admin");
    const older = await earn(customer.id, 2500, "2025-01-10T17:00:00Z");
    await earn(customer.id, 2500, "2025-06-10T17:00:00Z");
    await db().transaction((tx) => adjustCredit(tx, { userId: customer.id, amountCents: 1000, reason: "Goodwill: late arrival", actorId: admin.id, at: at("2025-02-01T17:00:00Z") }));
    // $15 of the $35 then held comes off the January amount first.
    await spend(customer.id, 1500, "2025-07-01T17:00:00Z");

    expect(await runCreditExpiry(db(), at("2025-12-31T08:30:00Z"))).toEqual({ accounts: 0, expiredCents: 0 });
    expect(await runCreditExpiry(db(), at("2026-01-11T08:30:00Z"))).toEqual({ accounts: 1, expiredCents: 1000 });
    expect((await expiredOf(customer.id)).map((row) => [row.amountCents, row.expiresEntryId])).toEqual([[-1000, older]]);
    expect(await creditBalance(db(), customer.id)).toBe(3500);
    expect(await nextCreditExpiry(db(), customer.id, { days: 365, now: at("2026-01-11T08:30:00Z") })).toEqual({ amountCents: 2500, expiresAt: at("2026-06-10T17:00:00Z") });

    // The June amount goes in June; the goodwill adjustment never expires.
    expect(await runCreditExpiry(db(), at("2026-06-11T07:30:00Z"))).toEqual({ accounts: 1, expiredCents: 2500 });
    expect(await creditBalance(db(), customer.id)).toBe(1000);
    expect(await runCreditExpiry(db(), at("2027-06-11T07:30:00Z"))).toEqual({ accounts: 0, expiredCents: 0 });
  });

  it("counts credit spent after the expiry but before the run as spent, and never takes the balance below zero", async () => {
    const customer = await makeAccount(db(), "Customer");
    const reversed = await makeAccount(db(), "Customer");
    await earn(customer.id, 2500, "2025-04-01T14:00:00Z");
    await spend(customer.id, 2000, "2026-04-01T18:00:00Z");
    expect(await runCreditExpiry(db(), at("2026-04-02T07:30:00Z"))).toEqual({ accounts: 1, expiredCents: 500 });
    expect(await creditBalance(db(), customer.id)).toBe(0);

    // Credit spent, then the referral reversed: the balance is below zero and nothing expires.
    await earn(reversed.id, 2500, "2025-04-01T14:00:00Z");
    await spend(reversed.id, 2500, "2025-05-01T14:00:00Z");
    await db().transaction((tx) => adjustCredit(tx, { userId: reversed.id, amountCents: -2500, reason: "Referral reversed: same household", actorId: null, at: at("2025-05-02T14:00:00Z") }));
    expect(await runCreditExpiry(db(), at("2026-04-02T07:30:00Z"))).toEqual({ accounts: 0, expiredCents: 0 });
    expect(await creditBalance(db(), reversed.id)).toBe(-2500);
  });

  it("expires once when two hosts run at the same moment, and follows the settings' days", async () => {
    const customer = await makeAccount(db(), "Customer");
    await db().update(settings).set({ referralCreditExpiryDays: 30 }).where(eq(settings.id, 1));
    await earn(customer.id, 2500, "2026-01-01T15:00:00Z");
    const run = at("2026-02-01T08:30:00Z");
    const outcomes = await Promise.all([runCreditExpiry(db(), run), runCreditExpiry(db(), run)]);
    expect(outcomes.reduce((sum, outcome) => sum + outcome.expiredCents, 0)).toBe(2500);
    expect(await expiredOf(customer.id)).toHaveLength(1);
    expect(await creditBalance(db(), customer.id)).toBe(0);
    await db().update(settings).set({ referralCreditExpiryDays: 365 }).where(eq(settings.id, 1));
  });

  it("tells the profile what expires next and when, never more than the balance", async () => {
    const customer = await makeAccount(db(), "Customer");
    await earn(customer.id, 2500, "2025-09-15T16:00:00Z");
    await earn(customer.id, 2500, "2025-11-20T16:00:00Z");
    await spend(customer.id, 1000, "2025-12-01T16:00:00Z");
    const profile = await referralProfile(db(), customer.id, "https://example.test", at("2026-01-05T12:00:00Z"));
    expect(profile.balanceCents).toBe(4000);
    expect(profile.nextExpiry).toEqual({ amountCents: 1500, expiresAt: at("2026-09-15T16:00:00Z") });
    await db().transaction((tx) => adjustCredit(tx, { userId: customer.id, amountCents: -3000, reason: "Referral reversed: same card", actorId: null, at: at("2026-01-06T12:00:00Z") }));
    expect((await referralProfile(db(), customer.id, "https://example.test", at("2026-01-07T12:00:00Z"))).nextExpiry).toEqual({ amountCents: 1000, expiresAt: at("2026-11-20T16:00:00Z") });
  });

  it("runs daily at 03:30 New York time, each run scheduling the next", async () => {
    const now = at("2026-11-03T10:00:00Z");
    await ensureCreditExpiryScheduled(db(), now);
    await ensureCreditExpiryScheduled(db(), now);
    const scheduled = async () => (await db().select({ runAt: jobs.runAt }).from(jobs).where(eq(jobs.kind, CREDIT_EXPIRY_JOB_KIND))).map((row) => row.runAt.toISOString()).sort();
    expect(await scheduled()).toEqual(["2026-11-04T08:30:00.000Z"]);
    const [job] = await db().select().from(jobs).where(eq(jobs.kind, CREDIT_EXPIRY_JOB_KIND));
    const handler = creditExpiryJobHandlers(() => at("2026-11-04T08:30:00Z"))[CREDIT_EXPIRY_JOB_KIND];
    if (!job || !handler) throw new Error("no job");
    await handler({}, { db: db(), logger: createLogger(undefined, "silent"), job: { id: job.id, kind: job.kind, payload: job.payload, attempts: 1 } });
    expect(await scheduled()).toEqual(["2026-11-04T08:30:00.000Z", "2026-11-05T08:30:00.000Z"]);
  });
});
