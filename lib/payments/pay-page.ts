import { and, eq } from "drizzle-orm";
import { formatVisitDate } from "@/lib/booking/booking-time";
import { formatOrderNumber } from "@/lib/booking/order-number";
import type { Database } from "@/lib/platform/db";
import { isUuid } from "@/lib/kernel/ids";
import { orderPayments, orders, paymentMethods, type OrderPaymentStatus } from "@/lib/platform/db/schema";
import { cardLabel } from "./cards/cards";

export interface PayPageView {
  id: string;
  orderId: string;
  number: string;
  serviceName: string;
  visitDay: string;
  amountCents: number;
  status: OrderPaymentStatus;
  failureCode: string | null;
  card: string | null;
  nextRetryAt: Date | null;
}

/** The customer's own order payment for the pay-or-update page, or null (missing, malformed, not theirs). */
export async function loadPayPage(db: Database, userId: string, id: string): Promise<PayPageView | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select({ payment: orderPayments, order: orders, card: paymentMethods })
    .from(orderPayments)
    .innerJoin(orders, eq(orders.id, orderPayments.orderId))
    .leftJoin(paymentMethods, eq(paymentMethods.id, orderPayments.paymentMethodId))
    .where(and(eq(orderPayments.id, id), eq(orderPayments.customerId, userId)));
  if (!row || row.payment.kind === "refund") return null;
  return {
    id: row.payment.id,
    orderId: row.order.id,
    number: formatOrderNumber(row.order.number),
    serviceName: row.order.quote.service.name,
    visitDay: formatVisitDate(row.order.startsAt),
    amountCents: row.payment.amountCents,
    status: row.payment.status,
    failureCode: row.payment.failureCode,
    card: row.card ? cardLabel(row.card) : null,
    nextRetryAt: row.payment.nextRetryAt,
  };
}
