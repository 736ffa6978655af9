/** Helpers for the booking integration tests (not used by the app). */
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Database } from "@/lib/platform/db";
import { jobs, specialOffers, userSpecialOffers, users, type Role } from "@/lib/platform/db/schema";
import type { BookingSubmission } from "./booking-request";
import { addDays, formatIsoDate, parseIsoDate } from "@/lib/kernel/time/calendar-date";
import { DEFAULT_CLOSING_CALENDAR } from "@/lib/settings/closing-calendar";
import { DEFAULT_PRICE_TABLE, type PriceTable } from "@/lib/settings/price-table";
import { isClosedDate } from "./slots";
import { newYorkDateOf, newYorkWallTimeToUtc } from "@/lib/kernel/time/new-york";

/** Monday 2 March 2026, 10:00 in New York: the clock of most tests. */
export const NOW = new Date("2026-03-02T15:00:00.000Z");

/** An instant on the hour in New York. */
export function nyTime(date: string, hour: number): Date {
  const day = parseIsoDate(date);
  if (!day) throw new Error(`bad date ${date}`);
  return newYorkWallTimeToUtc(day, hour);
}

/**
 * The first New York date `days` or more after `now` that the default closing calendar keeps
 * open: for tests of routes, which read the real clock, that need a day open for booking
 * whatever today is.
 */
export function openDateAfter(now: Date, days: number): string {
  let day = addDays(newYorkDateOf(now), days);
  while (isClosedDate(formatIsoDate(day), DEFAULT_CLOSING_CALENDAR)) day = addDays(day, 1);
  return formatIsoDate(day);
}

export async function makeCustomer(db: Database, options: { verified?: boolean; role?: Role } = {}) {
  const tag = randomUUID().slice(0, 8);
  const [row] = await db
    .insert(users)
    .values({
      email: `booker-${tag}@example.test`,
      firstName: "Dana",
      lastName: `Booker${tag}`,
      role: options.role ?? "Customer",
      emailVerifiedAt: options.verified === false ? null : new Date(),
    })
    .returning();
  if (!row) throw new Error("test customer not created");
  return { ...row, emailVerified: row.emailVerifiedAt !== null };
}

/** A regular cleaning for a 2-bedroom, 1-bathroom home in Brooklyn: 180 minutes. */
export function submission(startsAt: Date, overrides: Partial<BookingSubmission> = {}): BookingSubmission {
  return {
    request: { service: "residential-cleaning", bedrooms: 2, bathrooms: 1, extras: [], frequency: "one-time" },
    startsAt,
    address: { street: "245 Bedford Ave", unit: "3R", city: "Brooklyn", zip: "11211", accessNotes: null },
    contact: { name: "Dana Booker", phone: "(718) 555-0199", email: "dana@example.test" },
    notes: null,
    specialOfferId: null,
    giftCardCode: null,
    acceptTerms: true,
    textConsent: false,
    ...overrides,
  };
}

export const key = () => randomUUID();

/** The default price table with regular cleaning's base price moved by `raiseCents` (an admin's change). */
export function raisedTable(raiseCents: number): PriceTable {
  return {
    ...DEFAULT_PRICE_TABLE,
    services: DEFAULT_PRICE_TABLE.services.map((service) =>
      service.slug === "residential-cleaning" && service.pricing.model === "rooms" ? { ...service, pricing: { ...service.pricing, baseCents: service.pricing.baseCents + raiseCents } } : service,
    ),
  };
}

/** Gives the user a new offer and returns its id. */
export async function giveOffer(db: Database, userId: string, offer: { isPercentage: boolean; discountValue: number; name?: string }) {
  const [row] = await db
    .insert(specialOffers)
    .values({ name: offer.name ?? "Test offer", description: "For tests", isPercentage: offer.isPercentage, discountValue: offer.discountValue })
    .returning({ id: specialOffers.id });
  if (!row) throw new Error("offer not created");
  await db.insert(userSpecialOffers).values({ userId, specialOfferId: row.id });
  return row.id;
}

export async function offerUsedAt(db: Database, userId: string, offerId: number): Promise<Date | null> {
  const [row] = await db
    .select({ usedAt: userSpecialOffers.usedAt })
    .from(userSpecialOffers)
    .where(and(eq(userSpecialOffers.userId, userId), eq(userSpecialOffers.specialOfferId, offerId)));
  if (!row) throw new Error("the offer is not assigned to the user");
  return row.usedAt;
}

export async function jobKeys(db: Database): Promise<string[]> {
  const rows = await db.select({ key: jobs.dedupeKey }).from(jobs);
  return rows.map((row) => row.key ?? "").sort();
}
