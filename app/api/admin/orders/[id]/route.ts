import { requireAdminApi, uuidParam, type IdContext } from "@/lib/admin/http";
import { ORDER_ACTION_MESSAGES } from "@/lib/admin/orders/order-actions";
import { getAdminOrder } from "@/lib/admin/orders/order-detail";
import { getDb } from "@/lib/db";
import { errorResponse, okResponse } from "@/lib/http/responses";

/** One order as staff see it, with its full timeline. */
export async function GET(_request: Request, context: IdContext): Promise<Response> {
  const guarded = await requireAdminApi("operations.view");
  if (!guarded.ok) return guarded.response;
  const id = await uuidParam(context, ORDER_ACTION_MESSAGES.notFound);
  if (!id.ok) return id.response;
  const order = await getAdminOrder(await getDb(), id.id);
  return order ? okResponse({ order }) : errorResponse(404, ORDER_ACTION_MESSAGES.notFound);
}
