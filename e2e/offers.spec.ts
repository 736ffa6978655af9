/**
 * Special offers as people meet them on the home page (docs/product.md#special-offers), and
 * the two route handlers behind them. Demo data: three public offers (the 15% welcome offer,
 * $25 Brownstone Spring Refresh, 10% Good Neighbor); customer@demo.test holds the welcome and
 * Good Neighbor offers; cleaner@demo.test holds none.
 *
 * Other tests share this server and may add offers or use one up, so the expected badges are
 * read from the API at the time of each test rather than written down here.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { DEMO, signIn } from "./support/accounts";
import { siteHeaders } from "./support/site-origin";

interface PublicOffer {
  id: number;
  name: string;
  description: string;
  isPercentage: boolean;
  discountValue: number;
}

async function publicOffers(request: APIRequestContext): Promise<PublicOffer[]> {
  const response = await request.get("/api/special-offers");
  expect(response.status()).toBe(200);
  return (await response.json()) as PublicOffer[];
}

async function myOfferIds(request: APIRequestContext): Promise<number[]> {
  const response = await request.get("/api/special-offers/mine");
  expect(response.status()).toBe(200);
  return ((await response.json()) as Array<{ specialOfferId: number }>).map((offer) => offer.specialOfferId);
}

function offersSection(page: Page) {
  return page.getByRole("region", { name: "Special offers" });
}

function badges(page: Page) {
  return offersSection(page).getByRole("link", { name: /^DISCOUNT / });
}

/** Opens the home page and waits until the offers have loaded (or decided to show nothing). */
async function openHome(page: Page) {
  await page.goto("/");
  await expect(page.getByText("Loading special offers...")).toHaveCount(0);
}

/**
 * Clicks the first offer badge and expects a full page load of `url` (a badge is a plain link):
 * a mark left on the window survives a client-side transition but not a new document.
 */
async function expectBadgeLoads(page: Page, url: RegExp) {
  await page.evaluate(() => Object.assign(window, { offersTestMark: true }));
  await badges(page).first().click();
  await expect(page).toHaveURL(url);
  await page.waitForLoadState("domcontentloaded");
  expect(await page.evaluate(() => "offersTestMark" in window)).toBe(false);
}

test.describe("special offers API", () => {
  test("lists the active public offers as display DTOs, cacheable for a minute", async ({ request }) => {
    const response = await request.get("/api/special-offers");
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toContain("public");
    expect(response.headers()["cache-control"]).toContain("max-age=60");
    const offers = (await response.json()) as PublicOffer[];
    expect(offers).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: "Welcome to Borough Bright", isPercentage: true, discountValue: 15 }),
        // Stored as 2500 cents; the browser gets dollars.
        expect.objectContaining({ name: "Brownstone Spring Refresh", isPercentage: false, discountValue: 25 }),
        expect.objectContaining({ name: "Good Neighbor", isPercentage: true, discountValue: 10 }),
      ]),
    );
    for (const offer of offers) expect(Object.keys(offer).sort()).toEqual(["description", "discountValue", "id", "isPercentage", "name"]);
  });

  test("gives a visitor 401 for their own offers, and a user only what they hold", async ({ playwright, request, baseURL }) => {
    const visitor = await request.get("/api/special-offers/mine");
    expect(visitor.status()).toBe(401);

    const offers = await publicOffers(request);
    const idOf = (name: string) => offers.find((offer) => offer.name === name)?.id;

    const customer = await playwright.request.newContext({ baseURL, extraHTTPHeaders: siteHeaders(baseURL) });
    await signIn(customer, DEMO.customer);
    const mine = await customer.get("/api/special-offers/mine");
    expect(mine.headers()["cache-control"]).toContain("no-store");
    const ids = ((await mine.json()) as Array<{ specialOfferId: number }>).map((offer) => offer.specialOfferId);
    expect(ids).not.toContain(idOf("Brownstone Spring Refresh"));
    expect(ids.length).toBeGreaterThan(0);
    await customer.dispose();

    const cleaner = await playwright.request.newContext({ baseURL, extraHTTPHeaders: siteHeaders(baseURL) });
    await signIn(cleaner, DEMO.cleaner);
    expect(await myOfferIds(cleaner)).toEqual([]);
    await cleaner.dispose();
  });
});

test.describe("special offers on the home page", () => {
  test("a visitor sees the spinner first, then every public offer with DISCOUNT badges and the sign-up note", async ({ page, request }) => {
    // The static HTML a visitor's browser gets first carries the spinner.
    expect(await (await request.get("/")).text()).toContain("Loading special offers...");

    const offers = await publicOffers(request);
    await openHome(page);
    await expect(badges(page)).toHaveCount(offers.length);
    await expect(offersSection(page).getByRole("link", { name: /^DISCOUNT 15% off with Welcome to Borough Bright/ })).toBeVisible();
    await expect(offersSection(page).getByRole("link", { name: /^DISCOUNT \$25 off with Brownstone Spring Refresh/ })).toBeVisible();
    await expect(offersSection(page).getByRole("link", { name: /^DISCOUNT 10% off with Good Neighbor/ })).toBeVisible();
    await expect(offersSection(page)).toContainText("to see your personalized offers");
    await expect(offersSection(page).getByRole("link", { name: "log in", exact: true })).toHaveAttribute("href", "/login");
    await expect(offersSection(page).getByRole("link", { name: "Sign up", exact: true })).toHaveAttribute("href", /^\/login/);
    const axe = await new AxeBuilder({ page }).include("#special-offers").analyze();
    expect(axe.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);

    await expectBadgeLoads(page, /\/login$/);
  });

  test("a customer sees only the offers assigned to them, and a badge takes them to booking", async ({ page }) => {
    await signIn(page.context().request, DEMO.customer);
    const held = new Set(await myOfferIds(page.context().request));
    const expected = (await publicOffers(page.context().request)).filter((offer) => held.has(offer.id)).map((offer) => offer.name);
    expect(expected.length).toBeGreaterThan(0);

    await openHome(page);
    await expect(badges(page)).toHaveCount(expected.length);
    for (const name of expected) await expect(offersSection(page).getByRole("heading", { name })).toBeVisible();
    await expect(offersSection(page).getByRole("heading", { name: "Brownstone Spring Refresh" })).toHaveCount(0);
    await expect(offersSection(page)).not.toContainText("personalized offers");

    await expectBadgeLoads(page, /\/booking$/);
  });

  test("the customer's offers give way to the visitor's view on logout", async ({ page }) => {
    await signIn(page.context().request, DEMO.customer);
    await openHome(page);
    await expect(offersSection(page).getByRole("heading", { name: "Brownstone Spring Refresh" })).toHaveCount(0);

    await page.getByRole("button", { name: /^Account menu for/ }).click();
    await page.getByRole("menuitem", { name: "Logout" }).click();
    await expect(page.getByRole("link", { name: "Login" })).toBeVisible();
    await expect(offersSection(page).getByRole("heading", { name: "Brownstone Spring Refresh" })).toBeVisible();
    await expect(offersSection(page).getByRole("link", { name: "log in", exact: true })).toBeVisible();
  });

  test("a signed-in user without assigned offers sees no offers section at all", async ({ page }) => {
    await signIn(page.context().request, DEMO.cleaner);
    await openHome(page);
    await expect(page.getByRole("button", { name: /^Account menu for/ })).toBeVisible();
    await expect(offersSection(page)).toHaveCount(0);
    await expect(page.getByText(/DISCOUNT/)).toHaveCount(0);
  });
});
