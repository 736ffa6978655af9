import { actionResponse, intParam, requireAdminApi, type IdContext } from "@/lib/admin/http";
import { assignOffer } from "@/lib/admin/offers/assign";
import { offerAssignSchema } from "@/lib/admin/offers/offer-schemas";
import { OFFER_MESSAGES } from "@/lib/admin/offers/offers";
import { getDb } from "@/lib/db";
import { parseJsonBody } from "@/lib/http/parse";

/** Gives the offer to one person or a list: { emails: [...] }; answers who got it and who did not. */
export async function POST(request: Request, context: IdContext): Promise<Response> {
  const guarded = await requireAdminApi("offers.manage", { changes: true });
  if (!guarded.ok) return guarded.response;
  const id = await intParam(context, OFFER_MESSAGES.notFound);
  if (!id.ok) return id.response;
  const body = await parseJsonBody(request, offerAssignSchema);
  if (!body.ok) return body.response;
  return actionResponse(await assignOffer(await getDb(), guarded.user, id.id, body.data));
}
