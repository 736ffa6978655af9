import { actionResponse, intParam, requireAdminApi, type IdContext } from "@/lib/admin/http";
import { offerInputSchema } from "@/lib/admin/offers/offer-schemas";
import { getAdminOffer, OFFER_MESSAGES, updateOffer } from "@/lib/admin/offers/offers";
import { offerUsage } from "@/lib/admin/offers/usage";
import { getDb } from "@/lib/db";
import { parseJsonBody } from "@/lib/http/parse";
import { errorResponse, okResponse } from "@/lib/http/responses";

/** One offer, who holds it and who used it. */
export async function GET(_request: Request, context: IdContext): Promise<Response> {
  const guarded = await requireAdminApi("offers.manage");
  if (!guarded.ok) return guarded.response;
  const id = await intParam(context, OFFER_MESSAGES.notFound);
  if (!id.ok) return id.response;
  const db = await getDb();
  const offer = await getAdminOffer(db, id.id);
  if (!offer) return errorResponse(404, OFFER_MESSAGES.notFound);
  return okResponse({ offer, usage: await offerUsage(db, id.id) });
}

/** Edits an offer (the same fields as creating one). */
export async function PUT(request: Request, context: IdContext): Promise<Response> {
  const guarded = await requireAdminApi("offers.manage", { changes: true });
  if (!guarded.ok) return guarded.response;
  const id = await intParam(context, OFFER_MESSAGES.notFound);
  if (!id.ok) return id.response;
  const body = await parseJsonBody(request, offerInputSchema);
  if (!body.ok) return body.response;
  const result = await updateOffer(await getDb(), guarded.user, id.id, body.data);
  return actionResponse(result.ok ? { ok: true, data: { offer: result.data } } : result);
}
