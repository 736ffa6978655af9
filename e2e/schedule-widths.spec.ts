import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { DEMO, signIn } from "./support/accounts";
import { bookByApi } from "./support/book-by-api";
import { dateInDays, openDay } from "./support/dates";
import { chooseDate, clickCentreOf, overlapping, startTimes, timeButtons } from "./support/schedule";

/**
 * Issue #24, bug 1: at 768 px and wider the start times were squeezed into a 40 px column and
 * overlapped, so a click on "9:00 AM" chose 10:00 and a reschedule was saved an hour late.
 * Every width the walk-through named, in a real browser, with real mouse clicks.
 */
const WIDTHS = [768, 1024, 1280, 1440, 1920] as const;
const MIN_TARGET = 44;
const HOME = { service: "residential-cleaning", bedrooms: 1, bathrooms: 1 } as const;

async function visitMinutes(request: APIRequestContext): Promise<number> {
  const answer = await request.post("/api/quote", { data: HOME });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { quote: { estimatedMinutes: number } }).quote.estimatedMinutes;
}

/** Where the strip's first day sits, for a failure's message: scroll offsets, boxes, and whether the site's styles applied. */
function stripPlacement(strip: Locator): Promise<string> {
  return strip.evaluate((element) => {
    const label = element.querySelector("label")?.getBoundingClientRect();
    const box = element.getBoundingClientRect();
    return JSON.stringify({
      stripScrollLeft: element.scrollLeft,
      stripOverflowX: getComputedStyle(element).overflowX,
      strip: { left: box.left, top: box.top, width: box.width },
      firstLabel: label ? { left: label.left, top: label.top, width: label.width } : null,
      page: { scrollX: window.scrollX, scrollY: window.scrollY, width: window.innerWidth, height: window.innerHeight },
      focused: document.activeElement?.outerHTML.slice(0, 120) ?? null,
    });
  });
}

/** Every time button is a comfortable target and none covers another. */
async function expectTimeButtonsUsable(page: Page, width: number): Promise<Array<{ text: string; value: string }>> {
  const buttons = await timeButtons(page);
  expect(buttons.length, `start times at ${width}px`).toBeGreaterThan(1);
  const small = buttons.filter(({ box }) => box.width < MIN_TARGET || box.height < MIN_TARGET).map(({ text, box }) => `${text} ${box.width.toFixed(1)}×${box.height.toFixed(1)}`);
  expect(small, `time buttons under ${MIN_TARGET}×${MIN_TARGET} px at ${width}px`).toEqual([]);
  expect(overlapping(buttons), `overlapping time buttons at ${width}px`).toEqual([]);
  return buttons;
}

test.describe("start times at every desktop width (issue #24, bug 1)", () => {
  test("in booking step 3 each time is large, apart, and a click in its middle chooses it", async ({ page }) => {
    test.setTimeout(180_000);
    const { date } = await openDay(page.request, 3, await visitMinutes(page.request));
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/booking");
      // Each width starts a new booking, so the form opens on step 1 again.
      await page.evaluate(() => window.localStorage.removeItem("bookingFormData"));
      await page.goto("/booking");
      await page.getByRole("button", { name: "Next", exact: true }).click();
      await page.getByRole("button", { name: "Next", exact: true }).click();
      await expect(page.getByRole("heading", { level: 2, name: /Date and time/ })).toBeVisible();
      await chooseDate(page, date);

      const buttons = await expectTimeButtonsUsable(page, width);
      for (const { text, value } of buttons) {
        await clickCentreOf(page, value);
        await expect(startTimes(page).locator("input:checked"), `clicked ${text} at ${width}px`).toHaveValue(value);
      }
      // What the booking submits is the saved form: it holds the last time clicked.
      const last = buttons.at(-1)?.value;
      await expect.poll(() => page.evaluate(() => (JSON.parse(window.localStorage.getItem("bookingFormData") ?? "{}") as { startsAt?: string }).startsAt)).toBe(last);
    }
  });

  test("on /order/{id}/edit the time clicked is the time saved", async ({ page }) => {
    test.setTimeout(180_000);
    await signIn(page.request, DEMO.customer);
    const { date, times } = await openDay(page.request, 3, await visitMinutes(page.request));
    const order = await bookByApi(page.request, HOME, times[0], { accessNotes: "Doorman building, ask at the desk" });
    let saved = times[0] ?? "";

    for (const [index, width] of WIDTHS.entries()) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/order/${order.id}/edit`);
      await expect(page.getByRole("heading", { level: 1, name: `Change order ${order.number}` })).toBeVisible();
      await chooseDate(page, date);
      const buttons = await expectTimeButtonsUsable(page, width);

      // A different time at each width, walking through the day (the bug chose the next one).
      const others = buttons.filter(({ value }) => new Date(value).getTime() !== new Date(saved).getTime());
      const target = others[(index * 3 + 1) % others.length];
      if (!target) throw new Error(`no other time to move to at ${width}px`);
      await clickCentreOf(page, target.value);
      await expect(startTimes(page).locator("input:checked")).toHaveValue(target.value);
      await page.getByRole("button", { name: "Save changes" }).click();
      await expect(page.getByRole("heading", { level: 1, name: `Order ${order.number}`, exact: true })).toBeVisible();

      const answer = await page.request.get(`/api/orders/${order.id}`);
      expect(answer.status()).toBe(200);
      const { startsAt } = ((await answer.json()) as { order: { startsAt: string } }).order;
      expect(new Date(startsAt).toISOString(), `saved time after clicking ${target.text} at ${width}px`).toBe(new Date(target.value).toISOString());
      saved = startsAt;
    }
    await page.request.post(`/api/orders/${order.id}/cancel`, { data: { reason: "Test clean-up" } });
  });

  test("the date and time step on a phone and at every width: a strip from the first bookable day, the keyboard, morning and afternoon, the visit's window", async ({ page }) => {
    test.setTimeout(180_000);
    const minutes = await visitMinutes(page.request);
    const { date } = await openDay(page.request, 1, minutes);
    for (const viewport of [{ width: 390, height: 844 }, ...WIDTHS.map((width) => ({ width, height: 900 }))]) {
      const at = `${viewport.width}px`;
      await page.setViewportSize(viewport);
      await page.goto("/booking");
      await page.evaluate(() => window.localStorage.removeItem("bookingFormData"));
      await page.goto("/booking");
      await page.getByRole("button", { name: "Next", exact: true }).click();
      await page.getByRole("button", { name: "Next", exact: true }).click();

      // The strip opens on tomorrow, or on the first day after it that is not closed: never on a past or struck-out day.
      const dates = page.getByRole("radiogroup", { name: "Date" });
      const first = dates.getByRole("radio").first();
      const firstDate = (await first.getAttribute("value")) ?? "";
      expect(firstDate >= dateInDays(1) && firstDate <= date, `first date ${firstDate} at ${at}`).toBe(true);
      await expect(first).toBeEnabled();
      // What is checked is where the strip starts sideways. The page itself may still be scrolled
      // down to where step 2's Next button was (CI once, at 390px: scrollY 1098, the step's heading
      // focused above the viewport), so the strip is brought into view vertically only; its own
      // sideways scroll is left as the page set it.
      await dates.evaluate((strip) => window.scrollBy(0, strip.getBoundingClientRect().top - 80));
      await expect(dates.locator("label").first())
        .toBeInViewport()
        .catch(async (error: Error) => {
          // A rare failure in CI, never reproduced: the message says where the strip and page were scrolled and whether the styles applied.
          throw new Error(`${error.message}\nat ${at}: ${await stripPlacement(dates)}`);
        });
      // The strip scrolls by itself; the page never scrolls sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `page overflow at ${at}`).toBe(true);

      // Keyboard: Space chooses the focused day, the right arrow the next open one, Page Down a week on.
      await first.focus();
      await page.keyboard.press("Space");
      await expect(first).toBeChecked();
      await page.keyboard.press("ArrowRight");
      const second = page.locator("input[data-date]:checked");
      await expect(second).toBeFocused();
      expect((await second.getAttribute("value")) ?? "").not.toBe(firstDate);
      await page.keyboard.press("PageDown");
      await expect(page.locator("input[data-date]:checked")).toBeFocused();

      await chooseDate(page, date);
      const times = startTimes(page);
      await expect(times.getByRole("group", { name: "Morning" })).toBeVisible();
      await expectTimeButtonsUsable(page, viewport.width);
      const [chosen] = await timeButtons(page);
      if (!chosen) throw new Error(`no time at ${at}`);
      await clickCentreOf(page, chosen.value);
      // The visit's window and length, from the quote's estimate.
      await expect(page.getByText(/, \d{1,2}:\d{2} [AP]M – \d{1,2}:\d{2} [AP]M, about \d+½? hours?$/)).toBeVisible();
      const axe = await new AxeBuilder({ page }).include("main").analyze();
      expect(axe.violations.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`), `axe at ${at}`).toEqual([]);
    }
  });
});
