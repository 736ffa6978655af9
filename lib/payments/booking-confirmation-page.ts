import { getCustomerOrder, latestCustomerOrderId, type OrderDetailDto } from "@/lib/booking/orders/queries";
import { seriesOverviewOfOrder } from "@/lib/booking/series/order-series-overview";
import type { SeriesOverview } from "@/lib/booking/series/series-overview";
import { getDb } from "@/lib/platform/db";
import { cardOnFile, type CardOnFile } from "@/lib/payments/cards/card-on-file";

export interface BookingConfirmationView {
  order: OrderDetailDto;
  onFile: CardOnFile;
  /** A recurring booking: how often, the next visits with their prices, the closed days skipped. */
  series: SeriesOverview | null;
}

/**
 * /booking-confirmation: the order named (or, without one, the customer's latest booking) with
 * the card on file; null when there is none of theirs to show.
 */
export async function bookingConfirmationPageView(customerId: string, requestedOrderId: string | null, now: Date = new Date()): Promise<BookingConfirmationView | null> {
  const db = await getDb();
  const orderId = requestedOrderId ?? (await latestCustomerOrderId(db, customerId));
  const order = orderId ? await getCustomerOrder(db, customerId, orderId, now) : null;
  if (!order) return null;
  const onFile = await cardOnFile(db, customerId, now);
  const series = order.series ? await seriesOverviewOfOrder(db, order.id) : null;
  return { order, onFile, series };
}
