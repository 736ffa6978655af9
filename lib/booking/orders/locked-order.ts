import { and, eq, type SQL } from "drizzle-orm";
import { isUuid } from "@/lib/kernel/ids";
import { orders } from "@/lib/platform/db/schema";
import type { Transaction } from "@/lib/platform/db/transaction";
import { failure, FailureError } from "@/lib/kernel/failure";

export type OrderRow = typeof orders.$inferSelect;

export const ORDER_NOT_FOUND_MESSAGE = "We could not find that order.";

/**
 * Loads an order and locks its row for the rest of the transaction, so two changes of one
 * order (a customer's edit and a staff confirmation) happen one after the other. With a
 * customer id, another customer's order is "not found", exactly like a missing one.
 */
export async function lockOrder(tx: Transaction, orderId: string, customerId?: string): Promise<OrderRow> {
  if (!isUuid(orderId)) throw new FailureError(failure("not-found", ORDER_NOT_FOUND_MESSAGE));
  const conditions: SQL[] = [eq(orders.id, orderId)];
  if (customerId) conditions.push(eq(orders.customerId, customerId));
  const [order] = await tx
    .select()
    .from(orders)
    .where(and(...conditions))
    .for("update");
  if (!order) throw new FailureError(failure("not-found", ORDER_NOT_FOUND_MESSAGE));
  return order;
}
