/**
 * Accounts and staff (issue #24): where sign-in lands each role, the 403 page a signed-in user
 * gets for a page their role may not see, and the staff list filters folding away on phones.
 */
import { expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { DEMO, DEMO_PASSWORD, signIn } from "./support/accounts";
import { siteHeaders } from "./support/site-origin";

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

async function freshPage(browser: Browser, viewport = DESKTOP): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, extraHTTPHeaders: siteHeaders(process.env.E2E_BASE_URL), viewport });
  return { context, page: await context.newPage() };
}

async function signInThroughForm(page: Page, path: string, email: string): Promise<void> {
  await page.goto(path);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
}

test.describe("where sign-in lands", () => {
  for (const [who, email, home] of [
    ["an Admin", DEMO.admin, /\/admin$/],
    ["a Moderator", DEMO.moderator, /\/admin$/],
    ["a Cleaner", DEMO.cleaner, /\/cleaner\/cabinet$/],
    ["a Customer", DEMO.customer, /:\d+\/$/],
  ] as const) {
    test(`${who} lands on their own start page`, async ({ browser }) => {
      const { context, page } = await freshPage(browser);
      await signInThroughForm(page, "/login", email);
      await expect(page).toHaveURL(home);
      await context.close();
    });
  }

  test("a return URL still wins", async ({ browser }) => {
    const { context, page } = await freshPage(browser);
    await signInThroughForm(page, "/login?returnUrl=%2Fprofile%2Forders", DEMO.admin);
    await expect(page).toHaveURL(/\/profile\/orders$/);
    await context.close();
  });
});

test.describe("a page the role may not see", () => {
  for (const [who, email, path] of [
    ["a Customer", DEMO.customer, "/admin"],
    ["a Customer", DEMO.customer, "/admin/orders"],
    ["a Customer", DEMO.customer, "/cleaner/cabinet"],
    ["a Cleaner", DEMO.cleaner, "/admin/users"],
  ] as const) {
    test(`${who} opening ${path} is told, with a 403, and stays there`, async ({ browser }) => {
      const { context, page } = await freshPage(browser);
      await signIn(context.request, email);
      const response = await page.goto(path);
      expect(response?.status()).toBe(403);
      expect(new URL(page.url()).pathname).toBe(path);
      await expect(page.getByRole("heading", { level: 1, name: "You don't have access to this page" })).toBeVisible();
      await context.close();
    });
  }
});

test.describe("staff list filters", () => {
  test("fold behind a Filters button on a phone", async ({ browser }) => {
    const { context, page } = await freshPage(browser, PHONE);
    await signIn(context.request, DEMO.admin);
    await page.goto("/admin/orders");
    const form = page.getByRole("form", { name: "Filter orders" });
    await expect(form.getByLabel("Status")).toBeHidden();
    await form.getByText("Filters", { exact: true }).click();
    await expect(form.getByLabel("Status")).toBeVisible();
    await form.getByLabel("Status").selectOption("pending");
    await form.getByRole("button", { name: "Filter" }).click();
    await expect(page).toHaveURL(/status=pending/);
    // With a filter on, the fields stay open, so what is applied can be seen.
    await expect(page.getByRole("form", { name: "Filter orders" }).getByLabel("Status")).toBeVisible();
    await context.close();
  });

  test("stay open on a desktop, with no Filters button", async ({ browser }) => {
    const { context, page } = await freshPage(browser, DESKTOP);
    await signIn(context.request, DEMO.admin);
    await page.goto("/admin/orders");
    const form = page.getByRole("form", { name: "Filter orders" });
    await expect(form.getByLabel("Status")).toBeVisible();
    await expect(form.getByText("Filters", { exact: true })).toBeHidden();
    await context.close();
  });
});
