import { and, asc, eq, gt, lte, notExists, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "@/lib/platform/db";
import { accountCreditEntries } from "@/lib/platform/db/schema";
import type { Transaction } from "@/lib/platform/db/transaction";
import { creditLots, dueExpiries, nextExpiry, type LedgerEntry } from "./credit-lots";
import { lockCreditAccount } from "./ledger";

/**
 * Earned credit expires (docs/product.md, "Referrals and account credit"): the daily job writes
 * an `expired` entry for what of each earned amount is left once its days are up, first in,
 * first out (./credit-lots.ts). Each account is locked as a booking locks it to spend, so an
 * expiry and a spend cannot both take the same dollars; the unique index on the expired entry's
 * earned entry makes a second run, or a second host, expire once.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

type Reader = Database | Transaction;

async function ledgerOf(db: Reader, userId: string): Promise<LedgerEntry[]> {
  return db
    .select({
      id: accountCreditEntries.id,
      kind: accountCreditEntries.kind,
      amountCents: accountCreditEntries.amountCents,
      createdAt: accountCreditEntries.createdAt,
      expiresEntryId: accountCreditEntries.expiresEntryId,
    })
    .from(accountCreditEntries)
    .where(eq(accountCreditEntries.userId, userId))
    .orderBy(asc(accountCreditEntries.createdAt), asc(accountCreditEntries.id));
}

/** Accounts with credit left and an earned entry past its days that no expiry has closed yet. */
async function accountsDue(db: Database, earnedBefore: Date): Promise<string[]> {
  const closing = alias(accountCreditEntries, "closing");
  const balance = sql`(select coalesce(sum(b.amount_cents), 0) from account_credit_entries b where b.user_id = ${accountCreditEntries.userId})`;
  const rows = await db
    .selectDistinct({ userId: accountCreditEntries.userId })
    .from(accountCreditEntries)
    .where(
      and(
        eq(accountCreditEntries.kind, "earned"),
        lte(accountCreditEntries.createdAt, earnedBefore),
        notExists(db.select({ id: closing.id }).from(closing).where(and(eq(closing.kind, "expired"), eq(closing.expiresEntryId, accountCreditEntries.id)))),
        gt(balance, 0),
      ),
    );
  return rows.map((row) => row.userId);
}

/** Expires, for one account under its lock, what is due; answers the cents taken. */
async function expireAccount(db: Database, userId: string, expiryMs: number, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    let balance = await lockCreditAccount(tx, userId);
    let taken = 0;
    for (const lot of dueExpiries(creditLots(await ledgerOf(tx, userId), expiryMs, now), now)) {
      const cents = Math.min(lot.remainingCents, balance);
      if (cents <= 0) continue;
      const written = await tx
        .insert(accountCreditEntries)
        .values({ userId, kind: "expired", amountCents: -cents, expiresEntryId: lot.id, reason: "Referral credit expired", createdAt: now })
        .onConflictDoNothing()
        .returning({ id: accountCreditEntries.id });
      if (written.length === 0) continue;
      balance -= cents;
      taken += cents;
    }
    return taken;
  });
}

/** The daily run: every account with earned credit older than `days` days loses what is left of it. */
export async function expireCredit(db: Database, input: { days: number; now: Date }): Promise<{ accounts: number; expiredCents: number }> {
  const expiryMs = input.days * DAY_MS;
  let accounts = 0;
  let expiredCents = 0;
  for (const userId of await accountsDue(db, new Date(input.now.getTime() - expiryMs))) {
    const cents = await expireAccount(db, userId, expiryMs, input.now);
    if (cents > 0) {
      accounts += 1;
      expiredCents += cents;
    }
  }
  return { accounts, expiredCents };
}

/** When the customer's next earned credit expires and how much of it is left; null if none (the profile). */
export async function nextCreditExpiry(db: Reader, userId: string, input: { days: number; now: Date }): Promise<{ amountCents: number; expiresAt: Date } | null> {
  return nextExpiry(creditLots(await ledgerOf(db, userId), input.days * DAY_MS, input.now));
}
