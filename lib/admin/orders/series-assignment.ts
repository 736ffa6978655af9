/**
 * Giving a whole recurring series one cleaner (docs/product.md, "Dispatch board"): every visit of
 * the series still to come that may take a cleaner (pending, confirmed or assigned) goes through
 * the one staff assignment, `assignCleanerAsStaff`, so every check it makes (the block, a busy
 * cleaner, and whatever it checks later) applies to each visit alike. All of it is one
 * transaction with the series locked: two staff giving the same series at once take turns, and
 * each visit the assignment refuses keeps its cleaner (its own savepoint rolled back) and is
 * reported with the reason.
 */
import { and, asc, eq, gt, inArray } from "drizzle-orm";
import { z } from "zod";
import { formatOrderNumber } from "@/lib/booking/order-number";
import type { Database } from "@/lib/platform/db";
import { orderSeries, orders } from "@/lib/platform/db/schema";
import { failure, invalidFields, type Result } from "@/lib/kernel/failure";
import { isUuid } from "@/lib/kernel/ids";
import { canActOnOrder } from "../permissions";
import { assignCleanerAsStaff, type StaffOrderActor } from "./order-actions";

export const seriesAssignBodySchema = z.object({ cleanerId: z.guid({ error: "Choose a cleaner from the list." }) });
export type SeriesAssignBody = z.input<typeof seriesAssignBodySchema>;

export const SERIES_NOT_FOUND_MESSAGE = "We could not find that recurring booking.";

export interface SeriesVisitRefusal {
  orderId: string;
  number: string;
  startsAt: string;
  message: string;
}

export interface SeriesAssignment {
  /** The visits now the cleaner's, in date order. */
  assigned: { orderId: string; number: string; startsAt: string }[];
  /** The visits already theirs, left as they were. */
  alreadyTheirs: number;
  refused: SeriesVisitRefusal[];
}

export async function assignSeriesAsStaff(db: Database, actor: StaffOrderActor, seriesId: string, body: SeriesAssignBody, now: Date = new Date()): Promise<Result<SeriesAssignment>> {
  const parsed = seriesAssignBodySchema.safeParse(body);
  if (!parsed.success) return invalidFields(parsed.error);
  if (!isUuid(seriesId)) return failure("not-found", SERIES_NOT_FOUND_MESSAGE);
  const { cleanerId } = parsed.data;
  return db.transaction(async (tx): Promise<Result<SeriesAssignment>> => {
    const [series] = await tx.select({ id: orderSeries.id, customerId: orderSeries.customerId }).from(orderSeries).where(eq(orderSeries.id, seriesId)).for("update");
    if (!series) return failure("not-found", SERIES_NOT_FOUND_MESSAGE);
    const decision = canActOnOrder(actor, series);
    if (!decision.allowed) return failure("forbidden", decision.reason);
    const visits = await tx
      .select({ id: orders.id, number: orders.number, startsAt: orders.startsAt, cleanerId: orders.cleanerId })
      .from(orders)
      .where(and(eq(orders.seriesId, seriesId), gt(orders.startsAt, now), inArray(orders.status, ["pending", "confirmed", "assigned"])))
      .orderBy(asc(orders.startsAt));
    const outcome: SeriesAssignment = { assigned: [], alreadyTheirs: 0, refused: [] };
    for (const visit of visits) {
      if (visit.cleanerId === cleanerId) {
        outcome.alreadyTheirs += 1;
        continue;
      }
      const seen = { orderId: visit.id, number: formatOrderNumber(visit.number), startsAt: visit.startsAt.toISOString() };
      // Inside this transaction the assignment's own transaction is a savepoint: a refusal undoes that visit only.
      const result = await assignCleanerAsStaff(tx, actor, visit.id, { cleanerId }, now);
      if (result.ok) outcome.assigned.push(seen);
      else outcome.refused.push({ ...seen, message: result.message });
    }
    return { ok: true, data: outcome };
  });
}
