/**
 * Visits held for review (docs/product.md, "Checking out"): a check-out after less than half the
 * estimate keeps the charge, receipt and rating request back until staff look. They are listed
 * on the dashboard so nobody has to stumble on the order to find them, and drop off the list
 * the moment one is reviewed (reviewHeldVisit sets `reviewedAt`).
 */
import { and, asc, desc, eq, inArray, isNotNull, isNull } from "drizzle-orm";
import { formatOrderNumber } from "@/lib/booking/order-number";
import type { Database } from "@/lib/platform/db";
import { orderEvents, orders } from "@/lib/platform/db/schema";
import { formatDuration } from "@/lib/kernel/format/date-time";

export interface HeldVisit {
  orderId: string;
  number: string;
  customerName: string;
  heldAt: string;
  /** What the list says, e.g. "Visit held for review: checked out after 14 min of about 3 h". */
  summary: string;
  /** The cleaner's reason, for staff only. */
  reason: string | null;
}

const HELD_LIMIT = 50;
const MINUTE = 60_000;

/** Minutes from check-in to check-out, counted as the check-out counted them (check-out-rules.ts). */
function minutesOnSite(checkedInAt: Date, heldAt: Date): number {
  return Math.max(0, Math.floor((heldAt.getTime() - checkedInAt.getTime()) / MINUTE));
}

export function heldVisitSummary(minutes: number, estimatedMinutes: number): string {
  return `Visit held for review: checked out after ${formatDuration(minutes)} of about ${formatDuration(estimatedMinutes)}`;
}

/** Held and not yet reviewed, the longest-waiting first. */
export async function listHeldVisits(db: Database, limit = HELD_LIMIT): Promise<HeldVisit[]> {
  const rows = await db
    .select({
      id: orders.id,
      number: orders.number,
      contactName: orders.contactName,
      startsAt: orders.startsAt,
      heldAt: orders.reviewHeldAt,
      reason: orders.checkOutReason,
      quote: orders.quote,
    })
    .from(orders)
    .where(and(eq(orders.status, "completed"), isNotNull(orders.reviewHeldAt), isNull(orders.reviewedAt)))
    .orderBy(asc(orders.reviewHeldAt), asc(orders.number))
    .limit(limit);
  if (rows.length === 0) return [];
  const checkIns = await db
    .select({ orderId: orderEvents.orderId, at: orderEvents.createdAt })
    .from(orderEvents)
    .where(and(inArray(orderEvents.orderId, rows.map((row) => row.id)), eq(orderEvents.type, "checked_in")))
    .orderBy(desc(orderEvents.createdAt));
  // The latest check-in of each order, as the check-out read it; the planned start without one.
  const checkedIn = new Map<string, Date>();
  for (const event of checkIns) if (!checkedIn.has(event.orderId)) checkedIn.set(event.orderId, event.at);
  return rows.map((row) => {
    const heldAt = row.heldAt ?? row.startsAt;
    return {
      orderId: row.id,
      number: formatOrderNumber(row.number),
      customerName: row.contactName,
      heldAt: heldAt.toISOString(),
      summary: heldVisitSummary(minutesOnSite(checkedIn.get(row.id) ?? row.startsAt, heldAt), row.quote.estimatedMinutes),
      reason: row.reason,
    };
  });
}
