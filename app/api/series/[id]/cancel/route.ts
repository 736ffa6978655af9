import { refusalResponse } from "@/lib/booking/http";
import { cancelSeriesAsCustomer } from "@/lib/booking/series/cancel-series";
import { getDb } from "@/lib/db";
import { requireActiveApiUser } from "@/lib/http/guards";
import { okResponse } from "@/lib/http/responses";

type Context = { params: Promise<{ id: string }> };

/** The customer ends a recurring booking: future visits more than 24 h away are cancelled. */
export async function POST(_request: Request, context: Context): Promise<Response> {
  const guarded = await requireActiveApiUser();
  if (!guarded.ok) return guarded.response;
  const result = await cancelSeriesAsCustomer(await getDb(), guarded.user.id, (await context.params).id);
  return result.ok ? okResponse(result) : refusalResponse(result);
}
