import { sql } from "drizzle-orm";
import type { Transaction } from "@/lib/platform/db/transaction";
import type { Borough } from "@/lib/kernel/service-area";

/**
 * The advisory locks that keep capacity honest (docs/product.md#cleaners-availability), all held
 * until the transaction ends. A visit is placed under the lock of each New York day it touches
 * and of the cleaner pool it draws on: the boroughs linked by cleaners who work more than one of
 * them. Two bookings in pools that share no cleaner never wait for each other; two that could
 * take the same cleaner do, so the second sees the first.
 *
 * Three classes, always taken in this order so no two transactions wait in a circle:
 * 1. the pool map (one key): shared by everyone placing a visit, exclusive for a change to who
 *    works where or when, so the pools a booking locked cannot change under it;
 * 2. each day (class "BK", the day number): shared by a visit in one pool, exclusive for work on
 *    the whole day (the waitlist hands out freed times of a day at once);
 * 3. each day's pool (class "BP", day × 8 + the pool's boroughs as bits): exclusive.
 */
const POOL_MAP_LOCK_CLASS = 0x42_4d; // "BM"
const SCHEDULE_DAY_LOCK_CLASS = 0x42_4b; // "BK"
const SCHEDULE_POOL_LOCK_CLASS = 0x42_50; // "BP"

/** For a change to cleaners' weeks, boroughs or time off: waits for every placement under way. */
export async function lockPoolMapExclusive(tx: Transaction): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${POOL_MAP_LOCK_CLASS}::int, 0)`);
}

export async function lockPoolMapShared(tx: Transaction): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock_shared(${POOL_MAP_LOCK_CLASS}::int, 0)`);
}

/** The whole of each day, against every placement on it (days in increasing order). */
export async function lockWholeDays(tx: Transaction, days: readonly number[]): Promise<void> {
  for (const day of [...days].sort((a, b) => a - b)) {
    await tx.execute(sql`select pg_advisory_xact_lock(${SCHEDULE_DAY_LOCK_CLASS}::int, ${day}::int)`);
  }
}

/** One pool on each day: the day shared, then the pool's own key (days in increasing order). */
export async function lockPoolDays(tx: Transaction, days: readonly number[], pool: readonly Borough[]): Promise<void> {
  const sorted = [...days].sort((a, b) => a - b);
  for (const day of sorted) await tx.execute(sql`select pg_advisory_xact_lock_shared(${SCHEDULE_DAY_LOCK_CLASS}::int, ${day}::int)`);
  const bits = poolBits(pool);
  for (const day of sorted) await tx.execute(sql`select pg_advisory_xact_lock(${SCHEDULE_POOL_LOCK_CLASS}::int, ${day * 8 + bits}::int)`);
}

const BOROUGH_BITS: Record<Borough, number> = { Manhattan: 1, Brooklyn: 2, Queens: 4 };

function poolBits(pool: readonly Borough[]): number {
  return pool.reduce((bits, borough) => bits | BOROUGH_BITS[borough], 0);
}
