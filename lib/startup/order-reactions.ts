import { setOrderReactions, type OrderReactions } from "@/lib/booking/orders/order-reactions";

/** Payments' reactions, loaded on the first order change, so a process (or a test file) that changes no order never loads them. */
const payments = async (): Promise<OrderReactions> => (await import("@/lib/payments/order-reactions")).paymentOrderReactions;

/**
 * Plugs payments into booking's order changes (lib/booking/orders/order-reactions.ts). Every
 * process that may complete or cancel an order calls it before it does: server.ts, the
 * database scripts and Jest's server setup.
 */
export function installOrderReactions(): void {
  setOrderReactions({
    visitCompleted: async (...change) => (await payments()).visitCompleted(...change),
    orderCancelled: async (...change) => (await payments()).orderCancelled(...change),
  });
}
