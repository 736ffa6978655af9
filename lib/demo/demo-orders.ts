import { and, eq, inArray, like, sql } from "drizzle-orm";
import { markPaidOffline } from "@/lib/billing/attention";
import { addDays } from "@/lib/time/calendar-date";
import { newYorkDateOf, newYorkWallTimeToUtc } from "@/lib/time/new-york";
import { cancelOrderAsCustomer } from "@/lib/booking/orders/cancel-order";
import { assignCleaner, checkIn, checkOut, confirmOrder, type Actor } from "@/lib/booking/orders/status-actions";
import type { BookingSubmission } from "@/lib/booking/booking-request";
import { submitBooking } from "@/lib/booking/submit-booking";
import type { Database } from "@/lib/db/client";
import { jobs, orderEvents, orderPayments, orders, satisfactionPolls, users, type OrderEventType, type OrderStatus } from "@/lib/db/schema";

/**
 * Sample bookings for the demo database: the demo customer's orders over the last and the next
 * four weeks, in every status, the visits worked by the demo cleaner, each with its timeline,
 * so the dashboard chart, the day schedule and the cleaner cabinet have something to show on a
 * first start. They go through the real booking and status functions; only their timestamps
 * are moved back to when each step would have happened. Demo seeding only: the caller runs it
 * when asked for demo data (DEMO=true or `db:seed -- --demo`), never for a production database.
 */

type Home = Pick<BookingSubmission, "request" | "address" | "notes">;

const HOMES: readonly Home[] = [
  {
    request: { service: "residential-cleaning", bedrooms: 2, bathrooms: 1, extras: [], frequency: "one-time" },
    address: { street: "245 Bedford Ave", unit: "3R", city: "Brooklyn", zip: "11211", accessNotes: "Buzz 3R; the door sticks, push hard" },
    notes: null,
  },
  {
    request: { service: "deep-cleaning", bedrooms: 1, bathrooms: 1, extras: [{ id: "inside-fridge" }], frequency: "one-time" },
    address: { street: "301 W 84th St", unit: "5B", city: "New York", zip: "10024", accessNotes: "Doorman building; keys at the front desk" },
    notes: "Please go easy on the hardwood: no standing water.",
  },
  {
    request: { service: "residential-cleaning", bedrooms: 3, bathrooms: 2, extras: [], frequency: "one-time" },
    address: { street: "108-20 71st Ave", unit: "2", city: "Forest Hills", zip: "11375", accessNotes: "Side entrance by the driveway" },
    notes: null,
  },
  {
    request: { service: "move-in-out-cleaning", bedrooms: 1, bathrooms: 1, extras: [], frequency: "one-time" },
    address: { street: "512 5th Ave", unit: "4L", city: "Brooklyn", zip: "11215", accessNotes: "Lockbox on the gate, code in the text message" },
    notes: "Empty apartment; the super lets you in if the lockbox is stuck.",
  },
];

/** [days from today, New York hour, status it ends in]; future visits start at 2 PM. */
const PLAN: ReadonlyArray<readonly [number, number, OrderStatus]> = [
  [-27, 9, "completed"],
  [-24, 10, "completed"],
  [-21, 9, "cancelled"],
  [-19, 11, "completed"],
  [-16, 9, "completed"],
  [-13, 10, "completed"],
  [-9, 9, "completed"],
  [-6, 11, "completed"],
  [-3, 10, "completed"],
  [-2, 9, "cancelled"],
  [0, 8, "in_progress"],
  [0, 14, "assigned"],
  [1, 14, "assigned"],
  [3, 14, "assigned"],
  [5, 14, "confirmed"],
  [7, 14, "pending"],
  [9, 14, "assigned"],
  [12, 14, "confirmed"],
  [15, 14, "pending"],
  [18, 14, "assigned"],
  [21, 14, "cancelled"],
  [24, 14, "pending"],
  [27, 14, "confirmed"],
];

/**
 * Satisfaction answers of some completed visits, by their place in PLAN. They are samples
 * (labelled so in the admin panel, never shown on a production database).
 */
const SAMPLE_ANSWERS: Readonly<Record<number, { rating: number; comment: string | null; publish: boolean }>> = {
  0: { rating: 5, comment: "Dorota got the soap scum off tile we had given up on. The bathroom looks like the day we moved in.", publish: true },
  1: { rating: 5, comment: "On time, brought everything, and the fridge is spotless. Booking took two minutes.", publish: true },
  3: { rating: 4, comment: "Very thorough in the kitchen. The back bedroom closet was missed, but the rest was great.", publish: true },
  5: { rating: 2, comment: "The stove top still had grease on the back burners.", publish: false },
  6: { rating: 5, comment: "Left the walk-up brighter than the day we signed the lease. Our landlord noticed.", publish: true },
  8: { rating: 5, comment: null, publish: true },
};

const KEY_PREFIX = "demo-seed-visit-";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

function checked<T extends { ok: boolean }>(result: T, step: string): T {
  if (!result.ok) throw new Error(`demo orders: ${step} was refused`);
  return result;
}

/** Moves a step's timeline event (and the order's booking time) to when it would have happened. */
async function backdate(db: Database, orderId: string, type: OrderEventType, at: Date): Promise<void> {
  await db
    .update(orderEvents)
    .set({ createdAt: at })
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.type, type)));
}

/**
 * The samples stand for visits from before card payments (docs/payments.md): checking out
 * opened each one's charge and queued a card try, which would fail on a first start (the demo
 * customer has no card) and mail a declined-payment notice for every past visit. Instead the
 * office records each as paid by check at the door, through the same staff decision as the
 * admin's "Mark paid", so the books balance and the payments list has history to show.
 */
async function settleSampleVisit(db: Database, office: Actor, orderId: string, at: Date): Promise<void> {
  const [charge] = await db.select({ id: orderPayments.id }).from(orderPayments).where(and(eq(orderPayments.orderId, orderId), eq(orderPayments.kind, "charge")));
  if (!charge) return;
  await db.delete(jobs).where(sql`${jobs.payload} ->> 'orderPaymentId' = ${charge.id}`);
  checked(await markPaidOffline(db, office, charge.id, { method: "check", note: "Paid at the door (sample visit)" }, at), "settling the visit");
}

export async function seedDemoOrders(db: Database, now: Date = new Date()): Promise<{ createdOrders: number }> {
  // Seeded once: the first sample's key marks a database that has them.
  const [seeded] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(like(orders.idempotencyKey, `${KEY_PREFIX}%`))
    .limit(1);
  if (seeded) return { createdOrders: 0 };
  const people = await db
    .select({ id: users.id, email: users.email, role: users.role, firstName: users.firstName, lastName: users.lastName, phone: users.phone })
    .from(users)
    .where(inArray(users.email, ["customer@demo.test", "cleaner@demo.test", "admin@demo.test"]));
  const customer = people.find((person) => person.email === "customer@demo.test");
  const cleaner = people.find((person) => person.email === "cleaner@demo.test");
  const admin = people.find((person) => person.email === "admin@demo.test");
  if (!customer || !cleaner || !admin) return { createdOrders: 0 };
  const office: Actor = { id: admin.id, role: admin.role };
  const worker: Actor = { id: cleaner.id, role: cleaner.role };

  const today = newYorkDateOf(now);
  const created: string[] = [];
  for (const [index, [days, hour, status]] of PLAN.entries()) {
    const home = HOMES[index % HOMES.length] ?? HOMES[0];
    if (!home) continue;
    // A day nobody works (a federal holiday, say) moves the sample a day further from today.
    let booking: Awaited<ReturnType<typeof submitBooking>> | null = null;
    let startsAt = now;
    let bookedAt = now;
    for (let shift = 0; shift < 3 && !booking?.ok; shift += 1) {
      startsAt = newYorkWallTimeToUtc(addDays(today, days + (days < 0 ? -shift : shift)), hour);
      // Booked a few days ahead, as customers do; never "in the future".
      bookedAt = new Date(Math.min(startsAt.getTime() - (3 + (index % 4)) * DAY, now.getTime() - HOUR));
      booking = await submitBooking(
        db,
        { id: customer.id, emailVerified: true },
        {
          ...home,
          startsAt,
          contact: { name: `${customer.firstName} ${customer.lastName}`, phone: customer.phone ?? "(917) 555-0105", email: customer.email },
          specialOfferId: null,
          giftCardCode: null,
          acceptTerms: true,
        },
        `${KEY_PREFIX}${index}`,
        { now: bookedAt },
      );
    }
    // Still refused (a run of closed days): that sample is left out.
    if (!booking?.ok) continue;
    const id = booking.order.id;
    created.push(id);
    await db.update(orders).set({ createdAt: bookedAt }).where(eq(orders.id, id));
    await backdate(db, id, "created", bookedAt);

    const confirmedAt = new Date(bookedAt.getTime() + 2 * HOUR);
    if (status === "cancelled") {
      checked(await cancelOrderAsCustomer(db, customer.id, id, { now: new Date(bookedAt.getTime() + DAY) }), "cancelling");
      await backdate(db, id, "cancelled", new Date(bookedAt.getTime() + DAY));
      continue;
    }
    if (status === "pending") continue;
    checked(await confirmOrder(db, id, office, { now: confirmedAt }), "confirming");
    await backdate(db, id, "confirmed", confirmedAt);
    if (status === "confirmed") continue;
    const assignedAt = new Date(confirmedAt.getTime() + HOUR);
    checked(await assignCleaner(db, id, cleaner.id, office, { now: assignedAt }), "assigning");
    await backdate(db, id, "assigned", assignedAt);
    if (status === "assigned") continue;
    const arrivedAt = new Date(startsAt.getTime() + 5 * 60_000);
    checked(await checkIn(db, id, worker, { now: arrivedAt }), "checking in");
    await backdate(db, id, "checked_in", arrivedAt);
    if (status === "in_progress") continue;
    const [visit] = await db.select({ endsAt: orders.endsAt }).from(orders).where(eq(orders.id, id));
    const leftAt = new Date((visit?.endsAt ?? startsAt).getTime() - 10 * 60_000);
    checked(await checkOut(db, id, worker, { now: leftAt, note: "All rooms done; trash out to the curb." }), "checking out");
    await backdate(db, id, "completed", leftAt);
    await settleSampleVisit(db, office, id, new Date(leftAt.getTime() + HOUR));
    const answer = SAMPLE_ANSWERS[index];
    if (answer) {
      await db
        .insert(satisfactionPolls)
        .values({
          orderId: id,
          tokenHash: `demo-sample-${id}`,
          rating: answer.rating,
          comment: answer.comment,
          answeredAt: new Date(leftAt.getTime() + 5 * HOUR),
          flagged: answer.rating <= 3,
          publishConsent: answer.publish,
          sample: true,
        })
        .onConflictDoNothing();
    }
  }
  // Their emails (received, confirmed, reminders, polls) would go to the demo customer's
  // inbox on every first start; samples are for looking at, not for mailing.
  if (created.length > 0) await db.delete(jobs).where(sql`${jobs.payload} ->> 'orderId' in ${created}`);
  return { createdOrders: created.length };
}
