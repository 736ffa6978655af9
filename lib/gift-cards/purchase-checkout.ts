import type { PaymentProviderName } from "@/lib/platform/db/schema";

export interface PurchaseCheckoutRequest {
  /** Our payment id: it comes back in the provider's events and on the success page. */
  purchaseId: string;
  amountCents: number;
  /** The line the buyer sees on the payment page, e.g. "Borough Bright gift card, $100". */
  description: string;
  successUrl: string;
  cancelUrl: string;
  customerEmail: string;
}

export interface PurchaseCheckoutSession {
  /** Where to send the buyer to pay: absolute for Stripe, a path of ours in test mode. */
  redirectUrl: string;
  /** The provider's id of this checkout, unique per provider. */
  providerRef: string;
}

/**
 * What a gift-card purchase needs of a payment provider: a hosted checkout for one amount. The
 * providers of lib/payments (Stripe Checkout, test mode) fit it as they are and the route hands
 * one in, so gift cards import nothing of payments (docs/architecture.md, "Tiers").
 */
export interface PurchaseCheckoutProvider {
  readonly name: PaymentProviderName;
  createCheckout(request: PurchaseCheckoutRequest): Promise<PurchaseCheckoutSession>;
}
