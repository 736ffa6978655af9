/**
 * The completed visits a period pays for, with their clock times (docs/product.md, "Payroll"): a
 * visit belongs to the period of the New York day it was checked in, and is paid to the cleaner
 * assigned now. Check-in and check-out are the order timeline's latest "checked_in" and
 * "completed" entries; a visit staff completed without them stands on its scheduled times, flagged.
 */
import { and, eq, gte, inArray, isNotNull, lt, sql } from "drizzle-orm";
import type { Database } from "@/lib/platform/db";
import { orderEvents, orders, users } from "@/lib/platform/db/schema";
import type { VisitFacts } from "./pay-math";
import type { PayPeriod } from "./periods";

export interface CleanerVisits {
  cleanerId: string;
  name: string;
  email: string;
  visits: VisitFacts[];
}

const DAY_MS = 86_400_000;

/** Completed visits checked in within the period, by cleaner (one cleaner's, when asked). */
export async function visitFactsIn(db: Database, period: Pick<PayPeriod, "from" | "to">, cleanerId?: string): Promise<Map<string, CleanerVisits>> {
  // Check-in may be hours off the schedule: read a day either side, then place each by its check-in.
  const visited = and(
    eq(orders.status, "completed"),
    isNotNull(orders.cleanerId),
    gte(orders.startsAt, new Date(period.from.getTime() - DAY_MS)),
    lt(orders.startsAt, new Date(period.to.getTime() + DAY_MS)),
    cleanerId ? eq(orders.cleanerId, cleanerId) : undefined,
  );
  // The service price alone, not the whole stored quote: a two-week period at the bench's size
  // is some 6,700 visits, and their quotes were most of the report's time (docs/benchmarks.md,
  // "Admin lists at 100,000 users and orders, 2026-11-28").
  const rows = await db
    .select({
      id: orders.id,
      number: orders.number,
      cleanerId: orders.cleanerId,
      startsAt: orders.startsAt,
      endsAt: orders.endsAt,
      servicePriceCents: sql<number>`${orders.quote}->'subtotalCents'`,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.cleanerId))
    .where(visited);
  const times = new Map<string, { in?: Date; out?: Date }>();
  if (rows.length > 0) {
    // The same visits, named by the same conditions rather than by thousands of bound ids.
    const events = await db
      .select({ orderId: orderEvents.orderId, type: orderEvents.type, at: orderEvents.createdAt })
      .from(orderEvents)
      .where(and(inArray(orderEvents.orderId, db.select({ id: orders.id }).from(orders).where(visited)), inArray(orderEvents.type, ["checked_in", "completed"])));
    for (const event of events) {
      const entry = times.get(event.orderId) ?? {};
      const key = event.type === "checked_in" ? "in" : "out";
      const current = entry[key];
      if (!current || current.getTime() < event.at.getTime()) entry[key] = event.at;
      times.set(event.orderId, entry);
    }
  }
  const byCleaner = new Map<string, CleanerVisits>();
  for (const row of rows) {
    if (!row.cleanerId) continue;
    const clock = times.get(row.id) ?? {};
    const checkedInAt = clock.in ?? row.startsAt;
    if (checkedInAt.getTime() < period.from.getTime() || checkedInAt.getTime() >= period.to.getTime()) continue;
    const entry = byCleaner.get(row.cleanerId) ?? { cleanerId: row.cleanerId, name: `${row.firstName} ${row.lastName}`.trim(), email: row.email, visits: [] };
    entry.visits.push({
      orderId: row.id,
      orderNumber: row.number,
      checkedInAt,
      checkedOutAt: clock.out ?? row.endsAt,
      servicePriceCents: row.servicePriceCents,
      scheduledTimes: !clock.in || !clock.out,
    });
    byCleaner.set(row.cleanerId, entry);
  }
  return byCleaner;
}
