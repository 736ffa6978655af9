import { expect, type Page } from "@playwright/test";
import { untilHydrated } from "./hydration";

/**
 * Fills the labelled test-mode card page (docs/payments.md) with one of Stripe's test numbers and
 * submits it: "Save card" in setup mode, "Pay $…" when paying an order.
 */
export async function saveCardOnTestPage(page: Page, number: string, action: RegExp): Promise<void> {
  await expect(page.getByRole("note", { name: "Test mode, no card is charged" })).toBeVisible();
  // The fields are React's: typed into before hydration, they would be emptied by it.
  const submit = page.getByRole("button", { name: action });
  await untilHydrated(submit);
  await page.getByLabel("Card number").fill(number);
  await page.getByLabel("Expiry (MM/YY)").fill("08/29");
  await submit.click();
}

/** A new customer's first booking asks for a card (docs/payments.md): save Stripe's 4242 test card. */
export async function saveFirstCardAfterBooking(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/payments\/test-card\?ref=/);
  await saveCardOnTestPage(page, "4242 4242 4242 4242", /Save card/);
}
