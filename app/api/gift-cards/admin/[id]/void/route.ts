import { getDb } from "@/lib/db";
import { GIFT_CARD_ADMIN_ROLES, voidGiftCard, voidGiftCardSchema } from "@/lib/gift-cards/admin";
import { requireApiRole } from "@/lib/http/guards";
import { parseJsonBody } from "@/lib/http/parse";
import { errorResponse, okResponse } from "@/lib/http/responses";

/** Voids a card: { reason }. Written to the audit log with the actor. */
export async function POST(request: Request, context: { params: Promise<{ id: string }> }): Promise<Response> {
  const guarded = await requireApiRole(GIFT_CARD_ADMIN_ROLES);
  if (!guarded.ok) return guarded.response;
  if (guarded.user.blocked) return errorResponse(403, "Your account is blocked.");
  const parsed = await parseJsonBody(request, voidGiftCardSchema);
  if (!parsed.ok) return parsed.response;
  const { id } = await context.params;
  const result = await voidGiftCard(await getDb(), guarded.user, id, parsed.data.reason);
  return result.ok ? okResponse({ card: result.card }) : errorResponse(result.status, result.message, result.fieldErrors);
}
