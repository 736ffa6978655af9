import { getConfig } from "@/lib/config";
import { formatDuration } from "./booking-time";
import { buildVisitIcs } from "./calendar-ics";
import type { OrderDetailDto } from "./orders/queries";

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
      cancelled: order.status === "cancelled",
      domain: new URL(config.PUBLIC_URL).hostname,
    },
    now,
  );
}
