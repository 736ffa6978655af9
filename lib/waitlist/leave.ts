import { and, eq, inArray, sql } from "drizzle-orm";
import { newYorkIsoDateOf } from "@/lib/kernel/time/new-york";
import type { Database } from "@/lib/platform/db";
import { waitlistEntries, waitlistHolds } from "@/lib/platform/db/schema";
import { hashToken } from "@/lib/platform/security/tokens";
import { holderIs } from "./holds";
import { scheduleWaitlistOffer } from "./offer-freed";

/**
 * Leaving the waitlist (docs/product.md#waitlist): from the account, or from an email's link
 * for a visitor. A time held for the entry is released and offered to the next in line at once.
 * Idempotent: leaving twice, or after booking, changes nothing.
 */

type Which = { customerId: string; entryId: string } | { token: string };

/** True when the entry was found (left now or before), false for a link or entry not ours. */
export async function leaveWaitlist(db: Database, which: Which, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const match =
      "token" in which
        ? eq(waitlistEntries.tokenHash, hashToken(which.token))
        : and(eq(waitlistEntries.id, which.entryId), sql`coalesce(${holderIs(which.customerId)}, false)`);
    const [entry] = await tx.select({ id: waitlistEntries.id, status: waitlistEntries.status }).from(waitlistEntries).where(match).for("update");
    if (!entry) return false;
    if (entry.status !== "waiting" && entry.status !== "offered") return true;
    await tx.update(waitlistEntries).set({ status: "left", updatedAt: now }).where(eq(waitlistEntries.id, entry.id));
    const released = await tx
      .update(waitlistHolds)
      .set({ status: "released" })
      .where(and(eq(waitlistHolds.entryId, entry.id), inArray(waitlistHolds.status, ["active"])))
      .returning({ id: waitlistHolds.id, startsAt: waitlistHolds.startsAt });
    for (const hold of released) await scheduleWaitlistOffer(tx, { date: newYorkIsoDateOf(hold.startsAt) }, now, `waitlist:released:${hold.id}`);
    return true;
  });
}

/** Whether a leave link is one of ours (the page asks before its button leaves). */
export async function isWaitlistLink(db: Database, token: string): Promise<boolean> {
  const [entry] = await db.select({ id: waitlistEntries.id }).from(waitlistEntries).where(eq(waitlistEntries.tokenHash, hashToken(token)));
  return entry !== undefined;
}
