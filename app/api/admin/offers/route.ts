import { actionResponse, requireAdminApi } from "@/lib/admin/http";
import { offerInputSchema } from "@/lib/admin/offers/offer-schemas";
import { createOffer, listAdminOffers } from "@/lib/admin/offers/offers";
import { getDb } from "@/lib/db";
import { parseJsonBody } from "@/lib/http/parse";
import { okResponse } from "@/lib/http/responses";

/** Every special offer with how many hold and used it (Admins and the SuperAdmin). */
export async function GET(): Promise<Response> {
  const guarded = await requireAdminApi("offers.manage");
  if (!guarded.ok) return guarded.response;
  return okResponse({ items: await listAdminOffers(await getDb()) });
}

/** Creates an offer: { name, description, isPercentage, discountValue, isPublic, assignToNewAccounts, startsOn?, endsOn? }. */
export async function POST(request: Request): Promise<Response> {
  const guarded = await requireAdminApi("offers.manage", { changes: true });
  if (!guarded.ok) return guarded.response;
  const body = await parseJsonBody(request, offerInputSchema);
  if (!body.ok) return body.response;
  const result = await createOffer(await getDb(), guarded.user, body.data);
  return actionResponse(result.ok ? { ok: true, data: { offer: result.data } } : result, 201);
}
