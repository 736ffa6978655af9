import { getConfig } from "@/lib/config";
import type { orders } from "@/lib/db/schema";
import type { OrderMailView } from "@/lib/booking/order-mail";
import { isWithinCustomerWindow } from "./edit-window";
import { formatDuration } from "@/lib/format/date-time";
import { formatVisitDateTime } from "./booking-time";
import { formatUsd } from "@/lib/money";
import { formatOrderNumber } from "./order-number";
import { addressLine } from "./orders/queries";

type OrderRow = typeof orders.$inferSelect;

/**
 * An order as the email templates read it: New York times, dollars, links to this site, and
 * whether the visit is already inside the last 24 hours when the mail is written (`now`).
 */
export function orderMailView(order: OrderRow, firstName: string, now: Date = new Date()): OrderMailView {
  const config = getConfig();
  return {
    firstName,
    number: formatOrderNumber(order.number),
    serviceName: order.quote.service.name,
    when: formatVisitDateTime(order.startsAt),
    duration: formatDuration(order.quote.estimatedMinutes),
    address: addressLine(order),
    total: formatUsd(order.totalCents),
    giftCardShare: order.giftCardCents > 0 ? { giftCard: formatUsd(order.giftCardCents), amountDue: formatUsd(order.amountDueCents) } : null,
    orderUrl: `${config.PUBLIC_URL}/order/${order.id}`,
    phone: config.COMPANY_PHONE,
    shortNotice: !isWithinCustomerWindow(order.startsAt, now),
  };
}
