import { getConfig, type AppConfig } from "@/lib/platform/config";
import { createStripeProvider } from "./stripe";
import { createTestModeProvider } from "./test-mode";
import type { PaymentProvider, PaymentProviderName } from "./types";
import { processSlot } from "@/lib/kernel/process/slot";

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

// Wrapped: null (buying switched off) is a value to keep, not "not yet read".
const PROVIDER = processSlot<{ provider: PaymentProvider | null }>("paymentProvider");

/** The process's provider, or null when buying is switched off. */
export function getPaymentProvider(): PaymentProvider | null {
  return PROVIDER.getOrCreate(() => ({ provider: paymentProviderFor(getConfig()) })).provider;
}

/**
 * The provider that handles a payment made earlier, by its stored name: a test-mode payment
 * stays confirmable only while test mode is what this process runs.
 */
export function providerNamed(name: PaymentProviderName): PaymentProvider | null {
  const current = getPaymentProvider();
  return current?.name === name ? current : null;
}

/**
 * Tests: forget the process's provider so the next call reads the configuration again.
 * @internal A test seam: it reaches state private to this module; knip --production ignores it (docs/architecture.md#layers).
 */
export function resetPaymentProviderCache(): void {
  PROVIDER.clear();
}
