import { desc, eq, sql } from "drizzle-orm";
import type { Database } from "@/lib/platform/db";
import { accountCreditEntries, users, type CreditEntryKind } from "@/lib/platform/db/schema";
import type { Transaction } from "@/lib/platform/db/transaction";

/**
 * The account credit ledger (docs/product.md, "Referrals and account credit"). The balance is
 * the sum of the customer's entries, in integer cents. Every change that depends on the balance
 * first locks the customer's user row (lockCreditAccount), so two bookings spending the same
 * credit at once run one after the other and the second sees what the first left.
 */

type Reader = Database | Transaction;

export interface CreditEntry {
  id: string;
  kind: CreditEntryKind;
  amountCents: number;
  reason: string | null;
  orderId: string | null;
  createdAt: Date;
}

export async function creditBalance(db: Reader, userId: string): Promise<number> {
  const [row] = await db
    .select({ balance: sql<string>`coalesce(sum(${accountCreditEntries.amountCents}), 0)` })
    .from(accountCreditEntries)
    .where(eq(accountCreditEntries.userId, userId));
  return Number(row?.balance ?? 0);
}

/** Holds the customer's credit until the transaction ends and answers the balance as it then is. */
export async function lockCreditAccount(tx: Transaction, userId: string): Promise<number> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
  return creditBalance(tx, userId);
}

/** The newest entries first, for the profile. */
export async function creditHistory(db: Reader, userId: string, limit = 20): Promise<CreditEntry[]> {
  return db
    .select({
      id: accountCreditEntries.id,
      kind: accountCreditEntries.kind,
      amountCents: accountCreditEntries.amountCents,
      reason: accountCreditEntries.reason,
      orderId: accountCreditEntries.orderId,
      createdAt: accountCreditEntries.createdAt,
    })
    .from(accountCreditEntries)
    .where(eq(accountCreditEntries.userId, userId))
    .orderBy(desc(accountCreditEntries.createdAt), desc(accountCreditEntries.id))
    .limit(limit);
}

/**
 * Spends credit on an order, inside the booking's transaction and after lockCreditAccount. The
 * unique index on (order, spent) makes a retried step write once.
 */
export async function spendCredit(tx: Transaction, entry: { userId: string; orderId: string; amountCents: number; at: Date }): Promise<void> {
  if (entry.amountCents <= 0) return;
  await tx.insert(accountCreditEntries).values({ userId: entry.userId, kind: "spent", amountCents: -entry.amountCents, orderId: entry.orderId, createdAt: entry.at });
}

/** Credit a referral earned; false when that referral's reward is already in the ledger. */
export async function earnCredit(tx: Transaction, entry: { userId: string; referralId: string; orderId: string | null; amountCents: number; at: Date }): Promise<boolean> {
  const inserted = await tx
    .insert(accountCreditEntries)
    .values({ userId: entry.userId, kind: "earned", amountCents: entry.amountCents, referralId: entry.referralId, orderId: entry.orderId, reason: "Referral reward", createdAt: entry.at })
    .onConflictDoNothing()
    .returning({ id: accountCreditEntries.id });
  return inserted.length > 0;
}

/** A staff change with its reason (a reversed referral, a goodwill credit). Signed cents. */
export async function adjustCredit(
  tx: Transaction,
  entry: { userId: string; amountCents: number; reason: string; actorId: string | null; referralId?: string | null; at: Date },
): Promise<void> {
  await tx.insert(accountCreditEntries).values({
    userId: entry.userId,
    kind: "adjusted",
    amountCents: entry.amountCents,
    reason: entry.reason,
    actorId: entry.actorId,
    referralId: entry.referralId ?? null,
    createdAt: entry.at,
  });
}
