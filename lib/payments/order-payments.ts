import { asc, eq } from "drizzle-orm";
import type { Database } from "@/lib/platform/db";
import { orderPayments, paymentMethods, type OrderPaymentKind, type OrderPaymentStatus } from "@/lib/platform/db/schema";
import { cardLabel } from "./cards/cards";

export interface OrderPaymentLine {
  id: string;
  kind: OrderPaymentKind;
  amountCents: number;
  status: OrderPaymentStatus;
  card: string | null;
  settledAt: Date | null;
}

/** An order's payments, oldest first, for its page and the admin panel. */
export async function paymentsOfOrder(db: Database, orderId: string): Promise<OrderPaymentLine[]> {
  const rows = await db
    .select({ payment: orderPayments, card: paymentMethods })
    .from(orderPayments)
    .leftJoin(paymentMethods, eq(paymentMethods.id, orderPayments.paymentMethodId))
    .where(eq(orderPayments.orderId, orderId))
    .orderBy(asc(orderPayments.createdAt));
  return rows.map(({ payment, card }) => ({
    id: payment.id,
    kind: payment.kind,
    amountCents: payment.amountCents,
    status: payment.status,
    card: card ? cardLabel(card) : null,
    settledAt: payment.settledAt,
  }));
}
