import { and, gt, isNull, lte, or, type SQL } from "drizzle-orm";
import { specialOffers } from "@/lib/platform/db/schema";

/**
 * isActiveAt (active-window.ts) as a SQL condition: startsAt ≤ at < endsAt, a missing bound is
 * open. The one definition for every query that lists or assigns offers.
 */
export function offerActiveAt(at: Date): SQL {
  return and(or(isNull(specialOffers.startsAt), lte(specialOffers.startsAt, at)), or(isNull(specialOffers.endsAt), gt(specialOffers.endsAt, at))) as SQL;
}
