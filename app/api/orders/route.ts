import { listCustomerOrders } from "@/lib/booking/orders/queries";
import { getDb } from "@/lib/db";
import { requireApiUser } from "@/lib/http/guards";
import { okResponse } from "@/lib/http/responses";

/** The signed-in customer's orders: upcoming first (soonest first), then past ones. */
export async function GET(): Promise<Response> {
  const guarded = await requireApiUser();
  if (!guarded.ok) return guarded.response;
  return okResponse(await listCustomerOrders(await getDb(), guarded.user.id));
}
