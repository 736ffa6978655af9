import { orderChangeSchema } from "@/lib/booking/booking-request";
import { refusalResponse } from "@/lib/booking/http";
import { editOrderAsCustomer } from "@/lib/booking/orders/edit-order";
import { ORDER_NOT_FOUND_MESSAGE } from "@/lib/booking/orders/locked-order";
import { getCustomerOrder } from "@/lib/booking/orders/queries";
import { getDb } from "@/lib/db";
import { requireActiveApiUser, requireApiUser } from "@/lib/http/guards";
import { parseJsonBody } from "@/lib/http/parse";
import { errorResponse, okResponse } from "@/lib/http/responses";

type Context = { params: Promise<{ id: string }> };

/** One of the signed-in customer's orders; anyone else's id is a 404 like a missing one. */
export async function GET(_request: Request, context: Context): Promise<Response> {
  const guarded = await requireApiUser();
  if (!guarded.ok) return guarded.response;
  const order = await getCustomerOrder(await getDb(), guarded.user.id, (await context.params).id);
  return order ? okResponse({ order }) : errorResponse(404, ORDER_NOT_FOUND_MESSAGE);
}

/** The customer's changes (new time, details, extras, address, notes), priced again on the server. */
export async function PATCH(request: Request, context: Context): Promise<Response> {
  const guarded = await requireActiveApiUser();
  if (!guarded.ok) return guarded.response;
  const parsed = await parseJsonBody(request, orderChangeSchema);
  if (!parsed.ok) return parsed.response;
  const result = await editOrderAsCustomer(await getDb(), guarded.user.id, (await context.params).id, parsed.data);
  return result.ok ? okResponse(result) : refusalResponse(result);
}
