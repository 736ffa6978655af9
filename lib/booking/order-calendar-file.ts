import { eq } from "drizzle-orm";
import { getConfig } from "@/lib/platform/config";
import type { Database } from "@/lib/platform/db";
import { orders } from "@/lib/platform/db/schema";
import { isCalendarLinkToken } from "./calendar-link";
import { orderIcs } from "./order-calendar";
import { getCustomerOrder } from "./orders/queries";

/** Who asks for the file: the holder of the visit's signed link, or a signed-in customer. */
export type CalendarFileHolder = { linkToken: string } | { customerId: string };

export interface CalendarFile {
  orderNumber: string;
  ics: string;
}

/**
 * "Add to calendar": the visit as an .ics file, for its owner only (lib/booking/calendar-link.ts
 * signs the link of the visit's emails). Anything else, a wrong token included, is null.
 */
export async function orderCalendarFile(db: Database, holder: CalendarFileHolder, orderId: string): Promise<CalendarFile | null> {
  const customerId = "customerId" in holder ? holder.customerId : await linkHoldersCustomer(db, orderId, holder.linkToken);
  if (customerId === null) return null;
  const order = await getCustomerOrder(db, customerId, orderId);
  return order ? { orderNumber: order.number, ics: orderIcs(order) } : null;
}

/** The order's customer, when the token is the order's own signed link. */
async function linkHoldersCustomer(db: Database, orderId: string, token: string): Promise<string | null> {
  if (!isCalendarLinkToken(orderId, token, getConfig().AUTH_SECRET)) return null;
  const [row] = await db.select({ customerId: orders.customerId }).from(orders).where(eq(orders.id, orderId));
  return row?.customerId ?? null;
}
