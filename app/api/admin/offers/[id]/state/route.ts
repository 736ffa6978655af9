import { actionResponse, intParam, requireAdminApi, type IdContext } from "@/lib/admin/http";
import { offerStateSchema } from "@/lib/admin/offers/offer-schemas";
import { OFFER_MESSAGES, setOfferState } from "@/lib/admin/offers/offers";
import { getDb } from "@/lib/db";
import { parseJsonBody } from "@/lib/http/parse";

/** Activates or ends an offer now: { action: "activate" | "end" }. */
export async function POST(request: Request, context: IdContext): Promise<Response> {
  const guarded = await requireAdminApi("offers.manage", { changes: true });
  if (!guarded.ok) return guarded.response;
  const id = await intParam(context, OFFER_MESSAGES.notFound);
  if (!id.ok) return id.response;
  const body = await parseJsonBody(request, offerStateSchema);
  if (!body.ok) return body.response;
  const result = await setOfferState(await getDb(), guarded.user, id.id, body.data.action);
  return actionResponse(result.ok ? { ok: true, data: { offer: result.data } } : result);
}
