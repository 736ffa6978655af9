/**
 * Issue #24 in the browser: a new customer signs up inside the booking and lands back in it
 * after verifying the email, with their welcome offer applied; and a price changed by an admin
 * between the review step and "Book now" is shown, never booked silently.
 */
import { expect, test, type Page } from "@playwright/test";
import { DEMO, latestMailTo, mailWithLink, registerCustomer, signIn } from "./support/accounts";
import { confirmedOrderNumber } from "./support/booking-confirmation";
import { siteHeaders } from "./support/site-origin";
import { pickDateByKeyboard } from "./support/schedule";
import { saveFirstCardAfterBooking } from "./support/test-card";

const stepHeading = (page: Page, name: RegExp) => page.getByRole("heading", { level: 2, name });
const next = (page: Page) => page.getByRole("button", { name: "Next", exact: true }).click();

/** Step 3: the first bookable day two weeks on (with the keyboard), then its first start time. */
async function pickDayAndTime(page: Page) {
  await expect(stepHeading(page, /Date and time/)).toBeVisible();
  await pickDateByKeyboard(page, { weeks: 2 });
  const first = page.getByRole("group", { name: /Start time/ }).locator("label").first();
  await expect(first).toBeVisible();
  await first.click();
  await next(page);
}

/** The whole verification link of the newest mail to `email`, with every query parameter it carries. */
async function verificationLink(email: string): Promise<URL> {
  let link: URL | null = null;
  await expect
    .poll(async () => {
      // Quoted-printable: soft line breaks and "=" written as =3D.
      const raw = (await latestMailTo(email)).replace(/=\r?\n/g, "").replace(/=3D/g, "=");
      const found = raw.match(/https?:\/\/[^\s"<>]*\/auth\/verify-email\?token=[A-Za-z0-9_%-]+(?:&[A-Za-z]+=[A-Za-z0-9_%.-]+)*/)?.[0];
      link = found ? new URL(found) : null;
      return link !== null;
    }, { timeout: 20_000 })
    .toBe(true);
  if (!link) throw new Error("no verification link");
  return link;
}

test.describe("signing up inside the booking", () => {
  test("a new customer goes from step 1 to booked: Create account prefilled, back in the saved booking after verifying, welcome offer applied", async ({ page }) => {
    test.setTimeout(120_000);
    const email = `rosa-${Date.now().toString(36)}@example.test`;
    await page.goto("/booking");
    await expect(stepHeading(page, /Service and home/)).toBeVisible();
    await page.getByLabel("Bedrooms").selectOption("2");
    await next(page);

    await expect(stepHeading(page, /Extras and frequency/)).toBeVisible();
    // The radios are drawn as cards: their labels take the click.
    await page.getByText(/^Every two weeks, \d+% off$/).click();
    await expect(page.getByRole("radio", { name: /^Every two weeks/ })).toBeChecked();
    await next(page);
    await pickDayAndTime(page);

    await expect(stepHeading(page, /Address and contact/)).toBeVisible();
    await page.getByLabel("Street address").fill("31-15 Ditmars Blvd");
    await page.getByLabel("Apartment or unit (optional)").fill("4A");
    await page.getByLabel("City or neighborhood").fill("Astoria");
    await page.getByLabel("ZIP code").fill("11105");
    await page.getByLabel(/Access notes/).fill("Buzz 4A; the super is in 1B");
    await page.getByLabel("Name", { exact: true }).fill("Rosa Delgado");
    await page.getByLabel("Phone").fill("(718) 555-0177");
    await page.getByRole("textbox", { name: "Email" }).fill(email);
    await next(page);

    await expect(stepHeading(page, /Review and book/)).toBeVisible();
    await page.getByRole("checkbox", { name: /I accept the terms and conditions/ }).check();
    await page.getByRole("button", { name: "Sign in to book" }).click();

    // Never signed in on this device: Create account, with what step 4 already knows.
    await expect(page).toHaveURL(/\/login\?tab=register&returnUrl=%2Fbooking$/);
    await expect(page.getByRole("tab", { name: "Create account" })).toHaveAttribute("aria-selected", "true");
    const form = page.getByRole("form", { name: "Create account" });
    await expect(form.getByLabel("First name")).toHaveValue("Rosa");
    await expect(form.getByLabel("Last name")).toHaveValue("Delgado");
    await expect(form.getByLabel("Email")).toHaveValue(email);
    await form.getByLabel("Password").fill("Ditmars-Park-2026");
    await form.getByRole("button", { name: "Create account" }).click();
    await expect(page).toHaveURL(/\/auth\/verify-email-notice\?returnUrl=%2Fbooking/);

    // The link in the mail leads back to the booking, and only there.
    const link = await verificationLink(email);
    expect(link.searchParams.get("returnUrl")).toBe("/booking");
    await page.goto(link.toString());
    await expect(page).toHaveURL(/\/booking$/);
    await expect(stepHeading(page, /Review and book/)).toBeVisible();

    // The welcome offer every new account holds is applied; it can be removed and taken again.
    const welcome = page.getByRole("radio", { name: /Welcome to Borough Bright: 15% off/ });
    await expect(welcome).toBeChecked();
    const breakdown = page.getByRole("main").getByRole("table", { name: "Price breakdown" }).first();
    await expect(breakdown).toContainText("Welcome to Borough Bright");
    await page.getByText("No offer", { exact: true }).click();
    await expect(page.getByRole("radio", { name: "No offer" })).toBeChecked();
    await expect(breakdown).not.toContainText("Welcome to Borough Bright");
    await page.getByText(/^Welcome to Borough Bright: 15% off$/).click();
    await expect(welcome).toBeChecked();
    await expect(breakdown).toContainText("Welcome to Borough Bright");

    await page.getByRole("button", { name: "Book now" }).click();
    await saveFirstCardAfterBooking(page);
    await confirmedOrderNumber(page);

    // Every two weeks, told plainly: the cadence, the next visits with prices, the offer on the first only.
    const recurring = page.getByRole("region", { name: "Your recurring visits" });
    await expect(recurring).toContainText(/Every two weeks, on \w+days at \d{1,2}:\d{2} [AP]M\./);
    const rows = recurring.getByRole("table").getByRole("row");
    await expect(rows).toHaveCount(5);
    await expect(rows.nth(1)).toContainText("with your Welcome to Borough Bright offer");
    await expect(rows.nth(2)).not.toContainText("offer");
  });
});

test.describe("the price the customer accepted", () => {
  test("an admin raises a price between the review step and Book now: both prices are shown, and the booking is made only at the new one once confirmed", async ({ page, playwright, baseURL }) => {
    test.setTimeout(120_000);
    const account = await registerCustomer(page.request, { firstName: "Omar", lastName: "Haddad" });
    await page.request.get(await mailWithLink(account.email, "/auth/verify-email"));
    await signIn(page.request, account.email, account.password);

    await page.goto("/booking");
    await expect(stepHeading(page, /Service and home/)).toBeVisible();
    await next(page);
    // The balcony extra: no other browser test prices it, so raising it disturbs none of theirs.
    await page.getByRole("checkbox", { name: /Balcony or terrace/ }).check();
    await next(page);
    await pickDayAndTime(page);
    await page.getByLabel("Street address").fill("88 Orchard St");
    await page.getByLabel("City or neighborhood").fill("Manhattan");
    await page.getByLabel("ZIP code").fill("10002");
    await page.getByLabel("Name", { exact: true }).fill("Omar Haddad");
    await page.getByLabel("Phone").fill("(212) 555-0166");
    await page.getByRole("textbox", { name: "Email" }).fill(account.email);
    await next(page);
    await expect(stepHeading(page, /Review and book/)).toBeVisible();
    await page.getByRole("checkbox", { name: /I accept the terms and conditions/ }).check();
    // $140 + $40 balcony = $180, less the 15% welcome offer = $153, tax $13.58.
    await expect(page.getByRole("radio", { name: /Welcome to Borough Bright/ })).toBeChecked();
    const breakdown = page.getByRole("main").getByRole("table", { name: "Price breakdown" }).first();
    await expect(breakdown.getByRole("row", { name: /^Total/ })).toContainText("$166.58");

    // Meanwhile an admin raises the balcony extra from $40 to $50.
    const admin = await playwright.request.newContext({ baseURL, extraHTTPHeaders: siteHeaders(baseURL) });
    await signIn(admin, DEMO.admin);
    const { priceTable, travel } = (await (await admin.get("/api/admin/settings/pricing")).json()) as {
      priceTable: { extras: Array<{ id: string; priceCents: number }> };
      travel: { sameBorough: number; acrossBoroughs: number };
    };
    const raised = { ...priceTable, extras: priceTable.extras.map((extra) => (extra.id === "balcony-terrace" ? { ...extra, priceCents: extra.priceCents + 1_000 } : extra)) };
    const save = (table: unknown, reason: string) => admin.put("/api/admin/settings/pricing", { data: { priceTable: table, travel, reason } });
    expect((await save(raised, "Balcony work takes longer than we priced")).status()).toBe(200);
    try {
      await page.getByRole("button", { name: "Book now" }).click();
      // $190 less 15% = $161.50, tax $14.33.
      const notice = page.getByRole("alert").filter({ hasText: "price for this visit has changed" });
      await expect(notice).toContainText("You saw $166.58");
      await expect(notice).toContainText("The price now is $175.83");
      await expect(page).toHaveURL(/\/booking$/);

      await notice.getByRole("button", { name: "Book at $175.83" }).click();
      await saveFirstCardAfterBooking(page);
      await confirmedOrderNumber(page);
      await expect(page.getByRole("region", { name: "Price" }).getByRole("row", { name: /^Total/ })).toContainText("$175.83");
    } finally {
      expect((await save(priceTable, "Back to the usual balcony price")).status()).toBe(200);
      await admin.dispose();
    }
  });
});
