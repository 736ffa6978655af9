import { and, asc, eq, gt, inArray } from "drizzle-orm";
import { isUuid } from "@/lib/kernel/ids";
import type { Database } from "@/lib/platform/db";
import { orderSeries, orders } from "@/lib/platform/db/schema";
import { isWithinCustomerWindow } from "../edit-window";
import { giftCardRedeemer, type GiftCardRedeemer } from "@/lib/gift-cards/redeem";
import { scheduleSeriesCancelledMail } from "../notifications";
import { cancelLockedOrder } from "../orders/cancel-order";
import { catchFailure, failure, FailureError, type Failure } from "@/lib/kernel/failure";

/**
 * The customer ends a recurring booking: no more visits are generated, and every future visit
 * still more than 24 hours away is cancelled (offers given back, gift cards refunded). Visits
 * inside 24 hours stay booked; the page tells the customer to call about those, as for any
 * late change. One email covers the whole series.
 */

export const SERIES_NOT_FOUND_MESSAGE = "We could not find that recurring booking.";

export type CancelSeriesResult = { ok: true; seriesId: string; cancelledVisits: number; keptVisits: number } | Failure;

export async function cancelSeriesAsCustomer(
  db: Database,
  customerId: string,
  seriesId: string,
  options: { now?: Date; giftCards?: GiftCardRedeemer } = {},
): Promise<CancelSeriesResult> {
  const now = options.now ?? new Date();
  if (!isUuid(seriesId)) return failure("not-found", SERIES_NOT_FOUND_MESSAGE);
  return catchFailure(() =>
    db.transaction(async (tx) => {
      const [series] = await tx
        .select()
        .from(orderSeries)
        .where(and(eq(orderSeries.id, seriesId), eq(orderSeries.customerId, customerId)))
        .for("update");
      if (!series) throw new FailureError(failure("not-found", SERIES_NOT_FOUND_MESSAGE));
      if (series.cancelledAt) throw new FailureError(failure("conflict", "This recurring booking is already cancelled."));
      await tx.update(orderSeries).set({ cancelledAt: now }).where(eq(orderSeries.id, series.id));

      const visits = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.seriesId, series.id), inArray(orders.status, ["pending", "confirmed", "assigned"]), gt(orders.startsAt, now)))
        .orderBy(asc(orders.startsAt))
        .for("update");
      let cancelledVisits = 0;
      for (const visit of visits) {
        if (!isWithinCustomerWindow(visit.startsAt, now)) continue;
        await cancelLockedOrder(tx, visit, {
          actorId: customerId,
          now,
          reason: "Recurring booking cancelled",
          lateCancellationFeeCents: 0,
          giftCards: options.giftCards ?? giftCardRedeemer,
          by: "customer",
          notify: false,
        });
        cancelledVisits += 1;
      }
      await scheduleSeriesCancelledMail(tx, series.id, cancelledVisits, now);
      return { ok: true as const, seriesId: series.id, cancelledVisits, keptVisits: visits.length - cancelledVisits };
    }),
  );
}
