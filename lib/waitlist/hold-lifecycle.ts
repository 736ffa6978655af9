import { and, eq, inArray, sql } from "drizzle-orm";
import { lockScheduleDays } from "@/lib/booking/capacity";
import { newYorkIsoDateOf } from "@/lib/kernel/time/new-york";
import type { Database } from "@/lib/platform/db";
import { orders, waitlistEntries, waitlistHolds } from "@/lib/platform/db/schema";
import type { Transaction } from "@/lib/platform/db/transaction";
import { holderIs } from "./holds";
import { offerFreedTimesOn, scheduleWaitlistOffer } from "./offer-freed";

/**
 * What ends a hold (docs/product.md#waitlist): its holder books (booked), its time runs out
 * (expired, and the time goes to the next in line at once), or its holder leaves the list
 * (released, and the same).
 */

export type ExpiryOutcome = "expired" | "not-yet" | "gone";

/**
 * The hold-expiry job: a hold still active at its expiry is expired, its entry with it, and the
 * time offered to the next entry under the same lock. A hold booked or released since is left.
 */
export async function expireHold(db: Database, holdId: string, now: Date): Promise<ExpiryOutcome> {
  return db.transaction(async (tx) => {
    const [found] = await tx.select({ startsAt: waitlistHolds.startsAt, endsAt: waitlistHolds.endsAt }).from(waitlistHolds).where(eq(waitlistHolds.id, holdId));
    if (!found) return "gone";
    // The day's lock first, as a booking takes it: the holder's booking and the expiry take turns.
    await lockScheduleDays(tx, found.startsAt, found.endsAt);
    const [hold] = await tx.select().from(waitlistHolds).where(eq(waitlistHolds.id, holdId)).for("update");
    if (!hold || hold.status !== "active") return "gone";
    if (hold.expiresAt.getTime() > now.getTime()) return "not-yet";
    await tx.update(waitlistHolds).set({ status: "expired" }).where(eq(waitlistHolds.id, holdId));
    await tx.update(waitlistEntries).set({ status: "expired", updatedAt: now }).where(and(eq(waitlistEntries.id, hold.entryId), eq(waitlistEntries.status, "offered")));
    await offerFreedTimesOn(tx, newYorkIsoDateOf(hold.startsAt), now);
    return "expired";
  });
}

/**
 * Booking's reaction when a customer books (inside the booking's transaction, the day locked):
 * their waitlist entries for that date are done. A hold on the time they booked is consumed; a
 * hold on another time is released and that time offered to the next in line.
 */
export async function markWaitlistBooked(tx: Transaction, order: { id: string; customerId: string }, now: Date): Promise<void> {
  const [booked] = await tx.select({ startsAt: orders.startsAt }).from(orders).where(eq(orders.id, order.id));
  if (!booked) return;
  const date = newYorkIsoDateOf(booked.startsAt);
  const entries = await tx
    .update(waitlistEntries)
    .set({ status: "booked", updatedAt: now })
    .where(and(eq(waitlistEntries.date, date), inArray(waitlistEntries.status, ["waiting", "offered"]), sql`coalesce(${holderIs(order.customerId)}, false)`))
    .returning({ id: waitlistEntries.id });
  if (entries.length === 0) return;
  const holds = await tx
    .select({ id: waitlistHolds.id, startsAt: waitlistHolds.startsAt })
    .from(waitlistHolds)
    .where(and(inArray(waitlistHolds.entryId, entries.map((entry) => entry.id)), eq(waitlistHolds.status, "active")));
  for (const hold of holds) {
    const consumed = hold.startsAt.getTime() === booked.startsAt.getTime();
    await tx.update(waitlistHolds).set({ status: consumed ? "booked" : "released" }).where(eq(waitlistHolds.id, hold.id));
    if (!consumed) await scheduleWaitlistOffer(tx, { date }, now, `waitlist:released:${hold.id}`);
  }
}

/** Booking's reaction to a cancellation (inside its transaction): the freed time is offered at once, by a job. */
export async function offerAfterCancellation(tx: Transaction, order: { id: string }, now: Date): Promise<void> {
  const [cancelled] = await tx.select({ startsAt: orders.startsAt }).from(orders).where(eq(orders.id, order.id));
  if (!cancelled) return;
  await scheduleWaitlistOffer(tx, { date: newYorkIsoDateOf(cancelled.startsAt) }, now, `waitlist:cancelled:${order.id}`);
}
