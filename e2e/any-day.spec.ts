/**
 * The site on any day of the year (docs/operations.md, "Any day of the year"): the README's first
 * command, `DEMO=true npm start` on a fresh data directory, reaches /api/health with the demo
 * customer's sample visits in every status whatever the date, holidays, year ends and daylight
 * saving switches included. Each server here is the production build on a data directory of its
 * own, started with its clock already moved (support/shifted-clock.mjs), so the demo's sample
 * visits are planned around that day.
 */
import { expect, request as playwrightRequest, test, type APIRequestContext } from "@playwright/test";
import { federalHolidays } from "@/lib/kernel/time/holidays";
import { parseIsoDate } from "@/lib/kernel/time/calendar-date";
import { newYorkDateOf, newYorkWallTimeToUtc } from "@/lib/kernel/time/new-york";
import { DEMO, DEMO_PASSWORD, signIn } from "./support/accounts";
import { startServerWithMovableClock, type ClockedServer } from "./support/movable-clock";
import { siteHeaders } from "./support/site-origin";

/** New York wall times with their offsets: holidays, their eves, a year end and both kinds of DST day. */
const START_INSTANTS = [
  ["Thanksgiving afternoon", "2026-11-26T14:00:00-05:00"],
  ["Christmas Eve evening", "2026-12-24T20:00:00-05:00"],
  ["Christmas morning", "2026-12-25T09:00:00-05:00"],
  ["New Year's Eve, half an hour before midnight", "2026-12-31T23:30:00-05:00"],
  ["New Year's Day noon", "2027-01-01T12:00:00-05:00"],
  ["the morning clocks spring forward", "2027-03-14T07:30:00-04:00"],
  ["Independence Day observed", "2027-07-05T10:00:00-04:00"],
  ["a leap day", "2028-02-29T12:00:00-05:00"],
] as const;

const EVERY_STATUS = ["assigned", "cancelled", "completed", "confirmed", "in_progress", "pending"];

interface OrderSummary {
  status: string;
}

async function customerContext(server: ClockedServer): Promise<APIRequestContext> {
  const context = await playwrightRequest.newContext({ baseURL: server.server.url, extraHTTPHeaders: siteHeaders(server.server.url) });
  await signIn(context, DEMO.customer);
  return context;
}

test.describe("the demo starts on any day of the year", () => {
  test.describe.configure({ mode: "parallel" });

  for (const [day, instant] of START_INSTANTS) {
    test(`on ${day} (${instant}) the server starts with the sample visits in every status`, async () => {
      // Start-up alone may take a minute (support/server-process.ts) on a loaded machine, where
      // these took 40 to 60 s; the sign-in and the read come after it.
      test.setTimeout(120_000);
      // Start-up runs at the instant; health answering 200 is startServer's own condition.
      const clocked = await startServerWithMovableClock({ startAt: new Date(instant) });
      try {
        // The visits were planned at start-up. Reading them back happens on today's clock, so the
        // session cookie the server sets is valid for this (real-clock) client whatever the instant.
        await clocked.moveTo(new Date());
        const customer = await customerContext(clocked);
        const response = await customer.get("/api/orders");
        expect(response.status()).toBe(200);
        const { upcoming, past } = (await response.json()) as { upcoming: OrderSummary[]; past: OrderSummary[] };
        const statuses = [...upcoming, ...past].map((order) => order.status);
        expect([...new Set(statuses)].sort()).toEqual(EVERY_STATUS);
        await customer.dispose();
      } finally {
        await clocked.stop();
      }
    });
  }
});

/** 10:00 in New York on the next Christmas Day still ahead of the real clock: a day the company is closed. */
function nextChristmasMorning(): Date {
  const today = newYorkDateOf(new Date());
  for (let year = today.year; ; year += 1) {
    const christmas = [...federalHolidays(year)].find(([, holiday]) => holiday.id === "christmas" && !holiday.observed)?.[0];
    const date = christmas ? parseIsoDate(christmas) : null;
    if (!date) throw new Error(`no Christmas Day in ${year}`);
    const morning = newYorkWallTimeToUtc(date, 10);
    if (morning.getTime() > Date.now()) return morning;
  }
}

test.describe("on a federal holiday", () => {
  let clocked: ClockedServer;
  test.beforeAll(async () => {
    clocked = await startServerWithMovableClock({ startAt: nextChristmasMorning() });
  });
  test.afterAll(async () => {
    await clocked?.stop();
  });

  test("the home page, signing in as the demo customer and the orders list work", async ({ browser }) => {
    const context = await browser.newContext({ baseURL: clocked.server.url, extraHTTPHeaders: siteHeaders(clocked.server.url) });
    const page = await context.newPage();
    const home = await page.goto("/");
    expect(home?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

    await page.goto("/login?returnUrl=%2Fprofile%2Forders");
    const form = page.getByRole("form", { name: "Sign in" });
    await form.getByLabel("Email").fill(DEMO.customer);
    await form.getByLabel("Password").fill(DEMO_PASSWORD);
    await form.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/profile\/orders$/);
    await expect(page.getByRole("heading", { name: "My orders", level: 1 })).toBeVisible();
    // The demo's visits on both lists: the ones ahead of Christmas and the ones behind it.
    for (const list of ["Upcoming", "Past"]) {
      const section = page.getByRole("region", { name: list });
      await expect(section.locator("a[href^='/order/']").first()).toBeVisible();
    }
    await context.close();
  });
});
