import { PAYMENT_PAGES_UNEXPECTED, type ApiContract } from "@/lib/kernel/api-contract";
import { redirectAnswer } from "@/lib/kernel/validation/answer-fields";

/**
 * The buttons that open the provider's hosted page (docs/payments.md; docs/architecture.md,
 * "Endpoint contracts"). They sit on pages without zod, so the body is typed here and the
 * handler's schema is held to it with `satisfies`.
 */
export interface CheckoutStartedAnswer {
  redirectUrl: string;
}

/** `{ returnPath? }`: where the card page comes back to (kept only when it is ours). */
export interface CardSetupBody {
  returnPath?: string | null;
}

/** POST /api/payments/cards/setup: starts saving a card. */
export const cardSetupContract: ApiContract<void, CardSetupBody, CheckoutStartedAnswer> = {
  method: "POST",
  path: () => "/api/payments/cards/setup",
  readAnswer: redirectAnswer,
  fallbackError: PAYMENT_PAGES_UNEXPECTED,
};

/** POST /api/payments/order-payments/:id/checkout: pays one of the customer's unpaid payments now. */
/** The button sends an empty object: the payment the path names is all the handler needs. */
export const orderCheckoutContract: ApiContract<{ id: string }, Record<string, never>, CheckoutStartedAnswer> = {
  method: "POST",
  path: ({ id }) => `/api/payments/order-payments/${id}/checkout`,
  readAnswer: redirectAnswer,
  fallbackError: PAYMENT_PAGES_UNEXPECTED,
};
