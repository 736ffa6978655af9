import { randomUUID } from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { DEMO, latestMailTo, mailWithLink, registerCustomer, signIn, submitRegistration, uniqueEmail } from "./support/accounts";
import { confirmedOrderNumber } from "./support/booking-confirmation";
import { openDay } from "./support/dates";
import { pickDateByKeyboard } from "./support/schedule";
import { siteHeaders } from "./support/site-origin";
import { saveFirstCardAfterBooking } from "./support/test-card";

const SERVICE_AREA_REFUSAL = "We currently serve Manhattan, Brooklyn and Queens";

const stepHeading = (page: Page, name: RegExp) => page.getByRole("heading", { level: 2, name });

/** Accessibility rules on the page's own content (the shell has tests of its own). */
async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).include("main").analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`)).toEqual([]);
}

/** Picks a date with the keyboard: the first bookable day (or the chosen one), then `weeks` a week on and `days` right. */
const pickDate = pickDateByKeyboard;

async function pickFirstTime(page: Page): Promise<string> {
  const times = page.getByRole("group", { name: /Start time/ });
  const first = times.locator("label").first();
  await expect(first).toBeVisible();
  const label = (await first.textContent()) ?? "";
  await first.click();
  return label;
}

test.describe("booking, as a new customer goes through it", () => {
  test("build a booking as a visitor, leave, come back through the widget, register and verify midway, book, reschedule and cancel", async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto("/booking");
    await expect(stepHeading(page, /Service and home/)).toBeVisible();
    await expect(page.getByRole("progressbar", { name: "Booking progress" })).toHaveAttribute("aria-valuenow", "1");

    // Step 1: regular cleaning of a 2-bedroom home; the quote follows at once.
    const quote = page.getByRole("complementary", { name: "Your quote" });
    await expect(quote).toContainText("$152.43");
    await page.getByLabel("Bedrooms").selectOption("2");
    await expect(quote).toContainText("$190.53");
    await page.getByRole("button", { name: "Next", exact: true }).click();

    // Step 2: an extra, one time.
    await expect(stepHeading(page, /Extras and frequency/)).toBeVisible();
    await page.getByRole("checkbox", { name: /Inside the oven/ }).check();
    await expect(quote).toContainText("$228.64");
    await page.getByRole("button", { name: "Next", exact: true }).click();

    // Step 3: a date chosen with the keyboard, then a start time capacity allows.
    await expect(stepHeading(page, /Date and time/)).toBeVisible();
    await page.getByRole("button", { name: "Next", exact: true }).click();
    // The error summary takes the focus and links to the calendar; the message also sits below it.
    await expect(page.getByRole("region", { name: "There is a problem with your answers" })).toBeFocused();
    await expect(page.locator("#schedule-date-error")).toHaveText("Choose a date");
    await pickDate(page, { weeks: 2 });
    await pickFirstTime(page);
    await page.getByRole("button", { name: "Next", exact: true }).click();

    // Step 4: a Staten Island ZIP is refused with the words of docs/product.md#scheduling, a Brooklyn one accepted.
    await expect(stepHeading(page, /Address and contact/)).toBeVisible();
    await page.getByLabel("Street address").fill("245 Bedford Ave");
    await page.getByLabel("Apartment or unit (optional)").fill("3R");
    await page.getByLabel("City or neighborhood").fill("Brooklyn");
    await page.getByLabel("ZIP code").fill("10301");
    await expect(page.getByText(SERVICE_AREA_REFUSAL)).toBeVisible();
    await page.getByRole("button", { name: "Next", exact: true }).click();
    await expect(stepHeading(page, /Address and contact/)).toBeVisible();
    await page.getByLabel("ZIP code").fill("11211");
    await expect(page.getByText("Brooklyn: we clean there.")).toBeVisible();
    await page.getByLabel("Name", { exact: true }).fill("Maya Chen");
    await page.getByLabel("Phone").fill("718 555 0142");
    await page.getByRole("textbox", { name: "Email" }).fill("maya@example.test");
    await page.getByRole("button", { name: "Next", exact: true }).click();
    await expect(stepHeading(page, /Review and book/)).toBeVisible();
    await page.getByRole("checkbox", { name: /I accept the terms and conditions/ }).check();

    // Leave: the continue-booking widget offers the saved booking, folds away and comes back.
    await page.goto("/about");
    const widget = page.getByRole("region", { name: "Continue Booking" });
    await expect(widget).toBeVisible();
    await expect(widget).toContainText("Your booking is saved");
    await widget.getByRole("button", { name: "Dismiss" }).click();
    await expect(widget).toHaveCount(0);
    await page.getByRole("button", { name: /Continue Booking/ }).click();
    await page.getByRole("region", { name: "Continue Booking" }).getByRole("link", { name: "Continue" }).click();
    await expect(page).toHaveURL(/\/booking$/);
    await expect(stepHeading(page, /Review and book/)).toBeVisible();
    await expect(page.getByRole("region", { name: "Continue Booking" })).toHaveCount(0);

    // Submitting as a visitor new to this device opens Create account and comes back; verify from the mail.
    await page.getByRole("button", { name: "Sign in to book" }).click();
    await expect(page).toHaveURL(/\/login\?tab=register&returnUrl=%2Fbooking$/);
    const email = uniqueEmail("maya");
    await submitRegistration(page, { firstName: "Maya", lastName: "Chen", email, password: "Greenpoint-Bagels-31" });
    await expect(page).toHaveURL(/\/auth\/verify-email-notice\?returnUrl=%2Fbooking/);

    // Unverified, the form says how to confirm instead of booking.
    await page.goto("/booking");
    await expect(stepHeading(page, /Review and book/)).toBeVisible();
    await expect(page.getByRole("link", { name: "Confirm your email" })).toHaveAttribute("href", "/auth/verify-email-notice?returnUrl=%2Fbooking");

    await page.goto(await mailWithLink(email, "/auth/verify-email"));
    await expect(page.getByRole("heading", { level: 1, name: "Your email is confirmed" })).toBeVisible();
    await page.getByRole("link", { name: "Book a cleaning" }).click();
    await expect(stepHeading(page, /Review and book/)).toBeVisible();
    await expect(page.getByText("Maya Chen")).toBeVisible();

    // The welcome offer every new account gets is there to pick.
    await page.getByText(/Welcome to Borough Bright: 15% off/).click();
    await page.getByRole("button", { name: "Book now" }).click();
    // A first booking asks for a card on file; the visit is charged after it is done.
    await saveFirstCardAfterBooking(page);

    // Confirmation: the order and what happens next; the saved form is completed.
    const number = await confirmedOrderNumber(page);
    await expect(page.getByRole("heading", { name: "What happens next" })).toBeVisible();
    await expectAccessible(page);
    const saved = await page.evaluate(() => JSON.parse(window.localStorage.getItem("bookingFormData") ?? "{}") as { bookingProgress?: string });
    expect(saved.bookingProgress).toBe("completed");
    await expect.poll(async () => (await latestMailTo(email)).match(/^Subject: (.*)$/m)?.[1], { timeout: 20_000 }).toBe(`We received your booking ${number}`);

    await page.goto("/about");
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    await expect(page.getByRole("region", { name: "Continue Booking" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: /Continue Booking/ })).toHaveCount(0);

    // Order history, then the order.
    await page.goto("/profile/orders");
    const upcoming = page.getByRole("region", { name: "Upcoming" });
    await expect(upcoming).toContainText(number);
    await expect(upcoming).toContainText("Received");
    await upcoming.getByRole("link", { name: new RegExp(number) }).click();
    await expect(page.getByRole("heading", { level: 1, name: `Order ${number}` })).toBeVisible();
    await expect(page.getByRole("region", { name: "Price" })).toContainText("Welcome to Borough Bright (15% off)");
    await expectAccessible(page);
    const calendar = await page.request.get(`${new URL(page.url()).pathname.replace("/order/", "/api/orders/")}/calendar.ics`);
    expect(calendar.status()).toBe(200);
    expect(calendar.headers()["content-type"]).toContain("text/calendar");
    expect(await calendar.text()).toMatch(/^BEGIN:VCALENDAR\r\n[\s\S]*DTSTART:\d{8}T\d{6}Z\r\n/);

    // Reschedule: another day, a new quote, the timeline records it.
    await page.getByRole("link", { name: "Reschedule or change" }).click();
    await expect(page.getByRole("heading", { level: 1, name: `Change order ${number}` })).toBeVisible();
    await expectAccessible(page);
    await pickDate(page, { days: 1 });
    await pickFirstTime(page);
    await page.getByRole("checkbox", { name: /Inside the fridge/ }).check();
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByRole("heading", { level: 1, name: `Order ${number}`, exact: true })).toBeVisible();
    const timeline = page.getByRole("region", { name: "Status timeline" });
    await expect(timeline).toContainText("Rescheduled");
    await expect(timeline).toContainText("Details changed");
    await expect(page.getByRole("region", { name: "Price" })).toContainText("Inside the fridge");

    // Cancel it.
    await page.getByRole("button", { name: "Cancel this visit" }).click();
    await page.getByRole("button", { name: "Yes, cancel" }).click();
    await expect(page.getByText("Cancelled", { exact: true }).first()).toBeVisible();
    await expect(timeline).toContainText("Cancelled");
    // A cancelled visit owes nothing, and the offer is shown as given back, on the page, in the API and in the email.
    const price = page.getByRole("region", { name: "Price" });
    await expect(price.getByRole("row", { name: /Amount due/ })).toContainText("$0");
    await expect(price).toContainText(/Special offer Welcome to Borough Bright.*: back in your account/);
    await expect(price).not.toContainText("Special offer used");
    await expectAccessible(page);
    const api = await page.request.get(new URL(page.url()).pathname.replace("/order/", "/api/orders/"));
    expect(((await api.json()) as { order: { amountDueCents: number; offerReturned: boolean } }).order).toMatchObject({ amountDueCents: 0, offerReturned: true });
    await expect.poll(async () => (await latestMailTo(email)).match(/^Subject: (.*)$/m)?.[1], { timeout: 20_000 }).toBe(`Your cleaning ${number} is cancelled`);
    expect((await latestMailTo(email)).replace(/=\r?\n/g, "")).toContain("Nothing is due.");
    await page.goto("/profile/orders");
    // Cancelled, but still ahead: it stays with the upcoming visits.
    const stillAhead = page.getByRole("region", { name: "Upcoming" });
    await expect(stillAhead).toContainText(number);
    await expect(stillAhead).toContainText("Nothing due");
    await expectAccessible(page);
  });

  test("every step of the form passes the accessibility checks, messages showing", async ({ page }) => {
    await page.goto("/booking");
    await expect(stepHeading(page, /Service and home/)).toBeVisible();
    await expectAccessible(page);
    await page.locator('label[for="field-service-office-cleaning"]').click();
    await page.getByRole("button", { name: "Next", exact: true }).click();
    await expect(page.getByLabel("Area in square feet")).toHaveAccessibleDescription(/Enter the area in square feet/);
    await expectAccessible(page);
    await page.locator('label[for="field-service-residential-cleaning"]').click();
    await page.getByRole("button", { name: "Next", exact: true }).click();
    await expect(stepHeading(page, /Extras and frequency/)).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("button", { name: "Next", exact: true }).click();
    await pickDate(page, { days: 3 });
    await pickFirstTime(page);
    await expectAccessible(page);
    await page.getByRole("button", { name: "Next", exact: true }).click();
    await page.getByRole("button", { name: "Next", exact: true }).click();
    await expect(page.getByLabel("Street address")).toHaveAccessibleDescription(/Enter the street address\./);
    await expectAccessible(page);
  });

  test("the API refuses a ZIP outside the three boroughs, makes one order per idempotency key, and hides it from other users", async ({ playwright, baseURL }) => {
    const customer = await playwright.request.newContext({ baseURL, extraHTTPHeaders: siteHeaders(baseURL) });
    await signIn(customer, DEMO.customer);
    const { times } = await openDay(customer, 20, 180);

    const body = (zip: string) => ({
      request: { service: "deep-cleaning", bedrooms: 1, bathrooms: 1 },
      startsAt: times[0],
      address: { street: "31-10 Thomson Ave", city: "Long Island City", zip },
      contact: { name: "Jordan Lee", phone: "(917) 555-0105", email: DEMO.customer },
      acceptTerms: true,
    });
    const key = randomUUID();
    const refused = await customer.post("/api/bookings", { data: body("10301"), headers: { "idempotency-key": key } });
    expect(refused.status()).toBe(400);
    expect(await refused.json()).toMatchObject({ fieldErrors: { "address.zip": SERVICE_AREA_REFUSAL } });

    const first = await customer.post("/api/bookings", { data: body("11101"), headers: { "idempotency-key": key } });
    expect(first.status()).toBe(201);
    const again = await customer.post("/api/bookings", { data: body("11101"), headers: { "idempotency-key": key } });
    expect(again.status()).toBe(200);
    const { order } = (await first.json()) as { order: { id: string; number: string } };
    expect(((await again.json()) as { order: { id: string } }).order.id).toBe(order.id);
    expect(order.number).toMatch(/^C-\d{5}$/);

    const quote = await customer.post("/api/quote", { data: { service: "deep-cleaning", bedrooms: 1, bathrooms: 1 } });
    expect(((await quote.json()) as { quote: { totalCents: number } }).quote.totalCents).toBe(24_497);

    const stranger = await playwright.request.newContext({ baseURL, extraHTTPHeaders: siteHeaders(baseURL) });
    const account = await registerCustomer(stranger);
    await signIn(stranger, account.email, account.password);
    expect((await stranger.get(`/order/${order.id}`)).status()).toBe(404);
    expect((await stranger.get(`/api/orders/${order.id}`)).status()).toBe(404);
    expect((await stranger.get(`/api/orders/${order.id}/calendar.ics`)).status()).toBe(404);
    expect((await stranger.post(`/api/orders/${order.id}/cancel`, { data: {} })).status()).toBe(404);
    expect((await customer.get(`/api/orders/${order.id}`)).status()).toBe(200);
    expect((await customer.post(`/api/orders/${order.id}/cancel`, { data: { reason: "Test clean-up" } })).status()).toBe(200);
    await customer.dispose();
    await stranger.dispose();
  });
});

