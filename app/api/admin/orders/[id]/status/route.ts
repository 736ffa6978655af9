import { actionResponse, requireAdminApi, uuidParam, type IdContext } from "@/lib/admin/http";
import { statusBodySchema } from "@/lib/admin/orders/order-action-schemas";
import { setOrderStatusAsStaff, ORDER_ACTION_MESSAGES } from "@/lib/admin/orders/order-actions";
import { getDb } from "@/lib/db";
import { parseOptionalJsonBody } from "@/lib/staff/http";

/** Moves the order to confirmed, in progress or completed: { status, note? }. */
export async function POST(request: Request, context: IdContext): Promise<Response> {
  const guarded = await requireAdminApi("orders.manage", { changes: true });
  if (!guarded.ok) return guarded.response;
  const id = await uuidParam(context, ORDER_ACTION_MESSAGES.notFound);
  if (!id.ok) return id.response;
  const body = await parseOptionalJsonBody(request, statusBodySchema);
  if (!body.ok) return body.response;
  return actionResponse(await setOrderStatusAsStaff(await getDb(), guarded.user, id.id, body.data));
}
