/**
 * The staff detail pages and the staff area's "not found": the admin order page shows what a
 * cancelled order really owes (as the customer sees it), the cleaner's job page shows a custom
 * cleaning's task list, and an address inside /admin or /cleaner that leads nowhere answers 404
 * inside the staff layout rather than the public site's. All of them without axe violations.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { DEMO, signIn } from "./support/accounts";
import { bookByApi } from "./support/book-by-api";
import { openDay } from "./support/dates";
import { siteHeaders } from "./support/site-origin";

const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";

async function pageAs(browser: Browser, email: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, extraHTTPHeaders: siteHeaders(process.env.E2E_BASE_URL) });
  await signIn(context.request, email);
  return { context, page: await context.newPage() };
}

async function expectNoViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual([]);
}

/** A 404 answered inside the staff layout: staff navigation, none of the public shell. */
async function expectStaffNotFound(page: Page, path: string, heading: RegExp): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Staff" })).toBeVisible();
  await expect(page.getByRole("heading", { name: /couldn.t find that page/ })).toHaveCount(0);
  await expect(page.getByRole("contentinfo")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Quick Actions" })).toHaveCount(0);
  await expectNoViolations(page);
}

test.describe("staff detail pages", () => {
  test("the admin order page shows a cancelled order's real amount due, without violations", async ({ browser }) => {
    const { context, page } = await pageAs(browser, DEMO.admin);
    // The demo data holds cancelled orders, some cancelled in time and some late.
    await page.goto("/admin/orders?status=cancelled");
    await page.getByRole("table").getByRole("link", { name: /^C-\d+$/ }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: /^Order C-\d+$/ })).toBeVisible();
    const price = page.getByRole("region", { name: "Price" });
    await expect(price.getByRole("row", { name: /Booked price \(not charged\)/ })).toBeVisible();
    await expect(price.getByRole("row", { name: /Amount due/ }).getByRole("cell")).toHaveText(/^\$(0(\.00)?|50(\.00)?)$/);
    await expect(price).not.toContainText("back in your account");
    await expectNoViolations(page);
    await context.close();
  });

  test("the cleaner's job page shows a custom cleaning's task list, without violations", async ({ browser }) => {
    test.setTimeout(90_000);
    const customer = await pageAs(browser, DEMO.customer);
    // Past the demo data's four weeks, so the demo cleaner is free that day.
    const slots = await openDay(customer.context.request, 40, 180);
    const tasks = "Inside the kitchen cabinets\nWipe down the balcony door and its track";
    const order = await bookByApi(customer.context.request, { service: "custom-cleaning", hours: 3, cleaners: 1, tasks }, slots.times[0], { accessNotes: "", notes: "" });
    await customer.context.close();

    const admin = await pageAs(browser, DEMO.admin);
    expect((await admin.context.request.post(`/api/admin/orders/${order.id}/confirm`, { data: {} })).status()).toBe(200);
    const cleanerId = await admin.context.request
      .get(`/api/admin/users?q=${encodeURIComponent(DEMO.cleaner)}`)
      .then(async (response) => ((await response.json()) as { items: { id: string; email: string }[] }).items.find((item) => item.email === DEMO.cleaner)?.id);
    expect(cleanerId).toBeTruthy();
    const assigned = await admin.context.request.post(`/api/admin/orders/${order.id}/assign`, { data: { cleanerId } });
    expect(assigned.status(), await assigned.text()).toBe(200);
    // Staff see the task list on the order page too.
    await admin.page.goto(`/admin/orders/${order.id}`);
    await expect(admin.page.getByRole("region", { name: "The visit" })).toContainText("Wipe down the balcony door and its track");
    await expectNoViolations(admin.page);
    await admin.context.close();

    const cleaner = await pageAs(browser, DEMO.cleaner);
    await cleaner.page.goto(`/cleaner/cabinet/jobs/${order.id}`);
    await expect(cleaner.page.getByText("Tasks the customer asked for")).toBeVisible();
    await expect(cleaner.page.getByText("Wipe down the balcony door and its track")).toBeVisible();
    await expectNoViolations(cleaner.page);
    await cleaner.context.close();
  });

  test("an admin address that leads nowhere answers 404 inside the staff layout", async ({ browser }) => {
    const { context, page } = await pageAs(browser, DEMO.admin);
    for (const path of [`/admin/orders/${UNKNOWN_ID}`, "/admin/orders/C-99999", "/admin/nonexistent", "/admin/users/nobody/at/all"]) {
      await expectStaffNotFound(page, path, /^Nothing at this address$/);
      await expect(page.getByRole("navigation", { name: "Admin sections" })).toBeVisible();
    }
    await page.getByRole("link", { name: "Go to the dashboard" }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await context.close();
  });

  test("a cabinet address that leads nowhere answers 404 inside the staff layout", async ({ browser }) => {
    const { context, page } = await pageAs(browser, DEMO.cleaner);
    for (const path of [`/cleaner/cabinet/jobs/${UNKNOWN_ID}`, "/cleaner/nonexistent", "/cleaner/cabinet/elsewhere"]) {
      await expectStaffNotFound(page, path, /^Nothing at this address$/);
    }
    await page.getByRole("link", { name: "Go to my jobs" }).click();
    await expect(page).toHaveURL(/\/cleaner\/cabinet$/);
    await context.close();
  });

  test("a customer gets the 403 page for a staff address, never the staff layout", async ({ browser }) => {
    const { context, page } = await pageAs(browser, DEMO.customer);
    const response = await page.goto("/admin/nonexistent");
    // The staff layout's guard answers 403 before any staff page could answer.
    expect(response?.status()).toBe(403);
    await expect(page.getByRole("heading", { level: 1, name: "You don't have access to this page" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Staff" })).toHaveCount(0);
    await context.close();
  });
});
