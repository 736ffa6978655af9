import { expect, test, type Locator, type Page } from "@playwright/test";
import { homePage } from "../lib/site/content";
import { guideSections } from "../lib/site/content/guides";
import { openDay } from "./support/dates";

/**
 * Issue #24, "The public pages that turn visitors into bookings": the home page as a short path
 * (height budgets, its long copy kept on the pages searchers land on), the quick quote into
 * /booking, the trust facts beside the calls to action, the phone sticky bar and the floating
 * button clear of prices.
 */

/** Budgets of the home page's height (it was about 9,300 px on a desktop and 16,900 px on a phone). */
const HOME_HEIGHT_BUDGET = { desktop: 4500, phone: 8000 };

async function pageHeight(page: Page): Promise<number> {
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  return page.evaluate(() => document.documentElement.scrollHeight);
}

test.describe("the home page is a path, not an essay", () => {
  test(`is at most ${HOME_HEIGHT_BUDGET.desktop} px tall at 1280 × 800`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    expect(await pageHeight(page)).toBeLessThanOrEqual(HOME_HEIGHT_BUDGET.desktop);
  });

  test(`is at most ${HOME_HEIGHT_BUDGET.phone} px tall at 390 × 844`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await pageHeight(page)).toBeLessThanOrEqual(HOME_HEIGHT_BUDGET.phone);
  });

  test("keeps hero, offers, reviews, services, how it works, FAQ accordions and the final call", async ({ page }) => {
    await page.goto("/");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: homePage.h1 })).toBeVisible();
    await expect(main.getByRole("heading", { name: homePage.howItWorks.heading })).toBeVisible();
    await expect(main.locator("#faq details")).toHaveCount(homePage.faqs.length);
    await expect(main.getByRole("heading", { name: homePage.finalCta.heading })).toBeVisible();
  });
});

test.describe("each passage moved off the home page is on its new page", () => {
  for (const section of guideSections) {
    test(`"${section.heading}" is on ${section.movedTo} and no longer on the home page`, async ({ page, request }) => {
      await page.goto(section.movedTo);
      const block = page.locator(`#${section.id}`);
      await expect(block.getByRole("heading", { name: section.heading })).toBeVisible();
      for (const paragraph of section.paragraphs) await expect(block).toContainText(paragraph);
      await expect(page.locator(`a[href="${section.cta.href}"]`, { hasText: section.cta.label }).first()).toBeVisible();
      const home = await (await request.get("/")).text();
      expect(home).not.toContain(section.paragraphs[0]?.slice(0, 60) ?? "");
    });
  }
});

test.describe("quick quote", () => {
  const priceOf = async (form: Locator) => Number(((await form.getByTestId("quick-quote-price").textContent()) ?? "").match(/\$([\d,]+)/)?.[1]?.replace(/,/g, "") ?? "NaN");

  test("on the home page: refuses the Bronx at once, prices the rooms live and continues into /booking filled in", async ({ page }) => {
    await page.goto("/");
    const form = page.locator("form[data-quick-quote]");
    const zip = form.getByLabel("ZIP code");
    await zip.fill("10451");
    await expect(form).toContainText("We currently serve Manhattan, Brooklyn and Queens");
    await form.getByRole("button", { name: "See times and book" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(zip).toBeFocused();

    await zip.fill("11215");
    await expect(form.getByRole("status")).toHaveText("Brooklyn: we clean there.");
    const small = await priceOf(form);
    await form.getByLabel("Bedrooms").selectOption("3");
    await form.getByLabel("Bathrooms").selectOption("2");
    await expect.poll(() => priceOf(form)).toBeGreaterThan(small);
    const quoted = await priceOf(form);

    await form.getByRole("button", { name: "See times and book" }).click();
    await expect(page).toHaveURL(/\/booking\?service=residential-cleaning&zip=11215&bedrooms=3&bathrooms=2$/);
    await expect(page.getByLabel("Bedrooms", { exact: true })).toHaveValue("3");
    await expect(page.getByLabel("Bathrooms", { exact: true })).toHaveValue("2");
    // The booking's own quote starts from the same price the public page showed (before tax).
    await expect(page.getByText(/Subtotal/).first()).toBeVisible();
    const subtotal = page.locator("text=/Subtotal/").first().locator("xpath=..");
    await expect(subtotal).toContainText(`$${quoted.toLocaleString("en-US")}`);
  });

  test("on a service page: prices that service from its from price", async ({ page }) => {
    await page.goto("/services/deep-cleaning");
    const form = page.locator("form[data-quick-quote]");
    const starting = (await page.getByText(/^From \$\d/).first().textContent()) ?? "";
    await expect(form.getByTestId("quick-quote-price")).toContainText(starting.trim());
    await form.getByLabel("ZIP code").fill("10314");
    await expect(form).toContainText("We currently serve Manhattan, Brooklyn and Queens");
  });
});

test.describe("trust beside every call to action", () => {
  for (const path of ["/", "/services/deep-cleaning", "/services/queens-cleaning"]) {
    test(`${path} shows the rating, what insured and background-checked mean, the guarantee and the address next to its calls`, async ({ page }) => {
      await page.goto(path);
      const facts = page.locator("[data-trust-facts]");
      expect(await facts.count()).toBeGreaterThanOrEqual(2);
      for (const fact of await facts.all()) {
        await expect(fact).toContainText("Insured:");
        await expect(fact).toContainText("Background-checked:");
        await expect(fact).toContainText("Satisfaction guarantee:");
        await expect(fact.locator("address")).toContainText("Borough Bright Cleaning, ");
      }
      // The demo database's published poll ratings, labelled as samples there.
      await expect(facts.first()).toContainText(/\d\.\d from [\d,]+ customer ratings? after their visit/);
    });
  }
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  for (const path of ["/services/deep-cleaning", "/services/brooklyn-cleaning"]) {
    test(`${path} has a sticky "From $X · Book" bar that never covers the page's end`, async ({ page }) => {
      await page.goto(path);
      const bar = page.locator("[data-sticky-book-bar]");
      await expect(bar).toBeVisible();
      await expect(bar.getByRole("link")).toHaveText(/^From \$\d[\d,]* · Book$/);
      await expect(bar.getByRole("link")).toHaveAttribute("href", /^\/booking\?service=[a-z-]+$/);

      // Near the closing call to action and the footer it steps aside.
      await page.locator("#get-started").scrollIntoViewIfNeeded();
      await expect(bar).toBeHidden();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect(bar).toBeHidden();

      // Anywhere else, what is scrolled into view stops above it.
      const pricing = page.locator("#pricing p").last();
      await pricing.evaluate((el) => el.scrollIntoView({ block: "end", behavior: "instant" }));
      await expect(bar).toBeVisible();
      const [textBox, barBox] = [await pricing.boundingBox(), await bar.boundingBox()];
      expect((textBox?.y ?? 0) + (textBox?.height ?? 0)).toBeLessThanOrEqual(barBox?.y ?? 0);
    });
  }

  type Box = { x: number; y: number; width: number; height: number };
  const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

  /** What sits over the foot of a phone screen: the round Quick Actions button and a page's bottom bar. */
  async function coveringBoxes(page: Page): Promise<Box[]> {
    const boxes = [await page.getByRole("button", { name: "Quick Actions" }).boundingBox()];
    for (const bar of await page.locator("[data-bottom-bar]").all()) if (await bar.isVisible()) boxes.push(await bar.boundingBox());
    return boxes.filter((box): box is Box => box !== null);
  }

  /**
   * Every price on the page, brought into view from above (as a reader scrolling down meets it)
   * and at the end of the page, is clear of the button and of the bar the button docks in.
   */
  async function expectButtonClearOf(page: Page, prices: Locator) {
    const count = await prices.count();
    expect(count).toBeGreaterThan(0);
    for (let index = 0; index < count; index += 1) {
      const price = prices.nth(index);
      // A price in the bar itself (the sticky "From $X · Book") is what the bar shows, not what it covers.
      if (!(await price.isVisible()) || (await price.evaluate((el) => el.closest("[data-bottom-bar]") !== null))) continue;
      await price.evaluate((el) => el.scrollIntoView({ block: "end", behavior: "instant" }));
      const box = await price.boundingBox();
      if (!box) throw new Error("a visible price without a box");
      for (const cover of await coveringBoxes(page)) expect(overlap(box, cover), `"${await price.textContent()}" is covered`).toBe(false);
    }
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const covers = await coveringBoxes(page);
    for (const price of await prices.all()) {
      const box = await price.boundingBox();
      if (!box || box.y + box.height < 0 || box.y > 844 || (await price.evaluate((el) => el.closest("[data-bottom-bar]") !== null))) continue;
      for (const cover of covers) expect(overlap(box, cover)).toBe(false);
    }
    // The button docks in a bar instead of floating over the page above it.
    const [button, ...bars] = covers;
    for (const bar of bars) if (button) expect(button.y).toBeGreaterThanOrEqual(bar.y);
  }

  test("the floating phone button stays off the prices of the home page", async ({ page }) => {
    await page.goto("/");
    await expectButtonClearOf(page, page.getByRole("main").getByText(/^From \$\d/));
  });

  test("the floating phone button stays off the prices of a service page", async ({ page }) => {
    await page.goto("/services/deep-cleaning");
    await expectButtonClearOf(page, page.getByRole("main").getByText(/(^From \$\d|^\$\d[\d,]*$)/));
  });

  test("the floating phone button stays off the prices of the booking's review step", async ({ page }) => {
    const { date, times } = await openDay(page.request, 7, 150);
    const form = {
      version: 1,
      bookingProgress: "step-5",
      idempotencyKey: "quick-quote-overlap-check-0001",
      service: "residential-cleaning",
      bedrooms: 2,
      bathrooms: 1,
      frequency: "one-time",
      extras: {},
      date,
      startsAt: times[0],
      address: { street: "245 Bedford Ave", unit: "3R", city: "Brooklyn", zip: "11211", accessNotes: "" },
      contact: { name: "Maya Chen", phone: "718 555 0142", email: "maya@example.test" },
      savedAt: 1,
    };
    await page.addInitScript((saved) => window.localStorage.setItem("bookingFormData", saved), JSON.stringify(form));
    await page.goto("/booking");
    await expect(page.getByRole("heading", { name: /Review and book/ })).toBeVisible();
    await expectButtonClearOf(page, page.getByRole("main").getByText(/^-?\$\d[\d,]*\.\d\d$/));
  });
});
