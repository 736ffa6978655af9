import { expect, test, type Page } from "@playwright/test";
import { openDay } from "./support/dates";

/** A complete saved booking on the review step, made from the form's own saved answers (no API needed to look at it). */
async function openReviewStep(page: Page) {
  await page.goto("/booking");
  await page.getByLabel("Bedrooms").selectOption("2");
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem("bookingFormData"))).not.toBeNull();
  // A real open day a week on, never a date that today's calendar could have passed or closed.
  const day = await openDay(page.request, 7, 240);
  await page.evaluate(({ date, startsAt }) => {
    const saved = JSON.parse(window.localStorage.getItem("bookingFormData") ?? "{}") as Record<string, unknown>;
    const ready = {
      ...saved,
      bookingProgress: "step-5",
      date,
      startsAt,
      address: { street: "245 Bedford Ave", unit: "3R", city: "Brooklyn", zip: "11211", accessNotes: "" },
      contact: { name: "Maya Chen", phone: "(718) 555-0142", email: "maya@example.test" },
    };
    window.localStorage.setItem("bookingFormData", JSON.stringify(ready));
  }, { date: day.date, startsAt: day.times[0] ?? "" });
  await page.reload();
  await expect(page.getByRole("heading", { level: 2, name: /Review and book/ })).toBeVisible();
}

/** The visible "Total" rows of every price breakdown on the page. */
const visibleTotals = (page: Page) => page.getByRole("rowheader", { name: "Total", exact: true }).filter({ visible: true });

test.describe("the review step says the price once (issue #24)", () => {
  test("on a wide screen in the quote card beside the form, on a phone inline in the step", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await openReviewStep(page);
    await expect(visibleTotals(page)).toHaveCount(1);
    await expect(page.getByRole("complementary", { name: "Your quote" }).getByRole("rowheader", { name: "Total", exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Price", exact: true })).toBeHidden();

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(visibleTotals(page)).toHaveCount(1);
    await expect(page.getByRole("heading", { name: "Price", exact: true })).toBeVisible();
    // No bottom bar repeating the total on this step; the earlier steps keep it.
    await expect(page.getByText("Estimated total")).toBeHidden();
    await page.getByRole("button", { name: "Back" }).click();
    await expect(page.getByText("Estimated total")).toBeVisible();
  });

  test("a space too large for an instant price opens the contact form filled in", async ({ page }) => {
    await page.goto("/booking");
    await page.locator('label[for="field-service-office-cleaning"]').click();
    await page.getByLabel("Area in square feet").fill("25000");
    await page.getByRole("link", { name: "Request a free estimate" }).click();
    await expect(page).toHaveURL(/\/contact\?service=office-cleaning&squareFeet=25000$/);
    const form = page.getByRole("form", { name: "Contact us" });
    await expect(form.getByLabel(/^Service/)).toHaveValue("office-cleaning");
    await expect(form.getByRole("checkbox", { name: /Request a free estimate/ })).toBeChecked();
    await expect(form.getByLabel("How can we help?")).toHaveValue(/about 25,000 sq ft/);
  });
});
