import type { SessionUser } from "@/lib/auth/users";
import { getConfig } from "@/lib/platform/config";
import { getDb } from "@/lib/platform/db";
import { newYorkIsoDateOf } from "@/lib/kernel/time/new-york";
import type { ClosingCalendar } from "@/lib/settings/closing-calendar";
import { upcomingClosing } from "@/lib/settings/closing-calendar";
import { readBusinessSettings } from "@/lib/settings/business-settings";
import type { PriceTable } from "@/lib/settings/price-table";
import { lateChangeMessage } from "../edit-window";
import { offerOfOrder } from "../offers";
import { formFromOrder } from "../order-form";
import type { SpecialOfferAdjustment } from "../quote-adjustments";
import { rankFeatured, serviceCardsFor } from "../service-descriptions";
import { bookableDateRange } from "../slots";
import { getCustomerOrder, type OrderDetailDto } from "./queries";

/** What the edit form starts from: the order as a form, the prices, the offer and the calendar. */
export interface OrderEditForm {
  initial: ReturnType<typeof formFromOrder>;
  priceTable: PriceTable;
  offer: SpecialOfferAdjustment | null;
  closing: ReturnType<typeof upcomingClosing>;
  bookable: ReturnType<typeof bookableDateRange>;
  serviceCards: ReturnType<typeof serviceCardsFor>;
}

export type EditOrderPageView =
  | { order: OrderDetailDto; closed: { message: string }; form: null }
  | { order: OrderDetailDto; closed: null; form: OrderEditForm };

/**
 * /order/{id}/edit: the customer's changes until 24 hours before the visit; after that, or for a
 * blocked (read-only) account, why changes are closed online. Null for any other customer's id.
 */
export async function editOrderPageView(user: Pick<SessionUser, "id" | "blocked">, orderId: string, now: Date = new Date()): Promise<EditOrderPageView | null> {
  const db = await getDb();
  const order = await getCustomerOrder(db, user.id, orderId, now);
  if (!order) return null;
  if (!order.canChange || user.blocked) {
    // The site-wide notice already says the account is read-only; here, what it means for this order.
    const message = user.blocked
      ? "While your account is blocked, this order cannot be changed online."
      : order.status === "cancelled" || order.status === "completed"
        ? "This order can no longer be changed."
        : lateChangeMessage(getConfig().COMPANY_PHONE);
    return { order, closed: { message }, form: null };
  }
  const [{ priceTable, closing }, offer] = await Promise.all([readBusinessSettings(db), offerOfOrder(db, order.specialOfferId)]);
  return { order, closed: null, form: formFor(order, priceTable, closing, offer, now) };
}

function formFor(order: OrderDetailDto, priceTable: PriceTable, closing: ClosingCalendar, offer: SpecialOfferAdjustment | null, now: Date): OrderEditForm {
  return {
    initial: formFromOrder(order),
    priceTable,
    offer,
    closing: upcomingClosing(closing, newYorkIsoDateOf(now)),
    bookable: bookableDateRange(now),
    serviceCards: serviceCardsFor(priceTable, rankFeatured([], priceTable)),
  };
}
