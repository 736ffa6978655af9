import { expect, test, type Page } from "@playwright/test";
import { registerCustomer, signIn } from "./support/accounts";
import { pickDateByKeyboard } from "./support/schedule";

const stepHeading = (page: Page, name: RegExp) => page.getByRole("heading", { level: 2, name });

/** The layout shifts the page has had so far that no input caused (what Lighthouse's CLS adds up). */
async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: "layout-shift", buffered: true });
        // The buffered entries arrive in the observer's first callback, queued as a task.
        setTimeout(() => resolve(total), 0);
      }),
  );
}

test.describe("the booking form as the walk-through found it", () => {
  test("the server sends the first step, and the page does not move when it comes alive", async ({ browser, page }) => {
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const staticPage = await noScript.newPage();
    await staticPage.goto("/booking");
    await expect(stepHeading(staticPage, /Service and home/)).toBeVisible();
    await expect(staticPage.getByRole("radio", { name: /^Regular cleaning/ })).toBeChecked();
    await noScript.close();

    for (const viewport of [{ width: 390, height: 844 }, { width: 1366, height: 900 }]) {
      await page.setViewportSize(viewport);
      await page.goto("/booking");
      await expect(stepHeading(page, /Service and home/)).toBeVisible();
      await page.waitForLoadState("networkidle");
      expect(await layoutShift(page), `layout shift at ${viewport.width}px`).toBe(0);
    }
  });

  test("a service page's booking button opens the form on its service, asking before it replaces a saved one", async ({ page }) => {
    await page.goto("/services/deep-cleaning");
    await page.getByRole("main").getByRole("link", { name: "Book a Deep Cleaning" }).first().click();
    await expect(page).toHaveURL(/\/booking\?service=deep-cleaning$/);
    await expect(page.getByRole("radio", { name: /^Deep cleaning/ })).toBeChecked();
    await page.getByLabel("Bedrooms").selectOption("2");

    await page.goto("/services/move-in-out-cleaning");
    await page.getByRole("main").getByRole("link", { name: "Book Move Cleaning" }).first().click();
    const question = page.getByRole("region", { name: "You have a saved booking" });
    await expect(question).toContainText("Deep cleaning");
    await expect(page.getByRole("radio", { name: /^Deep cleaning/ })).toBeChecked();
    await question.getByRole("button", { name: /Switch to Move in\/out cleaning/ }).click();
    await expect(page.getByRole("radio", { name: /^Move in\/out cleaning/ })).toBeChecked();
    await expect(page.getByLabel("Bedrooms")).toHaveValue("2");
    await expect(page).toHaveURL(/\/booking$/);
    await page.reload();
    await expect(page.getByRole("radio", { name: /^Move in\/out cleaning/ })).toBeChecked();
    await expect(page.getByRole("region", { name: "You have a saved booking" })).toHaveCount(0);

    await page.goto("/services/queens-cleaning");
    await page.getByRole("main").getByRole("link", { name: "Book Now" }).first().click();
    await page.getByRole("region", { name: "You have a saved booking" }).getByRole("button", { name: "Keep my saved booking" }).click();
    await expect(page.getByRole("radio", { name: /^Move in\/out cleaning/ })).toBeChecked();
  });

  test("step 4 offers the saved address, and logging out leaves nothing personal for the next person", async ({ page, baseURL }) => {
    const account = await registerCustomer(page.request);
    await signIn(page.request, account.email, account.password);
    const saved = await page.request.post("/api/account/addresses", {
      data: { label: "Home", street: "31-10 Thomson Ave", unit: "4F", city: "Long Island City", zip: "11101", accessNotes: "Door code 2231" },
      headers: { origin: baseURL ?? "" },
    });
    expect(saved.status()).toBe(201);

    await page.goto("/booking");
    await page.getByRole("button", { name: "Next", exact: true }).click();
    await page.getByRole("button", { name: "Next", exact: true }).click();
    await pickDateByKeyboard(page, { days: 1 });
    await page.getByRole("group", { name: /Start time/ }).locator("label").first().click();
    await page.getByRole("button", { name: "Next", exact: true }).click();
    await expect(stepHeading(page, /Address and contact/)).toBeVisible();
    const choices = page.getByRole("group", { name: "Where should we clean?" });
    await expect(choices.getByRole("radio", { name: "A new address" })).toBeChecked();
    await choices.getByText(/^Home: 31-10 Thomson Ave/).click();
    await expect(page.getByLabel("Street address")).toHaveValue("31-10 Thomson Ave");
    await expect(page.getByLabel(/Access notes/)).toHaveValue("Door code 2231");
    await page.getByLabel("Phone").fill("(917) 555-0105");

    // Logging out ends in a full page load (nothing of the session stays in memory); the header
    // may say "Login" a moment before it, so the checks below wait for the new document.
    await page.evaluate(() => Object.assign(window, { beforeLogout: true }));
    await page.getByRole("button", { name: /Account menu/ }).click();
    await page.getByRole("menuitem", { name: "Logout" }).click();
    // While the page is being replaced, evaluate throws: that is "not loaded yet", poll again.
    await expect.poll(() => page.evaluate(() => "beforeLogout" in window).catch(() => true)).toBe(false);
    await expect(page.getByRole("link", { name: "Login" })).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem("bookingFormData"))).toBeNull();
    await page.goto("/booking");
    await expect(stepHeading(page, /Service and home/)).toBeVisible();
    await expect(page.getByRole("region", { name: "Continue Booking" })).toHaveCount(0);
  });

  test("step labels are never cut off, from 320 to 1366 pixels", async ({ page }) => {
    for (const width of [320, 360, 390, 480, 640, 768, 1024, 1280, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/booking");
      const steps = page.getByRole("navigation", { name: "Booking steps" }).locator("li");
      await expect(steps).toHaveCount(5);
      const clipped = await steps.evaluateAll((items) =>
        items.flatMap((item) =>
          [item, ...Array.from(item.querySelectorAll<HTMLElement>("*"))]
            .filter((element) => element.clientWidth > 1 && (element.scrollWidth > element.clientWidth + 1 || getComputedStyle(element).textOverflow === "ellipsis"))
            .map((element) => element.textContent),
        ),
      );
      expect(clipped, `clipped step labels at ${width}px`).toEqual([]);
    }
  });

  test("on a phone the Quick Actions tab and the continue-booking card keep to the bottom fifth and never hide the page's last words", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/booking");
    await page.getByLabel("Bedrooms").selectOption("2");
    await page.goto("/about");
    const card = page.getByRole("region", { name: "Continue Booking" });
    const quickActions = page.getByRole("button", { name: "Quick Actions" });
    await expect(card).toBeVisible();
    await expect(quickActions).toBeVisible();
    const boxes = [await card.boundingBox(), await quickActions.boundingBox()];
    const area = boxes.reduce((sum, box) => sum + (box ? box.width * box.height : Number.POSITIVE_INFINITY), 0);
    expect(area).toBeLessThanOrEqual((390 * 844) / 5);
    for (const box of boxes) expect(box?.y ?? 0).toBeGreaterThanOrEqual(844 * 0.8);

    // At the end of the page the last line of the footer sits above both of them.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    // The words themselves (a range over the text), not the paragraph's padding.
    const lastTextBottom = await page
      .getByRole("contentinfo")
      .locator("p")
      .last()
      .evaluate((paragraph) => {
        const range = document.createRange();
        range.selectNodeContents(paragraph);
        return range.getBoundingClientRect().bottom;
      });
    const top = Math.min(...boxes.map((box) => box?.y ?? 0));
    expect(lastTextBottom).toBeLessThanOrEqual(top);
    await expect(quickActions).toBeInViewport();
  });
});
