import { getConfig } from "@/lib/platform/config";
import type { Transaction } from "@/lib/platform/db/transaction";
import { isWithinCustomerWindow, lateChangeMessage } from "../edit-window";
import { failure, FailureError } from "@/lib/kernel/failure";
import { lockOrder, type OrderRow } from "./locked-order";
import { staleVersionFailure } from "./order-version";
import { nextStatus, refusalMessage, type OrderAction } from "./status-machine";

/**
 * Locks the customer's own order for an edit or a cancellation (docs/product.md#orders): refused
 * when the page showed an older version of it, when its status does not allow the change, or
 * when fewer than 24 hours remain before the visit.
 */
export async function lockOrderForCustomerChange(
  tx: Transaction,
  orderId: string,
  customerId: string,
  action: Extract<OrderAction, "edit" | "cancel">,
  now: Date,
  expectedVersion?: number,
): Promise<OrderRow> {
  const order = await lockOrder(tx, orderId, customerId);
  const stale = staleVersionFailure(expectedVersion, order.version);
  if (stale) throw new FailureError(stale);
  if (!nextStatus(order.status, action)) throw new FailureError(failure("conflict", refusalMessage(order.status, action)));
  if (!isWithinCustomerWindow(order.startsAt, now)) {
    throw new FailureError(failure("conflict", lateChangeMessage(getConfig().COMPANY_PHONE), { code: "too-late" }));
  }
  return order;
}
