import { and, asc, eq, isNull } from "drizzle-orm";
import type { Database } from "@/lib/platform/db";
import { offerActiveAt } from "@/lib/offers/active-sql";
import { OFFER_SUMMARY_COLUMNS } from "@/lib/offers/offer-columns";
import { specialOffers, userSpecialOffers } from "@/lib/platform/db/schema";
import { offerAdjustment, type UsableOffer } from "./offer-view";
import type { SpecialOfferAdjustment } from "./quote-adjustments";
import type { Transaction } from "@/lib/platform/db/transaction";

/**
 * The special offers a customer can apply at booking (docs/product.md#special-offers): assigned to
 * them, not used yet, and active on the visit's date. Applying one uses it up in the booking's
 * transaction with a conditional update, so two bookings racing for one offer cannot both get
 * it; cancelling that order before the visit gives it back.
 */

export type { UsableOffer } from "./offer-view";

export const OFFER_UNAVAILABLE_MESSAGE = "That offer is no longer available to you. Choose another or book without it.";

/**
 * The user's unused offers that are active at `at` (the visit's start when it is known, else
 * now), for the offer picker of the review step.
 */
export async function listUsableOffers(db: Database, userId: string, at: Date): Promise<UsableOffer[]> {
  const rows = await db
    .select({
      ...OFFER_SUMMARY_COLUMNS,
      startsAt: specialOffers.startsAt,
      endsAt: specialOffers.endsAt,
    })
    .from(userSpecialOffers)
    .innerJoin(specialOffers, eq(specialOffers.id, userSpecialOffers.specialOfferId))
    .where(and(eq(userSpecialOffers.userId, userId), isNull(userSpecialOffers.usedAt), offerActiveAt(at)))
    .orderBy(asc(specialOffers.id));
  return rows.map((row) => ({
    ...row,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
  }));
}

/**
 * Uses the offer up for a booking whose visit starts at `visitStart`. Returns the offer for the
 * quote, or null when it is not the user's, already used, or not active then. The update only
 * matches an unused row, and the row lock makes a second booking wait and then match nothing.
 */
export async function consumeOffer(tx: Transaction, userId: string, offerId: number, visitStart: Date, now: Date): Promise<SpecialOfferAdjustment | null> {
  const [offer] = await tx
    .select({ id: specialOffers.id, name: specialOffers.name, isPercentage: specialOffers.isPercentage, discountValue: specialOffers.discountValue })
    .from(specialOffers)
    .where(and(eq(specialOffers.id, offerId), offerActiveAt(visitStart)));
  if (!offer) return null;
  const used = await tx
    .update(userSpecialOffers)
    .set({ usedAt: now })
    .where(and(eq(userSpecialOffers.userId, userId), eq(userSpecialOffers.specialOfferId, offerId), isNull(userSpecialOffers.usedAt)))
    .returning({ offerId: userSpecialOffers.specialOfferId });
  return used.length === 1 ? offerAdjustment(offer) : null;
}

/** Gives a used offer back (its order was cancelled before the visit). */
export async function returnOffer(tx: Transaction, userId: string, offerId: number): Promise<void> {
  await tx
    .update(userSpecialOffers)
    .set({ usedAt: null })
    .where(and(eq(userSpecialOffers.userId, userId), eq(userSpecialOffers.specialOfferId, offerId)));
}

/** An order's offer as it stands now, for re-quoting an edit: the discount follows the new subtotal. */
export async function offerOfOrder(db: Database, offerId: number | null): Promise<SpecialOfferAdjustment | null> {
  if (offerId === null) return null;
  const [offer] = await db
    .select({ id: specialOffers.id, name: specialOffers.name, isPercentage: specialOffers.isPercentage, discountValue: specialOffers.discountValue })
    .from(specialOffers)
    .where(eq(specialOffers.id, offerId));
  return offer ? offerAdjustment(offer) : null;
}
