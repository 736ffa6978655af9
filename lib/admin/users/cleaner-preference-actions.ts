/**
 * Staff's "Never send" and "Undo" on the admin user page (docs/product.md#preferred-and-blocked-cleaners).
 * The page's account is either end of the pair: a customer's page names a cleaner, a cleaner's
 * page names a customer. Each change and its audit row commit together; a refusal writes neither.
 */
import { eq } from "drizzle-orm";
import { z } from "zod";
import { blockByStaff, undoBlock } from "@/lib/booking/cleaner-preferences";
import { writeAudit } from "@/lib/platform/audit/audit-log";
import type { Database } from "@/lib/platform/db";
import { users } from "@/lib/platform/db/schema";
import { failure, type Result } from "@/lib/kernel/failure";
import { isUuid } from "@/lib/kernel/ids";

export const CLEANER_PREFERENCE_AUDIT_ACTIONS = { block: "user.cleaner_block", undo: "user.cleaner_unblock" } as const;

export const cleanerPreferenceBodySchema = z.object({
  userId: z.guid({ error: "Choose whom this is about." }),
});
export type CleanerPreferenceBody = z.output<typeof cleanerPreferenceBodySchema>;

const NOT_FOUND = "We couldn't find that user.";

export interface PreferenceChange {
  actorId: string;
  /** The account of the page ([id]). */
  pageUserId: string;
  /** The other end, from the body. */
  otherUserId: string;
  now: Date;
}

/** Which end is the customer: the page's account when it is a Customer's, the other one otherwise. */
async function orient(db: Database, pageUserId: string, otherUserId: string) {
  const [page] = await db.select({ role: users.role }).from(users).where(eq(users.id, pageUserId));
  if (!page) return null;
  return page.role === "Customer" ? { customerId: pageUserId, cleanerId: otherUserId } : { customerId: otherUserId, cleanerId: pageUserId };
}

/** "Never send": blocks the pair, audited on the customer. */
export async function neverSendAsStaff(db: Database, change: PreferenceChange): Promise<Result<{ customerId: string; cleanerId: string }>> {
  if (!isUuid(change.pageUserId)) return failure("not-found", NOT_FOUND);
  return db.transaction(async (tx) => {
    const pair = await orient(tx, change.pageUserId, change.otherUserId);
    if (!pair) return failure("not-found", NOT_FOUND);
    const refusal = await blockByStaff(tx, { ...pair, actorId: change.actorId, now: change.now });
    if (refusal) return refusal;
    await writeAudit(tx, { actorId: change.actorId, action: CLEANER_PREFERENCE_AUDIT_ACTIONS.block, subjectType: "user", subjectId: pair.customerId, details: { cleanerId: pair.cleanerId }, at: change.now });
    return { ok: true as const, data: pair };
  });
}

/** "Undo" of a block (whoever set it), audited on the customer with the setter it undid. */
export async function undoBlockAsStaff(db: Database, change: PreferenceChange): Promise<Result<{ customerId: string; cleanerId: string }>> {
  if (!isUuid(change.pageUserId)) return failure("not-found", NOT_FOUND);
  return db.transaction(async (tx) => {
    const pair = await orient(tx, change.pageUserId, change.otherUserId);
    if (!pair) return failure("not-found", NOT_FOUND);
    const undone = await undoBlock(tx, { ...pair, actorId: change.actorId, now: change.now });
    if ("ok" in undone) return undone;
    await writeAudit(tx, {
      actorId: change.actorId,
      action: CLEANER_PREFERENCE_AUDIT_ACTIONS.undo,
      subjectType: "user",
      subjectId: pair.customerId,
      details: { cleanerId: pair.cleanerId, setBy: undone.setBy },
      at: change.now,
    });
    return { ok: true as const, data: pair };
  });
}
