import { refusalResponse } from "@/lib/booking/http";
import { cancelOrderAsCustomer } from "@/lib/booking/orders/cancel-order";
import { customerCancelSchema } from "@/lib/booking/orders/customer-cancel-schema";
import { getDb } from "@/lib/db";
import { requireActiveApiUser } from "@/lib/http/guards";
import { parseJsonBody } from "@/lib/http/parse";
import { okResponse } from "@/lib/http/responses";

type Context = { params: Promise<{ id: string }> };

/** The customer cancels their order, until 24 hours before the visit. */
export async function POST(request: Request, context: Context): Promise<Response> {
  const guarded = await requireActiveApiUser();
  if (!guarded.ok) return guarded.response;
  const parsed = await parseJsonBody(request, customerCancelSchema);
  if (!parsed.ok) return parsed.response;
  const result = await cancelOrderAsCustomer(await getDb(), guarded.user.id, (await context.params).id, { reason: parsed.data.reason });
  return result.ok ? okResponse(result) : refusalResponse(result);
}
