import { setWaitlistSeam } from "@/lib/booking/capacity-holds";
import { setOrderReactions, type OrderReactions } from "@/lib/booking/orders/order-reactions";
import { setPaymentReactions } from "@/lib/payments/payment-reactions";

/** Payments' reactions, loaded on the first order change, so a process (or a test file) that changes no order never loads them. */
const payments = async (): Promise<Pick<OrderReactions, "visitCompleted" | "orderCancelled">> => (await import("@/lib/payments/order-reactions")).paymentOrderReactions;
/** Referrals' reward and the credit ledger's return of a cancelled visit's credit, loaded on first use. */
const referrals = async () => (await import("@/lib/referrals/reactions")).referralReactions;
/** Messaging's consent given with a booking, loaded on the first booking. */
const bookingConsent = async () => (await import("@/lib/messaging/order-reactions")).messagingOrderReactions;
/** The waitlist's holds and its reactions to bookings and cancellations (docs/product.md#waitlist), loaded on first use. */
const waitlistHolds = async () => await import("@/lib/waitlist/holds");
const waitlist = async () => await import("@/lib/waitlist/hold-lifecycle");
const waitlistOffers = async () => await import("@/lib/waitlist/offer-freed");

export interface ReactionOptions {
  /**
   * Whether texts are on: by default, whether the process has a text provider
   * (lib/messaging/provider/provider.ts). Tests of texts switch them on.
   */
  textsOn?: () => boolean;
}

/**
 * Plugs the higher domains into what booking and payments announce: payments into booking's order
 * changes (lib/booking/orders/order-reactions.ts), referrals into completions, payments and
 * cancellations (lib/referrals/reactions.ts), the waitlist into bookings and cancellations and
 * booking's capacity into the waitlist's holds and offers (lib/waitlist, lib/booking/capacity-holds.ts), messaging into a booking's consent to texts and
 * both domains' notices (lib/payments/payment-reactions.ts, docs/messaging.md). Every process that
 * may book, change an order or a payment calls it before it does: server.ts, the database scripts
 * and Jest's server setup.
 */
export function installOrderReactions(options: ReactionOptions = {}): void {
  // Loaded on the first notice, like payments'.
  const texts = async () => (await import("@/lib/messaging/notice-reactions")).textNoticeReactions(options.textsOn);
  setWaitlistSeam({
    holds: async (...query) => (await waitlistHolds()).activeHolds(...query),
    capacityAdded: async (tx, now) => (await waitlistOffers()).scheduleWaitlistOffer(tx, {}, now),
  });
  setOrderReactions({
    orderPlaced: async (tx, order, now, options) => {
      await (await bookingConsent()).orderPlaced(tx, order, now, options);
      await (await waitlist()).markWaitlistBooked(tx, order, now);
    },
    // Payments first: the charge a completed visit opens is settled at once when nothing is due.
    visitCompleted: async (tx, order, now, options) => {
      await (await payments()).visitCompleted(tx, order, now, options);
      await (await referrals()).visitCompleted(tx, order, now);
    },
    orderCancelled: async (tx, order, feeCents, now) => {
      await (await payments()).orderCancelled(tx, order, feeCents, now);
      await (await referrals()).orderCancelled(tx, order, now);
      await (await waitlist()).offerAfterCancellation(tx, order, now);
    },
    noticed: async (...notice) => (await texts()).orderNoticed(...notice),
  });
  setPaymentReactions({
    noticed: async (...notice) => (await texts()).paymentNoticed(...notice),
    paid: async (...payment) => (await referrals()).paid(...payment),
  });
}
