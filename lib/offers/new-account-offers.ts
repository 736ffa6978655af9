import { and, eq } from "drizzle-orm";
import type { Database } from "@/lib/platform/db";
import { specialOffers, userSpecialOffers } from "@/lib/platform/db/schema";
import { offerActiveAt } from "./active-sql";

/**
 * Gives a new account every active offer marked "assign to every new account". Registration
 * and the first Google sign-in call it inside the transaction that creates the user.
 */
export async function assignNewAccountOffers(db: Database, userId: string, now = new Date()): Promise<void> {
  const offers = await db
    .select({ id: specialOffers.id })
    .from(specialOffers)
    .where(and(eq(specialOffers.assignToNewAccounts, true), offerActiveAt(now)));
  if (offers.length === 0) return;
  await db
    .insert(userSpecialOffers)
    .values(offers.map((offer) => ({ userId, specialOfferId: offer.id, assignedAt: now })))
    .onConflictDoNothing();
}
