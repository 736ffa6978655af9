import { expect, type Page } from "@playwright/test";

/** On the booking confirmation page: checks its heading names the new order and answers the order number (C-12345). */
export async function confirmedOrderNumber(page: Page): Promise<string> {
  await expect(page).toHaveURL(/\/booking-confirmation\?order=/);
  const title = page.getByRole("heading", { level: 1 });
  await expect(title).toContainText(/Your order is C-\d{5}\./);
  return ((await title.textContent()) ?? "").match(/C-\d{5}/)?.[0] ?? "";
}
