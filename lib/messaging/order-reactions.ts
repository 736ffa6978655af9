import type { OrderReactions } from "@/lib/booking/orders/order-reactions";
import { toE164 } from "@/lib/kernel/phone/phone-number";
import { optIn } from "./consent";
import { SMS_CONSENT_WORDING } from "./consent-wording";

/**
 * Messaging's answer to what booking announces, in booking's own transaction
 * (docs/decisions/0009-booking-announces-payments-react.md). A customer who ticked the box at
 * booking has agreed to texts on the contact phone, with the customer wording the form showed
 * beside it (docs/product.md#text-messages). An unticked box changes nothing: an earlier consent
 * for that number stands until STOP or the profile's box ends it.
 */
export const messagingOrderReactions: Pick<OrderReactions, "orderPlaced"> = {
  orderPlaced: async (tx, order, now, { textConsent }) => {
    if (!textConsent) return;
    // The submission schema stored the phone in E.164; read again so a caller that skipped it cannot record a number in another form.
    const phone = toE164(order.contactPhone);
    if (!phone.ok) throw new Error(`order ${order.id}: the contact phone cannot take texts (${phone.reason}), yet the box was ticked`);
    await optIn(tx, { phone: phone.e164, userId: order.customerId, wording: SMS_CONSENT_WORDING, source: "booking" }, now);
  },
};
