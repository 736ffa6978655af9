import { GIFT_CARD_ADMIN_ROLES, adminGiftCardQuerySchema, listGiftCardsForAdmin } from "@/lib/gift-cards/admin";
import { withRole } from "@/lib/web/http/access";
import { ok } from "@/lib/web/http/answer";
import { route } from "@/lib/web/http/route";

/** Staff list of gift cards (Admins and SuperAdmins): ?status=&q=&page=&pageSize=. */
export const GET = route({ access: withRole(GIFT_CARD_ADMIN_ROLES), query: adminGiftCardQuerySchema }, async ({ query, database }) =>
  ok(await listGiftCardsForAdmin(await database(), query, query)),
);
