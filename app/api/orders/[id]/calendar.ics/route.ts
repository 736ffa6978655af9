import { ORDER_NOT_FOUND_MESSAGE } from "@/lib/booking/orders/locked-order";
import { getCustomerOrder } from "@/lib/booking/orders/queries";
import { orderIcs } from "@/lib/booking/order-calendar";
import { getDb } from "@/lib/db";
import { signedIn } from "@/lib/http/access";
import { failure } from "@/lib/http/failure";
import { uuidIdParams } from "@/lib/http/params";
import { route } from "@/lib/http/route";

/** "Add to calendar": the visit as an .ics file, for its owner only. */
export const GET = route({ access: signedIn, params: uuidIdParams, notFound: ORDER_NOT_FOUND_MESSAGE }, async ({ user, params }) => {
  const order = await getCustomerOrder(await getDb(), user.id, params.id);
  if (!order) return failure(404, ORDER_NOT_FOUND_MESSAGE);
  return new Response(orderIcs(order), {
    headers: {
      "content-type": "text/calendar; charset=utf-8",
      "content-disposition": `attachment; filename="borough-bright-${order.number}.ics"`,
      "cache-control": "private, no-store",
    },
  });
});
