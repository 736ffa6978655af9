/**
 * Stripe's published test card numbers that test mode and the Stripe fake understand, with what
 * each does: saved fine, then charged (or declined, or needing the customer) off-session.
 * https://docs.stripe.com/testing
 */
export type TestCardBehaviour = "succeeds" | "declines" | "needs_authentication";

export interface TestCard {
  number: string;
  brand: "visa" | "mastercard";
  behaviour: TestCardBehaviour;
  /** What the test card page says about it. */
  label: string;
}

export const TEST_CARDS: readonly TestCard[] = [
  { number: "4242424242424242", brand: "visa", behaviour: "succeeds", label: "Charges succeed" },
  { number: "5555555555554444", brand: "mastercard", behaviour: "succeeds", label: "Charges succeed (Mastercard)" },
  { number: "4000000000000341", brand: "visa", behaviour: "declines", label: "Saves fine, every charge is declined" },
  { number: "4000002760003184", brand: "visa", behaviour: "needs_authentication", label: "Saves fine, charges need the cardholder to authenticate" },
];

/** The test card for a typed number (spaces and dashes allowed), or null. */
export function testCardFor(number: string): TestCard | null {
  const digits = number.replace(/[\s-]/g, "");
  return TEST_CARDS.find((card) => card.number === digits) ?? null;
}

/** The behaviour of a saved test card, from its last four digits. */
export function behaviourOfLast4(last4: string): TestCardBehaviour {
  return TEST_CARDS.find((card) => card.number.endsWith(last4))?.behaviour ?? "succeeds";
}

/** Stripe's error for a charge each behaviour refuses: code and the message Stripe gives. */
export const TEST_CARD_ERRORS = {
  declines: { code: "card_declined", message: "Your card was declined." },
  needs_authentication: { code: "authentication_required", message: "This payment requires the cardholder to authenticate." },
} as const;
