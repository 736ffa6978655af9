import { ORDER_NOT_FOUND_MESSAGE } from "@/lib/booking/orders/locked-order";
import { getCustomerOrder } from "@/lib/booking/orders/queries";
import { orderIcs } from "@/lib/booking/order-calendar";
import { getDb } from "@/lib/db";
import { requireApiUser } from "@/lib/http/guards";
import { errorResponse } from "@/lib/http/responses";

type Context = { params: Promise<{ id: string }> };

/** "Add to calendar": the visit as an .ics file, for its owner only. */
export async function GET(_request: Request, context: Context): Promise<Response> {
  const guarded = await requireApiUser();
  if (!guarded.ok) return guarded.response;
  const order = await getCustomerOrder(await getDb(), guarded.user.id, (await context.params).id);
  if (!order) return errorResponse(404, ORDER_NOT_FOUND_MESSAGE);
  return new Response(orderIcs(order), {
    headers: {
      "content-type": "text/calendar; charset=utf-8",
      "content-disposition": `attachment; filename="borough-bright-${order.number}.ics"`,
      "cache-control": "private, no-store",
    },
  });
}
