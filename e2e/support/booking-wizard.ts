import { expect, type Locator, type Page } from "@playwright/test";
import { chooseDate, startTimes } from "./schedule";

/**
 * The booking wizard's steps as a customer goes through them (components/booking/BookingForm.tsx),
 * for the journeys that pass through it on their way to something else: referrals, quote emails.
 */

/** Hashing a new password and placing a booking are the slow writes: on a loaded machine they take longer than an expectation's usual 10 s. */
export const SLOW_WRITE = { timeout: 30_000 };

export const stepHeading = (page: Page, name: RegExp): Locator => page.getByRole("heading", { level: 2, name });

export const nextStep = (page: Page) => page.getByRole("button", { name: "Next", exact: true }).click();

/** Step 3: the day given (an ISO date the slot API offers), then its first start time. */
export async function chooseDayAndFirstTime(page: Page, date: string): Promise<void> {
  await expect(stepHeading(page, /Date and time/)).toBeVisible();
  await chooseDate(page, date);
  const first = startTimes(page).locator("label").first();
  await expect(first).toBeVisible();
  await first.click();
}

export interface Visit {
  street: string;
  city: string;
  zip: string;
  name: string;
  phone: string;
  email: string;
}

/** Step 4: the address and who to ask for, typed in as a new address. */
export async function fillAddressAndContact(page: Page, visit: Visit): Promise<void> {
  await expect(stepHeading(page, /Address and contact/)).toBeVisible();
  await page.getByLabel("Street address").fill(visit.street);
  await page.getByLabel("City or neighborhood").fill(visit.city);
  await page.getByLabel("ZIP code").fill(visit.zip);
  await page.getByLabel("Name", { exact: true }).fill(visit.name);
  await page.getByLabel("Phone").fill(visit.phone);
  await page.getByRole("textbox", { name: "Email" }).fill(visit.email);
}

/** Step 5: accepts the terms; answers the review's price breakdown (the one in the page, not the side panel). */
export async function acceptTermsOnReview(page: Page): Promise<Locator> {
  await expect(stepHeading(page, /Review and book/)).toBeVisible();
  await page.getByRole("checkbox", { name: /I accept the terms and conditions/ }).check();
  return page.getByRole("main").getByRole("table", { name: "Price breakdown" }).first();
}

/** A price as the pages write it ("$1,234.56", or "$25" for whole dollars), in cents. */
export function centsOf(text: string): number {
  const match = text.match(/\$([\d,]+)(?:\.(\d{2}))?/);
  if (!match) throw new Error(`no price in "${text}"`);
  return Number((match[1] ?? "").replace(/,/g, "")) * 100 + Number(match[2] ?? 0);
}
