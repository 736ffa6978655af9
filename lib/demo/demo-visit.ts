import { and, eq, sql } from "drizzle-orm";
import { markPaidOffline } from "@/lib/billing/attention";
import { cancelOrderAsCustomer } from "@/lib/booking/orders/cancel-order";
import { assignCleaner, checkIn, checkOut, confirmOrder, type Actor } from "@/lib/booking/orders/status-actions";
import { submitBooking } from "@/lib/booking/submit-booking";
import type { Database } from "@/lib/db/client";
import { jobs, orderEvents, orderPayments, orders, satisfactionPolls, type OrderEventType, type OrderStatus } from "@/lib/db/schema";
import type { BusinessSettings } from "@/lib/settings/business-settings";
import type { DemoStep, DemoStepName, PlannedVisit } from "./demo-plan";
import { DEMO_HOMES, type DemoSample } from "./demo-samples";

/**
 * One planned sample visit, step by step through the real booking and status functions, each
 * told the time the plan gives it. What those functions stamp with the database's clock instead
 * (the order's own created and updated times, the charge row, the poll row) is moved back to that
 * time too, so nothing a sample writes is later than "now".
 */

export const DEMO_KEY_PREFIX = "demo-seed-visit-";

export interface DemoCast {
  customer: { id: string; email: string; firstName: string; lastName: string; phone: string | null };
  office: Actor;
  cleaner: Actor;
}

/** How far a sample got: its order and status (once booked), and the step refused with the reason, if one was. */
export interface SampleOutcome {
  order: { id: string; status: OrderStatus } | null;
  refused: { step: DemoStepName; reason: string } | null;
}

type Outcome = { ok: true } | { ok: false; message: string };

/**
 * What each step leaves: the order's status and the timeline event it writes. Settling writes
 * its own "payment" event at its time and leaves the visit completed, as the poll answer does.
 */
const STEP_EFFECT: Partial<Record<DemoStepName, { status: OrderStatus; event: OrderEventType }>> = {
  book: { status: "pending", event: "created" },
  confirm: { status: "confirmed", event: "confirmed" },
  assign: { status: "assigned", event: "assigned" },
  "check-in": { status: "in_progress", event: "checked_in" },
  "check-out": { status: "completed", event: "completed" },
  cancel: { status: "cancelled", event: "cancelled" },
};

async function backdateEvent(db: Database, orderId: string, type: OrderEventType, at: Date): Promise<void> {
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
async function settle(db: Database, office: Actor, orderId: string, openedAt: Date, at: Date): Promise<Outcome> {
  const [charge] = await db.select({ id: orderPayments.id }).from(orderPayments).where(and(eq(orderPayments.orderId, orderId), eq(orderPayments.kind, "charge")));
  if (!charge) return { ok: true };
  await db.delete(jobs).where(sql`${jobs.payload} ->> 'orderPaymentId' = ${charge.id}`);
  const settled = await markPaidOffline(db, office, charge.id, { method: "check", note: "Paid at the door (sample visit)" }, at);
  if (settled.ok) await db.update(orderPayments).set({ createdAt: openedAt, updatedAt: at }).where(eq(orderPayments.id, charge.id));
  return settled;
}

async function answer(db: Database, sample: DemoSample, orderId: string, sentAt: Date, at: Date): Promise<Outcome> {
  const given = sample.answer;
  if (!given) return { ok: true };
  await db
    .insert(satisfactionPolls)
    .values({
      orderId,
      tokenHash: `demo-sample-${orderId}`,
      rating: given.rating,
      comment: given.comment,
      answeredAt: at,
      flagged: given.rating <= 3,
      publishConsent: given.publish,
      sample: true,
      createdAt: sentAt,
    })
    .onConflictDoNothing();
  return { ok: true };
}

function stepAt(steps: readonly DemoStep[], name: DemoStepName): Date | undefined {
  return steps.find((step) => step.name === name)?.at;
}

async function runStep(db: Database, cast: DemoCast, visit: PlannedVisit, sample: DemoSample, orderId: string, step: DemoStep): Promise<Outcome> {
  const now = step.at;
  switch (step.name) {
    case "confirm":
      return confirmOrder(db, orderId, cast.office, { now });
    case "assign":
      return assignCleaner(db, orderId, cast.cleaner.id, cast.office, { now });
    case "check-in":
      return checkIn(db, orderId, cast.cleaner, { now });
    case "check-out":
      return checkOut(db, orderId, cast.cleaner, { now, note: "All rooms done; trash out to the curb." });
    case "settle":
      return settle(db, cast.office, orderId, stepAt(visit.steps, "check-out") ?? now, now);
    case "answer":
      return answer(db, sample, orderId, stepAt(visit.steps, "check-out") ?? now, now);
    case "cancel":
      return cancelOrderAsCustomer(db, cast.customer.id, orderId, { now });
    case "book":
      return { ok: false, message: "the plan books the visit a second time" };
  }
}

async function book(db: Database, cast: DemoCast, settings: BusinessSettings, visit: PlannedVisit, sample: DemoSample, at: Date) {
  const home = DEMO_HOMES[sample.home];
  if (!home) return { ok: false as const, message: `there is no demo home ${sample.home}` };
  const { customer } = cast;
  return submitBooking(
    db,
    { id: customer.id, emailVerified: true },
    {
      ...home,
      startsAt: visit.startsAt,
      contact: { name: `${customer.firstName} ${customer.lastName}`, phone: customer.phone ?? "(917) 555-0105", email: customer.email },
      specialOfferId: null,
      giftCardCode: null,
      acceptTerms: true,
    },
    `${DEMO_KEY_PREFIX}${visit.sample}`,
    { now: at, settings },
  );
}

/** Books the visit and takes it through its steps; stops at the first step refused. */
export async function seedSampleVisit(db: Database, cast: DemoCast, settings: BusinessSettings, visit: PlannedVisit, sample: DemoSample): Promise<SampleOutcome> {
  const [first, ...rest] = visit.steps;
  if (!first || first.name !== "book") return { order: null, refused: { step: "book", reason: "the plan does not start with the booking" } };
  const booked = await book(db, cast, settings, visit, sample, first.at);
  if (!booked.ok) return { order: null, refused: { step: "book", reason: booked.message } };
  // Made by another start-up at the same moment: that one takes it through its steps.
  if (!booked.created) return { order: null, refused: { step: "book", reason: "it was booked already" } };
  const order = { id: booked.order.id, status: "pending" as OrderStatus };
  await backdateEvent(db, order.id, "created", first.at);

  let last = first;
  let refused: SampleOutcome["refused"] = null;
  for (const step of rest) {
    const outcome = await runStep(db, cast, visit, sample, order.id, step);
    if (!outcome.ok) {
      refused = { step: step.name, reason: outcome.message };
      break;
    }
    const effect = STEP_EFFECT[step.name];
    if (effect) {
      await backdateEvent(db, order.id, effect.event, step.at);
      order.status = effect.status;
    }
    last = step;
  }
  await db.update(orders).set({ createdAt: first.at, updatedAt: last.at }).where(eq(orders.id, order.id));
  return { order, refused };
}
