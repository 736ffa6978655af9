import { and, asc, eq, isNull } from "drizzle-orm";
import type { Database } from "@/lib/platform/db";
import { offerActiveAt } from "./active-sql";
import { specialOffers, userSpecialOffers } from "@/lib/platform/db/schema";
import { toPublicOffer } from "./dto";
import { OFFER_SUMMARY_COLUMNS } from "./offer-columns";
import type { PublicOffer, UserOffer } from "./offer-types";


/** Every public offer active now, oldest first (the welcome offer leads), for anyone. */
export async function listPublicOffers(db: Database, now = new Date()): Promise<PublicOffer[]> {
  const rows = await db
    .select(OFFER_SUMMARY_COLUMNS)
    .from(specialOffers)
    .where(and(eq(specialOffers.isPublic, true), offerActiveAt(now)))
    .orderBy(asc(specialOffers.createdAt), asc(specialOffers.id));
  return rows.map(toPublicOffer);
}

/**
 * The offers one user can still use: assigned to them, not used up (single use) and active
 * now. Private offers are included; the home page shows only those that are also public.
 */
export async function listUserOffers(db: Database, userId: string, now = new Date()): Promise<UserOffer[]> {
  return db
    .select({ specialOfferId: userSpecialOffers.specialOfferId })
    .from(userSpecialOffers)
    .innerJoin(specialOffers, eq(specialOffers.id, userSpecialOffers.specialOfferId))
    .where(and(eq(userSpecialOffers.userId, userId), isNull(userSpecialOffers.usedAt), offerActiveAt(now)))
    .orderBy(asc(specialOffers.createdAt), asc(specialOffers.id));
}
