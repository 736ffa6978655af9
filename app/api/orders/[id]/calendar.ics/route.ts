import { eq } from "drizzle-orm";
import { z } from "zod";
import { isCalendarLinkToken } from "@/lib/booking/calendar-link";
import { ORDER_NOT_FOUND_MESSAGE } from "@/lib/booking/orders/locked-order";
import { getCustomerOrder } from "@/lib/booking/orders/queries";
import { orderIcs } from "@/lib/booking/order-calendar";
import { getConfig } from "@/lib/platform/config";
import { getDb } from "@/lib/platform/db";
import { orders } from "@/lib/platform/db/schema";
import { signedIn } from "@/lib/web/http/access";
import { failure } from "@/lib/kernel/failure";
import { uuidIdParams } from "@/lib/web/http/params";
import { route } from "@/lib/web/http/route";

const calendarQuery = z.object({ token: z.string().max(100).optional() });

/**
 * "Add to calendar": the visit as an .ics file, for its owner only: signed in, or holding the
 * signed link of the visit's emails (lib/booking/calendar-link.ts). Any other id is a 404.
 */
export const GET = route({ access: "public", params: uuidIdParams, query: calendarQuery, notFound: ORDER_NOT_FOUND_MESSAGE }, async ({ params, query }) => {
  const db = await getDb();
  let customerId: string;
  if (query.token !== undefined) {
    if (!isCalendarLinkToken(params.id, query.token, getConfig().AUTH_SECRET)) return failure("not-found", ORDER_NOT_FOUND_MESSAGE);
    const [row] = await db.select({ customerId: orders.customerId }).from(orders).where(eq(orders.id, params.id));
    if (!row) return failure("not-found", ORDER_NOT_FOUND_MESSAGE);
    customerId = row.customerId;
  } else {
    const access = await signedIn();
    if (!access.ok) return access;
    customerId = access.user.id;
  }
  const order = await getCustomerOrder(db, customerId, params.id);
  if (!order) return failure("not-found", ORDER_NOT_FOUND_MESSAGE);
  return new Response(orderIcs(order), {
    headers: {
      "content-type": "text/calendar; charset=utf-8",
      "content-disposition": `attachment; filename="borough-bright-${order.number}.ics"`,
      "cache-control": "private, no-store",
      // The token is in the address: keep it out of any page this file might link to.
      "referrer-policy": "no-referrer",
    },
  });
});
