import { inArray, like, sql } from "drizzle-orm";
import { computeQuote } from "@/lib/booking/pricing";
import { isClosedDate } from "@/lib/booking/slots";
import type { Database } from "@/lib/platform/db/client";
import { jobs, orders, users } from "@/lib/platform/db/schema";
import { getLogger, type Logger } from "@/lib/platform/log/logger";
import { readBusinessSettings, type BusinessSettings } from "@/lib/settings/business-settings";
import { planDemoVisits, type DemoPlan, type DemoStepName } from "./demo-plan";
import { DEMO_HOMES, DEMO_SAMPLES, type DemoSample } from "./demo-samples";
import { DEMO_KEY_PREFIX, seedSampleVisit, type DemoCast } from "./demo-visit";

/**
 * Sample bookings for the demo database: the demo customer's orders over the last and the next
 * four weeks, in every status, the visits worked by the demo cleaner, each with its timeline,
 * so the dashboard chart, the day schedule and the cleaner cabinet have something to show on a
 * first start. demo-plan.ts places them around the closed days and the clock; they go through
 * the real booking and status functions, each step at its own time, never later than `now`.
 *
 * Demo data must never stop the server: a sample that fits nowhere, or a step the real
 * functions refuse (a day staff filled up, say), leaves that sample out, or where it got, with
 * a warning line, and the others are seeded. Demo seeding only: the caller runs it when asked
 * for demo data (DEMO=true or `db:seed -- --demo`), never for a production database.
 */

export interface DemoOrdersOptions {
  /** The clock: every sample visit is placed around it, and every step happens at or before it. */
  now: Date;
  logger?: Logger;
}

export interface DemoOrdersResult {
  createdOrders: number;
  /** Samples left out, or left short of their status, each with a warning line. */
  skippedSamples: number;
}

const STEP_WORDS: Readonly<Record<DemoStepName, string>> = {
  book: "booking",
  confirm: "confirming",
  assign: "assigning",
  "check-in": "checking in",
  "check-out": "checking out",
  settle: "settling the visit",
  answer: "answering the poll",
  cancel: "cancelling",
};

function whenMeant(days: number): string {
  if (days === 0) return "today";
  if (days === 1) return "tomorrow";
  if (days === -1) return "yesterday";
  return days < 0 ? `${-days} days ago` : `in ${days} days`;
}

const sampleName = (index: number, sample: DemoSample) => `sample visit ${index} (${sample.status}, meant for ${whenMeant(sample.days)})`;

async function demoCast(db: Database): Promise<DemoCast | null> {
  const people = await db
    .select({ id: users.id, email: users.email, role: users.role, firstName: users.firstName, lastName: users.lastName, phone: users.phone })
    .from(users)
    .where(inArray(users.email, ["customer@demo.test", "cleaner@demo.test", "admin@demo.test"]));
  const customer = people.find((person) => person.email === "customer@demo.test");
  const cleaner = people.find((person) => person.email === "cleaner@demo.test");
  const admin = people.find((person) => person.email === "admin@demo.test");
  if (!customer || !cleaner || !admin) return null;
  return { customer, office: { id: admin.id, role: admin.role }, cleaner: { id: cleaner.id, role: cleaner.role } };
}

/** Where the samples go on a database with these settings: its closed days, its prices. */
export function demoPlanFor(settings: BusinessSettings, now: Date): DemoPlan {
  // The days nobody books, as the booking checks them (slots.ts): the one place that says so here.
  const isClosed = (date: string) => isClosedDate(date, settings.closing);
  const durationMinutes = (sample: DemoSample) => {
    const home = DEMO_HOMES[sample.home];
    const priced = home ? computeQuote(home.request, settings.priceTable) : null;
    return priced?.ok ? priced.quote.estimatedMinutes : null;
  };
  return planDemoVisits({ now, isClosed, samples: DEMO_SAMPLES, durationMinutes });
}

export async function seedDemoOrders(db: Database, options: DemoOrdersOptions): Promise<DemoOrdersResult> {
  const { now } = options;
  const logger = options.logger ?? getLogger();
  const none: DemoOrdersResult = { createdOrders: 0, skippedSamples: 0 };
  // Seeded once: a sample's key marks a database that has them.
  const [seeded] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(like(orders.idempotencyKey, `${DEMO_KEY_PREFIX}%`))
    .limit(1);
  if (seeded) return none;
  const cast = await demoCast(db);
  if (!cast) return none;

  const settings = await readBusinessSettings(db);
  const plan = demoPlanFor(settings, now);

  let skippedSamples = 0;
  for (const left of plan.unplaced) {
    const sample = DEMO_SAMPLES[left.sample];
    if (!sample) continue;
    skippedSamples += 1;
    logger.warn({ sample: left.sample, status: sample.status, step: "placing", reason: left.reason }, `demo orders: ${sampleName(left.sample, sample)} left out: ${left.reason}`);
  }
  const created: string[] = [];
  for (const visit of plan.visits) {
    const sample = DEMO_SAMPLES[visit.sample];
    if (!sample) continue;
    const { order, refused } = await seedSampleVisit(db, cast, settings, visit, sample);
    if (order) created.push(order.id);
    if (!refused) continue;
    skippedSamples += 1;
    const { step, reason } = refused;
    const where = order ? `stays ${order.status}` : "left out";
    logger.warn(
      { sample: visit.sample, status: sample.status, step, reason, startsAt: visit.startsAt.toISOString(), orderId: order?.id ?? null },
      `demo orders: ${sampleName(visit.sample, sample)} ${where}: ${STEP_WORDS[step]} was refused: ${reason}`,
    );
  }
  // Their emails (received, confirmed, reminders, polls) would go to the demo customer's
  // inbox on every first start; samples are for looking at, not for mailing.
  if (created.length > 0) await db.delete(jobs).where(sql`${jobs.payload} ->> 'orderId' in ${created}`);
  return { createdOrders: created.length, skippedSamples };
}
