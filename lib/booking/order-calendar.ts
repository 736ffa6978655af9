import { getConfig } from "@/lib/platform/config";
import { formatDuration } from "@/lib/kernel/format/date-time";
import type { OrderStatus } from "@/lib/platform/db/schema/orders";
import { buildVisitIcs, type CalendarVisitStatus } from "./calendar-ics";
import type { OrderDetailDto } from "./orders/queries";

/**
 * A pending booking is only a request until the company confirms it, so the calendar marks it
 * tentative; every later state is a visit we stand behind, until it is cancelled.
 */
export function calendarStatusOf(status: OrderStatus): CalendarVisitStatus {
  if (status === "pending") return "TENTATIVE";
  if (status === "cancelled") return "CANCELLED";
  return "CONFIRMED";
}

/** The calendar file of one of the customer's orders. */
export function orderIcs(order: OrderDetailDto, now: Date = new Date()): string {
  const config = getConfig();
  const url = `${config.PUBLIC_URL}/order/${order.id}`;
  return buildVisitIcs(
    {
      orderId: order.id,
      orderNumber: order.number,
      summary: `${order.serviceName} (Borough Bright, ${order.number})`,
      description: [
        `${order.serviceName}, about ${formatDuration(order.estimatedMinutes)}.`,
        order.addressParts.accessNotes ? `Access: ${order.addressParts.accessNotes}` : null,
        `Order details: ${url}`,
        `Questions: ${config.COMPANY_PHONE}`,
      ]
        .filter((line): line is string => line !== null)
        .join("\n"),
      location: order.address,
      startsAt: new Date(order.startsAt),
      endsAt: new Date(order.endsAt),
      updatedAt: new Date(order.updatedAt),
      sequence: order.revision,
      status: calendarStatusOf(order.status),
      domain: new URL(config.PUBLIC_URL).hostname,
    },
    now,
  );
}
