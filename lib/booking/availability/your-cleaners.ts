import { and, asc, eq, inArray } from "drizzle-orm";
import { holdersOf } from "@/lib/kernel/enums/abilities";
import { failure, FailureError } from "@/lib/kernel/failure";
import type { Database } from "@/lib/platform/db";
import { cleanerAvailability, cleanerPreferences, users } from "@/lib/platform/db/schema";

/**
 * "Book my cleaner again" (docs/product.md#cleaners-availability): the cleaners a customer
 * marked "I'd like … again" who are still active and on the schedule, so booking can offer
 * their free times first.
 */
export interface YourCleaner {
  id: string;
  firstName: string;
}

export const REQUESTED_CLEANER_MESSAGE = "Choose one of your cleaners, or any available cleaner.";

export async function yourCleaners(db: Database, customerId: string): Promise<YourCleaner[]> {
  return db
    .select({ id: users.id, firstName: users.firstName })
    .from(cleanerPreferences)
    .innerJoin(users, eq(users.id, cleanerPreferences.cleanerId))
    .innerJoin(cleanerAvailability, eq(cleanerAvailability.cleanerId, users.id))
    .where(
      and(
        eq(cleanerPreferences.customerId, customerId),
        eq(cleanerPreferences.kind, "preferred"),
        eq(users.status, "active"),
        inArray(users.role, holdersOf("cleanerCabinet.open")),
      ),
    )
    .orderBy(asc(users.firstName));
}

/** The cleaner is one of the customer's own. */
export async function isYourCleaner(db: Database, customerId: string, cleanerId: string): Promise<boolean> {
  return (await yourCleaners(db, customerId)).some((cleaner) => cleaner.id === cleanerId);
}

/** The cleaner a booking asks for, when they are one of the customer's; anything else is refused on the date step. */
export async function requestedCleaner(db: Database, customerId: string, requestedCleanerId: string | null | undefined): Promise<string | null> {
  if (!requestedCleanerId) return null;
  if (await isYourCleaner(db, customerId, requestedCleanerId)) return requestedCleanerId;
  throw new FailureError(failure("invalid", REQUESTED_CLEANER_MESSAGE, { fieldErrors: { requestedCleanerId: REQUESTED_CLEANER_MESSAGE } }));
}
