/**
 * The dispatch board's data (docs/product.md, "Dispatch board"): the visits of the days shown,
 * every active cleaner, each customer's preferred and blocked cleaners (the warning before a
 * move), and for a day the free cleaners per start hour. The board moves visits through the one
 * staff assignment (lib/admin/orders/order-actions.ts), with the version shown here.
 */
import { and, asc, eq, inArray, isNull, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { orderHeadline } from "@/lib/booking/orders/order-headline";
import { readBusinessSettings } from "@/lib/settings/business-settings";
import { nyDayRange, nyToday } from "@/lib/kernel/time/new-york-days";
import type { Database } from "@/lib/platform/db";
import { cleanerPreferences, orders, users } from "@/lib/platform/db/schema";
import type { CustomerCleanerChoices } from "../orders/assign-warning";
import { cleaner, customer, serviceNameColumn } from "../orders/list-orders";
import { hourlyCapacity, type HourCapacity } from "./day-schedule";
import { activeCleaners, visitsOverlapping } from "./schedule-queries";
import { boardDates, layoutBoard, type BoardLayout, type BoardQuery } from "./board-layout";

export interface DispatchBoard extends BoardLayout {
  /** Each customer on the board's choices, by customer id. */
  choices: Record<string, CustomerCleanerChoices>;
  /** The day view's free cleaners per start hour (empty for a week). */
  hours: HourCapacity[];
  /** The instants the board covers, to tell which live events concern it. */
  range: { start: string; end: string };
}

/** The cleaner a booking asked for ("book my cleaner again", docs/product.md#booking). */
const requested = alias(users, "requested");

/**
 * The standing choices (preferred and blocked cleaners) of the customers whose visits `shown`
 * selects. The customers are named by that condition, not by their ids: a week's board has
 * thousands, and binding each as a parameter cost more than the query (docs/benchmarks.md,
 * "Admin lists at 100,000 users and orders, 2026-11-28"). It runs beside the visits' query.
 */
function standingsOf(db: Database, shown: SQL | undefined) {
  const customerIds = db.selectDistinct({ id: orders.customerId }).from(orders).where(shown);
  return db
    .select({ customerId: cleanerPreferences.customerId, cleanerId: users.id, firstName: users.firstName, kind: cleanerPreferences.kind })
    .from(cleanerPreferences)
    .innerJoin(users, eq(users.id, cleanerPreferences.cleanerId))
    .where(and(inArray(cleanerPreferences.customerId, customerIds), isNull(cleanerPreferences.undoneAt)));
}

/** Each customer on the board with their first name (from the visits' own join) and their standing choices. */
function choicesOf(
  visits: ReadonlyArray<{ customerId: string; customerFirstName: string | null }>,
  standings: Awaited<ReturnType<typeof standingsOf>>,
): Record<string, CustomerCleanerChoices> {
  const choices: Record<string, CustomerCleanerChoices> = {};
  for (const visit of visits) {
    if (visit.customerFirstName !== null && !choices[visit.customerId]) choices[visit.customerId] = { customerFirstName: visit.customerFirstName, preferred: [], blockedIds: [] };
  }
  for (const standing of standings) {
    const own = choices[standing.customerId];
    if (!own) continue;
    if (standing.kind === "preferred") own.preferred.push({ id: standing.cleanerId, firstName: standing.firstName });
    else own.blockedIds.push(standing.cleanerId);
  }
  return choices;
}

/** The board for the query's day or week (today in New York by default), as of `now`. */
export async function dispatchBoard(db: Database, query: BoardQuery, now: Date): Promise<DispatchBoard> {
  const date = query.date ?? nyToday(now);
  const view = query.view ?? "day";
  const dates = boardDates(date, view);
  const first = nyDayRange(dates[0] ?? date);
  const last = nyDayRange(dates[dates.length - 1] ?? date);
  if (!first || !last) throw new RangeError(`not a date: ${date}`);
  const shown = visitsOverlapping(first.start, last.end);
  const [rows, team, hours, standings] = await Promise.all([
    db
      .select({
        id: orders.id,
        number: orders.number,
        status: orders.status,
        serviceName: serviceNameColumn,
        serviceSlug: orders.serviceSlug,
        startsAt: orders.startsAt,
        endsAt: orders.endsAt,
        borough: orders.borough,
        zip: orders.zip,
        customerId: orders.customerId,
        contactName: orders.contactName,
        customerFirstName: customer.firstName,
        customerLastName: customer.lastName,
        cleanerId: orders.cleanerId,
        version: orders.version,
        seriesId: orders.seriesId,
        requestedCleanerFirstName: requested.firstName,
      })
      .from(orders)
      .innerJoin(customer, eq(customer.id, orders.customerId))
      .leftJoin(cleaner, eq(cleaner.id, orders.cleanerId))
      .leftJoin(requested, eq(requested.id, orders.requestedCleanerId))
      .where(shown)
      .orderBy(asc(orders.startsAt), asc(orders.number)),
    activeCleaners(db),
    // The day's free cleaners are read beside the visits, not after them.
    readBusinessSettings(db).then((settings): Promise<HourCapacity[]> | HourCapacity[] => (view === "day" ? hourlyCapacity(db, date, settings.travel) : [])),
    standingsOf(db, shown),
  ]);
  const layout = layoutBoard({
    date,
    view,
    now,
    cleaners: team.map((person) => ({ id: person.id, name: `${person.firstName} ${person.lastName}`.trim() })),
    visits: rows.map((row) => {
      const headline = orderHeadline(row, row.serviceName ?? row.serviceSlug);
      return {
        id: row.id,
        number: headline.number,
        status: row.status,
        statusLabel: headline.statusLabel,
        serviceName: headline.serviceName,
        customerId: row.customerId,
        customerName: row.customerFirstName !== null ? `${row.customerFirstName} ${row.customerLastName ?? ""}`.trim() : row.contactName,
        borough: row.borough,
        zip: row.zip,
        startsAt: row.startsAt,
        endsAt: row.endsAt,
        cleanerId: row.cleanerId,
        version: row.version,
        seriesId: row.seriesId,
        requestedCleanerFirstName: row.requestedCleanerFirstName,
      };
    }),
  });
  return {
    ...layout,
    choices: choicesOf(rows, standings),
    hours,
    range: { start: first.start.toISOString(), end: last.end.toISOString() },
  };
}
