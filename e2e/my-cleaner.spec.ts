/**
 * "Book my cleaner again" (docs/product.md#booking): the demo customer, Jordan Lee, marks Dorota
 * on one of her completed visits ("I'd like Dorota again"), books a visit on /booking choosing
 * "Dorota, your cleaner" at a time the slot API finds open for her, and the confirmation and the
 * order page say they asked for her; the staff order page shows "Asked for:" beside the cleaner.
 * The spec runs on a server of its own (support/clocked-pages.ts): while Jordan prefers Dorota,
 * the booking form offers her first, which must not reach the specs booking as Jordan meanwhile.
 */
import { expect, test, type Page } from "@playwright/test";
import { SLOW_WRITE, nextStep, stepHeading } from "./support/booking-wizard";
import { confirmedOrderNumber } from "./support/booking-confirmation";
import { openDay } from "./support/dates";
import { movableClockBlock } from "./support/clocked-pages";
import { chooseDate, startTimes } from "./support/schedule";
import { saveCardOnTestPage } from "./support/test-card";

/** Regular cleaning of a two-bedroom, one-bathroom home: three hours (docs/product.md, "Services and prices"). */
const VISIT_MINUTES = 180;

/** The oldest completed visit on Jordan's order history: a demo sample, so Dorota's. */
async function openOldestCompletedVisit(page: Page): Promise<void> {
  await page.goto("/profile/orders");
  const completed = page.getByRole("region", { name: "Past" }).getByRole("link").filter({ hasText: "Completed" });
  await expect(completed.first()).toBeVisible();
  await completed.last().click();
  await expect(page).toHaveURL(/\/order\/[0-9a-f-]{36}$/);
}

test.describe("book my cleaner again", () => {
  test.describe.configure({ mode: "serial" });
  const { pages } = movableClockBlock();

  test("a customer marks Dorota, books her through the form, and every page says who they asked for", async ({ browser }) => {
    test.setTimeout(120_000);
    const page = await pages.pageAs(browser, "customer");

    // A completed visit of Dorota's: "I'd like Dorota again" on (or already on).
    await openOldestCompletedVisit(page);
    const again = page.getByRole("switch", { name: "I'd like Dorota again" });
    await expect(again).toBeVisible();
    if ((await again.getAttribute("aria-checked")) !== "true") {
      await again.click();
      await expect(again).toHaveAttribute("aria-checked", "true");
    }

    const mine = (await (await page.request.get("/api/booking/cleaners")).json()) as { cleaners: Array<{ id: string; firstName: string }> };
    const dorota = mine.cleaners.find((cleaner) => cleaner.firstName === "Dorota");
    if (!dorota) throw new Error(`Dorota is not among the customer's cleaners: ${JSON.stringify(mine)}`);
    // A month ahead, past the demo's own sample visits.
    const day = await openDay(page.request, 30, VISIT_MINUTES, dorota.id);

    // Steps 1 and 2: a two-bedroom regular cleaning, one time.
    await page.goto("/booking");
    await expect(stepHeading(page, /Service and home/)).toBeVisible();
    await page.getByLabel("Bedrooms").selectOption("2");
    await nextStep(page);
    await expect(stepHeading(page, /Extras and frequency/)).toBeVisible();
    await nextStep(page);

    // Step 3: Dorota is offered first and chosen; her times on the day the API found open.
    await expect(stepHeading(page, /Date and time/)).toBeVisible();
    const who = page.getByRole("group", { name: "Who should come?" });
    await expect(who.getByRole("radio", { name: "Dorota, your cleaner" })).toBeChecked();
    await expect(who.getByRole("radio", { name: "Any available cleaner" })).not.toBeChecked();
    await chooseDate(page, day.date);
    const first = startTimes(page).locator("input[name=startsAt]").first();
    await expect(first).toHaveValue(day.times[0] ?? "");
    await startTimes(page).locator(`label[for="${await first.getAttribute("id")}"]`).click();
    await expect(first).toBeChecked();
    await nextStep(page);

    // Step 4: a returning customer starts on their last booking's address and their phone.
    await expect(stepHeading(page, /Address and contact/)).toBeVisible();
    await expect(page.getByLabel("Street address")).not.toHaveValue("");
    await expect(page.getByLabel("Phone")).not.toHaveValue("");
    await nextStep(page);

    // Step 5: the review names her, and the booking goes through.
    await expect(stepHeading(page, /Review and book/)).toBeVisible();
    await expect(page.getByText("Cleaner: Dorota (your cleaner)")).toBeVisible();
    await page.getByRole("checkbox", { name: /I accept the terms and conditions/ }).check();
    await page.getByRole("button", { name: "Book now" }).click();
    // Jordan has paid visits, so no card is asked for unless staff now ask everyone for one.
    await expect(page).toHaveURL(/\/booking-confirmation\?order=|\/payments\/test-card\?ref=/, SLOW_WRITE);
    if (/\/payments\/test-card/.test(page.url())) await saveCardOnTestPage(page, "4242 4242 4242 4242", /Save card/);

    const number = await confirmedOrderNumber(page);
    const orderId = new URL(page.url()).searchParams.get("order") ?? "";
    await expect(page.getByRole("main")).toContainText("You asked for Dorota.");

    await page.getByRole("link", { name: "View order" }).click();
    await expect(page.getByRole("heading", { level: 1, name: `Order ${number}` })).toBeVisible();
    await expect(page.getByRole("main")).toContainText("You asked for Dorota.");

    // Staff see whom the customer asked for beside the cleaner.
    const admin = await pages.pageAs(browser, "admin");
    await admin.goto(`/admin/orders/${orderId}`);
    await expect(admin.getByRole("heading", { level: 1 })).toContainText(number);
    await expect(admin.getByRole("main")).toContainText("Asked for: Dorota Nowak");
  });
});
