import { z } from "zod";
import { orderCalendarFile, type CalendarFileHolder } from "@/lib/booking/order-calendar-file";
import { ORDER_NOT_FOUND_MESSAGE } from "@/lib/booking/orders/locked-order";
import { signedIn } from "@/lib/web/http/access";
import { failure } from "@/lib/kernel/failure";
import { uuidIdParams } from "@/lib/web/http/params";
import { route } from "@/lib/web/http/route";

const calendarQuery = z.object({ token: z.string().max(100).optional() });

/**
 * "Add to calendar": the visit as an .ics file, for its owner only: signed in, or holding the
 * signed link of the visit's emails (lib/booking/calendar-link.ts). Any other id is a 404.
 */
export const GET = route({ access: "public", params: uuidIdParams, query: calendarQuery, notFound: ORDER_NOT_FOUND_MESSAGE }, async ({ params, query, database }) => {
  let holder: CalendarFileHolder;
  if (query.token !== undefined) holder = { linkToken: query.token };
  else {
    const access = await signedIn();
    if (!access.ok) return access;
    holder = { customerId: access.user.id };
  }
  const file = await orderCalendarFile(await database(), holder, params.id);
  if (!file) return failure("not-found", ORDER_NOT_FOUND_MESSAGE);
  return new Response(file.ics, {
    headers: {
      "content-type": "text/calendar; charset=utf-8",
      "content-disposition": `attachment; filename="borough-bright-${file.orderNumber}.ics"`,
      "cache-control": "private, no-store",
      // The token is in the address: keep it out of any page this file might link to.
      "referrer-policy": "no-referrer",
    },
  });
});
