import { getDb } from "@/lib/platform/db";
import { listCustomerOrders, type OrderSummaryDto } from "./queries";

/** /profile/orders: the customer's visits still ahead and those past. */
export async function customerOrdersPageView(customerId: string, now: Date = new Date()): Promise<{ upcoming: OrderSummaryDto[]; past: OrderSummaryDto[] }> {
  return listCustomerOrders(await getDb(), customerId, now);
}
