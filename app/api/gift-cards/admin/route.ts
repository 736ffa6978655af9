import { adminGiftCardQuerySchema, listGiftCardsForAdmin } from "@/lib/gift-cards/admin";
import { requireAdminApi } from "@/lib/web/http/admin-access";
import { ok } from "@/lib/web/http/answer";
import { route } from "@/lib/web/http/route";

/** Staff list of gift cards (Admins and SuperAdmins): ?status=&q=&page=&pageSize=. */
export const GET = route({ access: requireAdminApi("giftCards.manage"), query: adminGiftCardQuerySchema }, async ({ query, database }) =>
  ok(await listGiftCardsForAdmin(await database(), query, query)),
);
