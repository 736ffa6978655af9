/**
 * Preferred and blocked cleaners (docs/product.md#preferred-and-blocked-cleaners). One row per
 * (customer, cleaner), unique in the table. Every write of a block, and the staff assignment's
 * check for one, first take the same per-pair advisory lock, so a block and an assignment of
 * that pair run one after the other: an assignment either sees the block and refuses, or
 * committed before the block was written.
 */
import { and, eq, isNotNull, isNull, ne, or, sql } from "drizzle-orm";
import type { Database } from "@/lib/platform/db";
import { cleanerPreferences, orders, users, type CleanerPreferenceRow } from "@/lib/platform/db/schema";
import { can } from "@/lib/kernel/enums/abilities";
import { failure, type Failure } from "@/lib/kernel/failure";

/** The lock class of per-(customer, cleaner) locks (see status-actions.ts for the per-cleaner class). */
const PAIR_LOCK_CLASS = 0x43_50; // "CP"

/** A poll answer at or below this blocks the visit's cleaner for that customer. */
export const BLOCK_AT_OR_BELOW = 2;

export const CLEANER_PREFERENCE_MESSAGES = {
  notFound: "We could not find that account.",
  notACustomer: "Only a customer's account has cleaners to prefer or block.",
  notACleaner: "Choose an active cleaner.",
  alreadyBlocked: "This cleaner is already never sent to this customer.",
  noBlock: "There is no block of this cleaner for this customer to undo.",
  blockedForPreference: "We won't send this cleaner to you again after your feedback. Call us if you'd like that changed.",
} as const;

/** Serializes every block write and assignment check for one pair, until the transaction ends. */
export async function lockPair(db: Database, customerId: string, cleanerId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${PAIR_LOCK_CLASS}::int, hashtext(${`${customerId}:${cleanerId}`}))`);
}

const pair = (customerId: string, cleanerId: string) => and(eq(cleanerPreferences.customerId, customerId), eq(cleanerPreferences.cleanerId, cleanerId));
const active = isNull(cleanerPreferences.undoneAt);

/** The pair's block in force, if any. Call it after lockPair inside the transaction that acts on it. */
export async function activeBlock(db: Database, customerId: string, cleanerId: string): Promise<CleanerPreferenceRow | null> {
  const [row] = await db
    .select()
    .from(cleanerPreferences)
    .where(and(pair(customerId, cleanerId), eq(cleanerPreferences.kind, "blocked"), active));
  return row ?? null;
}

/**
 * A poll answered with BLOCK_AT_OR_BELOW or less blocks the visit's cleaner, in the poll
 * answer's transaction. Not when the pair is already blocked (the first setter stays), nor when
 * staff undid the block this same visit's poll made. Returns whether it blocked.
 */
export async function blockAfterPoll(db: Database, orderId: string, now: Date): Promise<boolean> {
  const [order] = await db.select({ customerId: orders.customerId, cleanerId: orders.cleanerId }).from(orders).where(eq(orders.id, orderId));
  if (!order?.cleanerId) return false;
  await lockPair(db, order.customerId, order.cleanerId);
  const written = await db
    .insert(cleanerPreferences)
    .values({ customerId: order.customerId, cleanerId: order.cleanerId, kind: "blocked", setBy: "poll", orderId, createdAt: now })
    .onConflictDoUpdate({
      target: [cleanerPreferences.customerId, cleanerPreferences.cleanerId],
      set: { kind: "blocked", setBy: "poll", setByUserId: null, orderId, createdAt: now, undoneAt: null, undoneByUserId: null },
      // Replaces a preference or an undone block, except the undo of this very poll's block.
      setWhere: and(
        or(eq(cleanerPreferences.kind, "preferred"), isNotNull(cleanerPreferences.undoneAt)),
        or(isNull(cleanerPreferences.orderId), ne(cleanerPreferences.orderId, orderId), isNull(cleanerPreferences.undoneAt)),
      ),
    })
    .returning({ id: cleanerPreferences.id });
  return written.length > 0;
}

/** The account is an active one that may be sent to jobs. */
async function isCleaner(db: Database, userId: string): Promise<boolean> {
  const [row] = await db.select({ role: users.role, status: users.status }).from(users).where(eq(users.id, userId));
  return Boolean(row && row.status === "active" && can(row.role, "cleanerCabinet.open"));
}

async function isCustomer(db: Database, userId: string): Promise<boolean | null> {
  const [row] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId));
  return row ? row.role === "Customer" : null;
}

export interface PairChange {
  customerId: string;
  cleanerId: string;
  actorId: string;
  now: Date;
}

/** Checks both ends of a pair staff act on: a customer's account and an active cleaner's. */
async function checkPair(db: Database, customerId: string, cleanerId: string): Promise<Failure | null> {
  const customer = await isCustomer(db, customerId);
  if (customer === null) return failure("not-found", CLEANER_PREFERENCE_MESSAGES.notFound);
  if (!customer) return failure("invalid", CLEANER_PREFERENCE_MESSAGES.notACustomer, { fieldErrors: { customerId: CLEANER_PREFERENCE_MESSAGES.notACustomer } });
  if (!(await isCleaner(db, cleanerId))) return failure("invalid", CLEANER_PREFERENCE_MESSAGES.notACleaner, { fieldErrors: { cleanerId: CLEANER_PREFERENCE_MESSAGES.notACleaner } });
  return null;
}

/** Staff's "Never send": blocks the pair (replacing a preference or an undone block). Run in the action's transaction. */
export async function blockByStaff(db: Database, change: PairChange): Promise<Failure | null> {
  const refusal = await checkPair(db, change.customerId, change.cleanerId);
  if (refusal) return refusal;
  await lockPair(db, change.customerId, change.cleanerId);
  if (await activeBlock(db, change.customerId, change.cleanerId)) return failure("conflict", CLEANER_PREFERENCE_MESSAGES.alreadyBlocked);
  await db
    .insert(cleanerPreferences)
    .values({ customerId: change.customerId, cleanerId: change.cleanerId, kind: "blocked", setBy: "staff", setByUserId: change.actorId, createdAt: change.now })
    .onConflictDoUpdate({
      target: [cleanerPreferences.customerId, cleanerPreferences.cleanerId],
      set: { kind: "blocked", setBy: "staff", setByUserId: change.actorId, orderId: null, createdAt: change.now, undoneAt: null, undoneByUserId: null },
    });
  return null;
}

/** Staff's "Undo" of a block: kept as undone, so the poll that made it does not block again. Returns the undone row's setter. */
export async function undoBlock(db: Database, change: PairChange): Promise<Failure | { setBy: CleanerPreferenceRow["setBy"] }> {
  await lockPair(db, change.customerId, change.cleanerId);
  const [undone] = await db
    .update(cleanerPreferences)
    .set({ undoneAt: change.now, undoneByUserId: change.actorId })
    .where(and(pair(change.customerId, change.cleanerId), eq(cleanerPreferences.kind, "blocked"), active))
    .returning({ setBy: cleanerPreferences.setBy });
  return undone ? { setBy: undone.setBy } : failure("not-found", CLEANER_PREFERENCE_MESSAGES.noBlock);
}
