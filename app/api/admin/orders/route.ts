import { adminOrderQuerySchema } from "@/lib/admin/orders/order-query";
import { listAdminOrders } from "@/lib/admin/orders/list-orders";
import { requireAdminApi } from "@/lib/admin/http";
import { getDb } from "@/lib/db";
import { parseValue, searchParamsOf } from "@/lib/http/parse";
import { okResponse } from "@/lib/http/responses";

/** Staff list of orders: ?status=&from=&to=&borough=&service=&cleaner=&q=&sort=&page=&pageSize=. */
export async function GET(request: Request): Promise<Response> {
  const guarded = await requireAdminApi("operations.view");
  if (!guarded.ok) return guarded.response;
  const query = parseValue(searchParamsOf(request), adminOrderQuerySchema);
  if (!query.ok) return query.response;
  return okResponse(await listAdminOrders(await getDb(), query.data));
}
