import { and, eq, sql } from "drizzle-orm";
import { markPaidOffline } from "@/lib/payments/attention";
import { cancelOrderAsCustomer } from "@/lib/booking/orders/cancel-order";
import { assignCleaner, checkIn, checkOut, confirmOrder, type Actor } from "@/lib/booking/orders/status-actions";
import { submitBooking } from "@/lib/booking/submit-booking";
import type { Database } from "@/lib/platform/db/client";
import { jobs, orderPayments, satisfactionPolls, type OrderStatus } from "@/lib/platform/db/schema";
import type { BusinessSettings } from "@/lib/settings/business-settings";
import type { DemoStep, DemoStepName, PlannedVisit } from "./demo-plan";
import { DEMO_HOMES, type DemoSample } from "./demo-samples";

/**
 * One planned sample visit, step by step through the real booking and status functions, each
 * told the time the plan gives it. Those functions stamp every row they write with the clock
 * they are handed (docs/architecture.md, "Time is an input"), so nothing a sample writes is
 * later than "now" and each timeline entry stands at its own step's time.
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

/** The order's status after each step; settling and the poll answer leave the visit completed. */
const STATUS_AFTER: Partial<Record<DemoStepName, OrderStatus>> = {
  book: "pending",
  confirm: "confirmed",
  assign: "assigned",
  "check-in": "in_progress",
  "check-out": "completed",
  cancel: "cancelled",
};

/**
 * The samples stand for visits from before card payments (docs/payments.md): checking out
 * opened each one's charge and queued a card try, which would fail on a first start (the demo
 * customer has no card) and mail a declined-payment notice for every past visit. Instead the
 * office records each as paid by check at the door, through the same staff decision as the
 * admin's "Mark paid", so the books balance and the payments list has history to show.
 */
async function settle(db: Database, office: Actor, orderId: string, at: Date): Promise<Outcome> {
  const [charge] = await db.select({ id: orderPayments.id }).from(orderPayments).where(and(eq(orderPayments.orderId, orderId), eq(orderPayments.kind, "charge")));
  if (!charge) return { ok: true };
  await db.delete(jobs).where(sql`${jobs.payload} ->> 'orderPaymentId' = ${charge.id}`);
  const settled = await markPaidOffline(db, office, charge.id, { method: "check", note: "Paid at the door (sample visit)" }, at);
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
      return settle(db, cast.office, orderId, now);
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
      contact: { name: `${customer.firstName} ${customer.lastName}`, phone: customer.phone ?? "+19175550105", email: customer.email },
      specialOfferId: null,
      giftCardCode: null,
      acceptTerms: true,
      textConsent: false,
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

  let refused: SampleOutcome["refused"] = null;
  for (const step of rest) {
    const outcome = await runStep(db, cast, visit, sample, order.id, step);
    if (!outcome.ok) {
      refused = { step: step.name, reason: outcome.message };
      break;
    }
    order.status = STATUS_AFTER[step.name] ?? order.status;
  }
  return { order, refused };
}
