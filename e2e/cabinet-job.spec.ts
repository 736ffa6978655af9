/**
 * The cleaner's job page held in one hand (issue #29): on the narrowest common phone (360 px) the
 * page never scrolls sideways, the header is one short row, check-out comes after the checklist
 * where the work ends, the address opens the maps app, the status is worded from the cleaner's
 * side, and the controls a thumb needs are at least 44 px. The demo data always has a visit in
 * progress for the demo cleaner (staff-layout.spec.ts relies on it too). On-my-way's big choices
 * are sent and checked in live-orders.spec.ts and text-messages.spec.ts, which move the server's
 * clock to the visit's check-in window.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Locator } from "@playwright/test";
import { DEMO, signIn } from "./support/accounts";

const NARROW_PHONE = { width: 360, height: 780 };

async function bottomOf(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  return (box?.y ?? 0) + (box?.height ?? 0);
}

async function topOf(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  return box?.y ?? 0;
}

async function expectAtLeast44(control: Locator): Promise<void> {
  const box = await control.boundingBox();
  expect(box, await control.innerText()).not.toBeNull();
  expect(box?.height ?? 0, await control.innerText()).toBeGreaterThanOrEqual(44);
  expect(box?.width ?? 0, await control.innerText()).toBeGreaterThanOrEqual(44);
}

test("the job under way on a 360 px phone: one short header row, check-out after the checklist, the address in maps, big targets", async ({ browser }) => {
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, viewport: NARROW_PHONE });
  await signIn(context.request, DEMO.cleaner);
  const page = await context.newPage();
  await page.goto("/cleaner/cabinet");
  // The list speaks the cleaner's words: a visit under way is "Checked in", not "In progress".
  const underWay = page.getByRole("main").getByRole("link").filter({ hasText: "Checked in" }).first();
  await expect(underWay).toBeVisible();
  await expect(page.getByRole("main").getByText("In progress", { exact: true })).toHaveCount(0);
  await underWay.click();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  const header = page.getByRole("banner");
  expect(await header.evaluate((element) => element.getBoundingClientRect().height)).toBeLessThanOrEqual(64);
  await expect(header.getByTestId("staff-section-title")).toHaveText("My jobs");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(NARROW_PHONE.width);

  // Under way: no estimate to give, and check-out below the last checklist item.
  await expect(page.getByRole("main").getByText("Checked in", { exact: true })).toBeVisible();
  await expect(page.getByRole("group", { name: "On my way" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Check in" })).toHaveCount(0);
  const checklist = page.getByRole("region", { name: "Checklist" });
  const checkOut = page.getByRole("button", { name: "Check out" });
  await expect(checkOut).toBeVisible();
  expect(await topOf(checkOut)).toBeGreaterThanOrEqual(await bottomOf(checklist));
  expect(await bottomOf(page.getByRole("region", { name: "The visit" }))).toBeLessThanOrEqual(await topOf(checklist));
  expect(await checkOut.evaluate((button) => Boolean(document.querySelector("#checklist-title")?.compareDocumentPosition(button) === Node.DOCUMENT_POSITION_FOLLOWING))).toBe(true);

  // The address opens the maps app: Google's cross-platform Maps URL, in a new tab, no referrer.
  const visit = page.getByRole("region", { name: "The visit" });
  const address = visit.getByRole("link", { name: /\(opens in maps\)$/ });
  const href = new URL((await address.getAttribute("href")) ?? "");
  expect(`${href.origin}${href.pathname}`).toBe("https://www.google.com/maps/search/");
  expect(href.searchParams.get("api")).toBe("1");
  expect(href.searchParams.get("query")).toMatch(/, NY \d{5}$/);
  await expect(address).toHaveAttribute("target", "_blank");
  await expect(address).toHaveAttribute("rel", "noreferrer");

  // What a thumb taps is at least 44 × 44 px.
  await expectAtLeast44(checkOut);
  await expectAtLeast44(address);
  await expectAtLeast44(visit.getByRole("link", { name: /^\(\d{3}\) \d{3}-\d{4}$/ }));
  await expectAtLeast44(page.getByRole("link", { name: "← All my jobs" }));
  await expectAtLeast44(header.getByRole("button", { name: "Open staff menu" }));
  for (const item of (await checklist.locator("label").all()).slice(0, 5)) await expectAtLeast44(item);

  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual([]);
  await context.close();
});
