import { getDb } from "@/lib/db";
import { loadPurchase } from "@/lib/gift-cards/purchase-status";
import { requireApiUser } from "@/lib/http/guards";
import { errorResponse, okResponse } from "@/lib/http/responses";

/** One of the user's purchases, polled by the confirmation page until the card is issued. */
export async function GET(_request: Request, context: { params: Promise<{ id: string }> }): Promise<Response> {
  const guarded = await requireApiUser();
  if (!guarded.ok) return guarded.response;
  const { id } = await context.params;
  const purchase = await loadPurchase(await getDb(), guarded.user.id, id);
  return purchase ? okResponse({ purchase }) : errorResponse(404, "That purchase does not exist.");
}
