import { actionResponse, requireAdminApi, uuidParam, type IdContext } from "@/lib/admin/http";
import { noteBodySchema } from "@/lib/admin/orders/order-action-schemas";
import { addOrderNote, ORDER_ACTION_MESSAGES } from "@/lib/admin/orders/order-actions";
import { getDb } from "@/lib/db";
import { parseOptionalJsonBody } from "@/lib/staff/http";

/** Adds a staff note to the timeline: { note }. */
export async function POST(request: Request, context: IdContext): Promise<Response> {
  const guarded = await requireAdminApi("orders.manage", { changes: true });
  if (!guarded.ok) return guarded.response;
  const id = await uuidParam(context, ORDER_ACTION_MESSAGES.notFound);
  if (!id.ok) return id.response;
  const body = await parseOptionalJsonBody(request, noteBodySchema);
  if (!body.ok) return body.response;
  return actionResponse(await addOrderNote(await getDb(), guarded.user, id.id, body.data));
}
