import { getConfig, type AppConfig } from "@/lib/config";
import { createStripeProvider } from "./stripe";
import { createTestModeProvider } from "./test-mode";
import type { PaymentProvider, PaymentProviderName } from "./types";

/**
 * Which provider takes payments: Stripe when its keys are set; otherwise the test-mode provider
 * in a demo (DEMO=true) only. Anywhere else handing out gift cards for free would be a loss, so
 * buying is switched off until Stripe is configured.
 */
export function paymentProviderFor(config: AppConfig): PaymentProvider | null {
  if (config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET) {
    return createStripeProvider({ secretKey: config.STRIPE_SECRET_KEY, webhookSecret: config.STRIPE_WEBHOOK_SECRET, apiBaseUrl: config.STRIPE_API_BASE_URL });
  }
  return testModeAllowed(config) ? createTestModeProvider() : null;
}

export function testModeAllowed(config: AppConfig): boolean {
  return config.DEMO;
}

const PROVIDER = Symbol.for("boroughbright.paymentProvider");
type ProviderGlobal = typeof globalThis & { [PROVIDER]?: { provider: PaymentProvider | null } };

/** The process's provider, or null when buying is switched off. */
export function getPaymentProvider(): PaymentProvider | null {
  const store = globalThis as ProviderGlobal;
  store[PROVIDER] ??= { provider: paymentProviderFor(getConfig()) };
  return store[PROVIDER].provider;
}

/**
 * The provider that handles a payment made earlier, by its stored name: a test-mode payment
 * stays confirmable only while test mode is what this process runs.
 */
export function providerNamed(name: PaymentProviderName): PaymentProvider | null {
  const current = getPaymentProvider();
  return current?.name === name ? current : null;
}

/** Tests: forget the process's provider so the next call reads the configuration again. */
export function resetPaymentProviderCache(): void {
  delete (globalThis as ProviderGlobal)[PROVIDER];
}
