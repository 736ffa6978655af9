/** Helpers for the admin and cabinet integration tests (not used by the app). */
import { and, eq } from "drizzle-orm";
import type { Database } from "@/lib/platform/db";
import { userSpecialOffers, type Role } from "@/lib/platform/db/schema";
import { submitBooking } from "@/lib/booking/submit-booking";
import { key, NOW, nyTime, submission } from "@/lib/booking/test-support";
import { makeUser } from "./users/user-test-support";

export { NOW, nyTime };

/** A verified account with the role (every role can book as a customer). */
export function makeAccount(db: Database, role: Role, overrides: Parameters<typeof makeUser>[2] = {}) {
  return makeUser(db, role, { emailVerifiedAt: new Date(), ...overrides });
}

/**
 * Books a regular cleaning (2 bedrooms, 1 bathroom: 3 hours) through the booking engineer's
 * own submit, on the clock of NOW, and returns the order id.
 */
export async function bookOrder(db: Database, customerId: string, startsAt: Date, overrides: Parameters<typeof submission>[1] = {}, now: Date = NOW): Promise<string> {
  const result = await submitBooking(db, { id: customerId, emailVerified: true }, submission(startsAt, overrides), key(), { now });
  if (!result.ok) throw new Error(`booking failed: ${result.message}`);
  return result.order.id;
}

/** A different day at 9:00 for each call, so tests never compete for capacity. */
let dayOffset = 0;
export function nextVisitStart(hour = 9): Date {
  dayOffset += 1;
  const day = new Date(Date.UTC(2026, 2, 4 + (dayOffset % 80)));
  return nyTime(day.toISOString().slice(0, 10), hour);
}

/** Whether the user holds the offer. */
export async function holdsOffer(db: Database, userId: string, offerId: number): Promise<boolean> {
  const rows = await db
    .select({ userId: userSpecialOffers.userId })
    .from(userSpecialOffers)
    .where(and(eq(userSpecialOffers.userId, userId), eq(userSpecialOffers.specialOfferId, offerId)));
  return rows.length > 0;
}
