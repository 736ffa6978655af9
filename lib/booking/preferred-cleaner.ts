/**
 * The customer's "I'd like {first name} again" on a completed visit's page
 * (docs/product.md#preferred-and-blocked-cleaners). Only the signed-in customer's own completed
 * visit with a cleaner qualifies; any other order is "not found", so nobody learns of it.
 */
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "@/lib/platform/db";
import { cleanerPreferences, orders, users } from "@/lib/platform/db/schema";
import { failure, type Result } from "@/lib/kernel/failure";
import { isUuid } from "@/lib/kernel/ids";
import { activeBlock, CLEANER_PREFERENCE_MESSAGES, lockPair } from "./cleaner-preferences";

export const PREFERRED_CLEANER_NOT_FOUND = "We could not find that visit.";

export const preferredCleanerBodySchema = z.object({
  preferred: z.boolean({ error: "Say whether you'd like this cleaner again (true or false)." }),
});
export type PreferredCleanerBody = z.output<typeof preferredCleanerBodySchema>;

/** The customer's visit with its cleaner, when it is completed and has one. */
async function completedVisitCleaner(db: Database, customerId: string, orderId: string) {
  if (!isUuid(orderId)) return null;
  const [row] = await db
    .select({ cleanerId: orders.cleanerId })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.customerId, customerId), eq(orders.status, "completed")));
  return row?.cleanerId ?? null;
}

/** Turns the preference for the visit's cleaner on or off; a cleaner the customer has blocked cannot be preferred. */
export async function setPreferredCleaner(
  db: Database,
  customerId: string,
  orderId: string,
  body: PreferredCleanerBody,
  now: Date,
): Promise<Result<{ preferred: boolean }>> {
  return db.transaction(async (tx) => {
    const cleanerId = await completedVisitCleaner(tx, customerId, orderId);
    if (!cleanerId) return failure("not-found", PREFERRED_CLEANER_NOT_FOUND);
    await lockPair(tx, customerId, cleanerId);
    if (await activeBlock(tx, customerId, cleanerId)) return failure("conflict", CLEANER_PREFERENCE_MESSAGES.blockedForPreference);
    const thePair = and(eq(cleanerPreferences.customerId, customerId), eq(cleanerPreferences.cleanerId, cleanerId));
    if (!body.preferred) {
      await tx.delete(cleanerPreferences).where(and(thePair, eq(cleanerPreferences.kind, "preferred")));
      return { ok: true as const, data: { preferred: false } };
    }
    await tx
      .insert(cleanerPreferences)
      .values({ customerId, cleanerId, kind: "preferred", setBy: "customer", setByUserId: customerId, createdAt: now })
      .onConflictDoUpdate({
        target: [cleanerPreferences.customerId, cleanerPreferences.cleanerId],
        // Replaces an undone block; a preference already there keeps its date.
        set: { kind: "preferred", setBy: "customer", setByUserId: customerId, orderId: null, createdAt: now, undoneAt: null, undoneByUserId: null },
        setWhere: eq(cleanerPreferences.kind, "blocked"),
      });
    return { ok: true as const, data: { preferred: true } };
  });
}

/** For the visit page: the cleaner's first name and whether the customer prefers them; null when the control does not apply. */
export async function preferredCleanerView(db: Database, customerId: string, orderId: string): Promise<{ firstName: string; preferred: boolean; blocked: boolean } | null> {
  const cleanerId = await completedVisitCleaner(db, customerId, orderId);
  if (!cleanerId) return null;
  const [row] = await db
    .select({ firstName: users.firstName, kind: cleanerPreferences.kind, undoneAt: cleanerPreferences.undoneAt })
    .from(users)
    .leftJoin(cleanerPreferences, and(eq(cleanerPreferences.cleanerId, users.id), eq(cleanerPreferences.customerId, customerId)))
    .where(eq(users.id, cleanerId));
  if (!row) return null;
  return { firstName: row.firstName, preferred: row.kind === "preferred", blocked: row.kind === "blocked" && row.undoneAt === null };
}
