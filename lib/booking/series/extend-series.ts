import { and, eq, isNull, lt } from "drizzle-orm";
import type { Database } from "@/lib/platform/db";
import { orderSeries, orders } from "@/lib/platform/db/schema";
import { scheduleJob } from "@/lib/platform/jobs/queue";
import { getLogger } from "@/lib/platform/log/logger";
import { readBusinessSettings, type BusinessSettings } from "@/lib/settings/business-settings";
import { closureOn, holidaySurchargeAt, type ClosingCalendar } from "@/lib/settings/closing-calendar";
import { formatVisitDate } from "../booking-time";
import { addDays, formatIsoDate } from "@/lib/kernel/time/calendar-date";
import { lockAndCheckRoom } from "../capacity";
import { BOOKING_JOB_KINDS, scheduleReminder, scheduleSkippedVisitMail } from "../notifications";
import { newYorkDateOf, newYorkIsoDateOf, newYorkWallTimeToUtc } from "@/lib/kernel/time/new-york";
import { boroughOf, orderColumns } from "../order-values";
import { recordOrderEvent } from "../orders/order-timeline";
import { computeQuote, type Quote } from "../pricing";
import type { Transaction } from "@/lib/platform/db/transaction";
import { occurrencesBetween, seriesHorizon } from "./series-dates";

/**
 * Rolling generation of recurring visits: every active series has its visits for the next
 * 8 weeks as orders. Each visit goes through the same locked capacity check as a booking; a
 * visit that finds no cleaner free is skipped and the customer is emailed to pick another
 * time, because a series must never overbook either. A visit on a closed day (a holiday the
 * company closes, a day staff closed) is skipped with a note; one on an open holiday the
 * company surcharges is priced with the surcharge, like a booking on that day.
 */

export interface ExtendOptions {
  now: Date;
  settings?: BusinessSettings;
}

export interface ExtendOutcome {
  created: number;
  skipped: number;
}

/** Generates one series's missing visits up to the horizon. Safe to run on many hosts at once. */
export async function extendSeries(db: Database, seriesId: string, options: ExtendOptions): Promise<ExtendOutcome> {
  const { now } = options;
  const horizon = seriesHorizon(now);
  return db.transaction(async (tx) => {
    // The row lock makes a second host wait, then find the work done.
    const [series] = await tx
      .select()
      .from(orderSeries)
      .where(and(eq(orderSeries.id, seriesId), isNull(orderSeries.cancelledAt)))
      .for("update");
    if (!series || series.generatedUntil.getTime() >= horizon.getTime()) return { created: 0, skipped: 0 };

    const settings = options.settings ?? (await readBusinessSettings(tx));
    const priced = computeQuote(series.template.request, settings.priceTable);
    if (!priced.ok) {
      // The price table changed under the series (an extra or service withdrawn): staff must act.
      getLogger().error({ seriesId, errors: priced.errors }, "a series can no longer be priced; no visits generated");
      return { created: 0, skipped: 0 };
    }
    const outcome: ExtendOutcome = { created: 0, skipped: 0 };
    // Every visit speaks the language the series was booked in, which its first visit keeps.
    const [booked] = await tx
      .select({ locale: orders.locale })
      .from(orders)
      .where(and(eq(orders.seriesId, series.id), eq(orders.seriesOccurrence, 0)));
    for (const { occurrence, startsAt } of occurrencesBetween(series.anchorStartsAt, series.frequency, series.generatedUntil, horizon)) {
      const closedFor = closedReason(newYorkIsoDateOf(startsAt), settings.closing);
      if (closedFor !== null) {
        // Closed that day: no visit, and the booked visit's timeline says why one is missing.
        await noteOnFirstVisit(tx, series.id, `No visit on ${formatVisitDate(startsAt)}${closedFor ? ` (${closedFor})` : ""}: we are closed that day.`, now);
        outcome.skipped += 1;
        continue;
      }
      const quote = visitQuote(priced.quote, series.template.request, settings, startsAt);
      const endsAt = new Date(startsAt.getTime() + quote.estimatedMinutes * 60_000);
      const room = { start: startsAt, end: endsAt, borough: boroughOf(series.template.address), travel: settings.travel, now, customerId: series.customerId };
      if (!(await lockAndCheckRoom(tx, room))) {
        await scheduleSkippedVisitMail(tx, series.id, occurrence, startsAt, now);
        outcome.skipped += 1;
        continue;
      }
      const [visit] = await tx
        .insert(orders)
        .values({
          ...orderColumns(quote, startsAt, series.template),
          customerId: series.customerId,
          seriesId: series.id,
          seriesOccurrence: occurrence,
          ...(booked ? { locale: booked.locale } : {}),
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing()
        .returning({ id: orders.id });
      if (!visit) continue;
      await recordOrderEvent(tx, { orderId: visit.id, type: "created", actorId: null, note: "Recurring visit", data: { occurrence }, at: now });
      await scheduleReminder(tx, visit.id, startsAt, now);
      outcome.created += 1;
    }
    await tx.update(orderSeries).set({ generatedUntil: horizon }).where(eq(orderSeries.id, series.id));
    return outcome;
  });
}

/** The series' usual quote, or on a surcharged open holiday the same request priced with the surcharge. */
function visitQuote(usual: Quote, request: unknown, settings: BusinessSettings, startsAt: Date): Quote {
  const holidaySurcharge = holidaySurchargeAt(startsAt, settings.closing);
  if (!holidaySurcharge) return usual;
  const priced = computeQuote(request, settings.priceTable, { holidaySurcharge });
  // The request priced a moment ago; a surcharge checked by its schema cannot make it fail.
  if (!priced.ok) throw new Error(`a series request that priced failed with its holiday surcharge: ${Object.keys(priced.errors).join(", ")}`);
  return priced.quote;
}

/**
 * Why the business is closed on `date`: the holiday's name, or the reason staff gave ("" when
 * they gave none); null when it is open.
 */
function closedReason(date: string, closing: ClosingCalendar): string | null {
  const closure = closureOn(date, closing);
  if (!closure) return null;
  return closure.kind === "holiday" ? closure.label : (closure.reason ?? "");
}

/** A note on the series' booked visit (the first), where the customer and staff read its story. */
async function noteOnFirstVisit(tx: Transaction, seriesId: string, note: string, at: Date): Promise<void> {
  const [first] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.seriesId, seriesId), eq(orders.seriesOccurrence, 0)));
  if (first) await recordOrderEvent(tx, { orderId: first.id, type: "note", actorId: null, note, at });
}

/** Every active series that has not reached the horizon yet, one transaction each. */
export async function extendAllSeries(db: Database, now: Date): Promise<ExtendOutcome> {
  const due = await db
    .select({ id: orderSeries.id })
    .from(orderSeries)
    .where(and(isNull(orderSeries.cancelledAt), lt(orderSeries.generatedUntil, seriesHorizon(now))));
  const total: ExtendOutcome = { created: 0, skipped: 0 };
  for (const { id } of due) {
    try {
      const outcome = await extendSeries(db, id, { now });
      total.created += outcome.created;
      total.skipped += outcome.skipped;
    } catch (error) {
      // One broken series must not stop the others.
      getLogger().error({ err: error, seriesId: id }, "could not extend a series");
    }
  }
  return total;
}

/** 3:00 New York time, the quiet hour the daily run is due at. */
const DAILY_RUN_HOUR = 3;

/** The next daily run after `now`. */
export function nextDailyRun(now: Date): Date {
  const today = newYorkDateOf(now);
  const todayRun = newYorkWallTimeToUtc(today, DAILY_RUN_HOUR);
  return todayRun.getTime() > now.getTime() ? todayRun : newYorkWallTimeToUtc(addDays(today, 1), DAILY_RUN_HOUR);
}

/**
 * Makes sure the next daily run exists. Keyed by its New York date, so every host and every
 * booking asking for it makes one job; each run asks for the next, which keeps the chain going.
 */
export async function ensureSeriesExtensionScheduled(db: Database | Transaction, now: Date): Promise<void> {
  const runAt = nextDailyRun(now);
  await scheduleJob(db, {
    kind: BOOKING_JOB_KINDS.seriesExtend,
    payload: {},
    runAt,
    dedupeKey: `series-extend:${formatIsoDate(newYorkDateOf(runAt))}`,
    at: now,
  });
}
