import { getDb } from "@/lib/db";
import { GIFT_CARD_ADMIN_ROLES, adminGiftCardQuerySchema, listGiftCardsForAdmin } from "@/lib/gift-cards/admin";
import { requireApiRole } from "@/lib/http/guards";
import { parseValue, searchParamsOf } from "@/lib/http/parse";
import { okResponse } from "@/lib/http/responses";

/** Staff list of gift cards (Admins and SuperAdmins): ?status=&q=&page=&pageSize=. */
export async function GET(request: Request): Promise<Response> {
  const guarded = await requireApiRole(GIFT_CARD_ADMIN_ROLES);
  if (!guarded.ok) return guarded.response;
  const parsed = parseValue(searchParamsOf(request), adminGiftCardQuerySchema);
  if (!parsed.ok) return parsed.response;
  return okResponse(await listGiftCardsForAdmin(await getDb(), parsed.data, parsed.data));
}
