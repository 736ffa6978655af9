import { getSessionUser } from "@/lib/auth/session";
import { NO_CARD_VIEW, type BookingCardView } from "@/lib/payments/cards/booking-card";
import { cardOnFile } from "@/lib/payments/cards/card-on-file";
import { ok } from "@/lib/web/http/answer";
import { route } from "@/lib/web/http/route";

/**
 * GET /api/booking/card: how the signed-in customer will pay, for the booking form's review
 * step (the page itself is static). Only the card's label leaves the server; visitors, and
 * everyone while payments are switched off, get "nothing on file, nothing required".
 */
export const GET = route({ access: "public" }, async ({ database }) => {
  const user = await getSessionUser();
  if (!user) return ok(NO_CARD_VIEW, { headers: { "cache-control": "private, no-store" } });
  const onFile = await cardOnFile(await database(), user.id);
  const view: BookingCardView = onFile.available ? { card: onFile.card ? { label: onFile.card.label } : null, invoiced: onFile.invoiced, required: onFile.required } : NO_CARD_VIEW;
  return ok(view, { headers: { "cache-control": "private, no-store" } });
});
