/**
 * The day-to-day journeys of the admin panel and the cleaner cabinet, in a browser:
 * a moderator confirms a new order and assigns the demo cleaner; the cleaner checks in and out;
 * the customer sees it all on the order's timeline; an admin changes a price and the next quote
 * uses it; an admin turns maintenance mode on, and a customer is sent to /maintenance while a
 * cleaner is not. Prices and maintenance are global, so this file runs on a server of its own.
 */
import { expect, test, type APIRequestContext, type Browser, type BrowserContext, type Page } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import { federalHolidayOn } from "@/lib/kernel/time/holidays";
import { DEMO, signIn } from "./support/accounts";
import { bookByApi } from "./support/book-by-api";
import { startServerWithMovableClock, type ClockedServer } from "./support/movable-clock";
import type { RunningServer } from "./support/server-process";
import { dateInDays } from "./support/dates";
import { dorotaId, openDayFor } from "./support/cleaners";
import { siteHeaders } from "./support/site-origin";


test.describe("running the company from the admin panel", () => {
  test.describe.configure({ mode: "serial" });
  let clocked: ClockedServer;
  let server: RunningServer;
  const contexts: BrowserContext[] = [];

  async function pageAs(browser: Browser, who: keyof typeof DEMO): Promise<Page> {
    const context = await browser.newContext({ baseURL: server.url, extraHTTPHeaders: siteHeaders(server.url) });
    contexts.push(context);
    await signIn(context.request, DEMO[who]);
    return context.newPage();
  }

  /** The demo customer books through the booking API, at the first time of the day the demo cleaner is free (asked by `staff`). */
  async function book(customer: APIRequestContext, staff: APIRequestContext, request: Record<string, unknown>, days: number): Promise<{ id: string; number: string; startsAt: string }> {
    const slots = await openDayFor(staff, await dorotaId(staff), days, 360);
    const startsAt = slots.times[0];
    if (!startsAt) throw new Error(`no free time ${days} days ahead`);
    const order = await bookByApi(customer, request, startsAt, { accessNotes: "Key with the super in 1A", notes: "Please use the unscented products." });
    return { ...order, startsAt };
  }

  // Visits are worked inside their time (docs/product.md, "Staff status changes"): the journey
  // moves this server's clock to the visit and back (support/movable-clock.ts).
  test.beforeAll(async () => {
    clocked = await startServerWithMovableClock();
    server = clocked.server;
  });
  test.afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await clocked.stop();
  });

  test("a moderator confirms and assigns; check-in waits for its window; the cleaner checks out; the customer sees the timeline", async ({ browser }) => {
    test.setTimeout(120_000);
    const customer = await pageAs(browser, "customer");
    const moderator = await pageAs(browser, "moderator");
    const order = await book(customer.request, moderator.request, { service: "deep-cleaning", bedrooms: 2, bathrooms: 1, extras: [{ id: "inside-oven" }] }, 3);

    // The moderator finds the new order among those awaiting confirmation.
    await moderator.goto("/admin");
    await moderator.getByRole("link", { name: /New orders to confirm/ }).click();
    await expect(moderator).toHaveURL(/\/admin\/orders\?status=pending/);
    await moderator.getByRole("link", { name: order.number }).click();
    await expect(moderator.getByRole("heading", { level: 1, name: `Order ${order.number}` })).toBeVisible();

    await moderator.getByRole("button", { name: "Confirm order" }).click();
    const confirm = moderator.getByRole("dialog", { name: `Confirm ${order.number}?` });
    await confirm.getByRole("button", { name: "Confirm order" }).click();
    await expect(moderator.getByRole("status").filter({ hasText: `${order.number} is confirmed` })).toBeVisible();
    await expect(moderator.getByRole("region", { name: "Timeline" })).toContainText("Confirmed");

    await moderator.getByLabel("Assign a cleaner").selectOption({ label: "Dorota Nowak" });
    await moderator.getByRole("button", { name: "Assign", exact: true }).click();
    await moderator.getByRole("dialog", { name: `Give ${order.number} to Dorota Nowak?` }).getByRole("button", { name: "Assign" }).click();
    await expect(moderator.getByRole("status").filter({ hasText: `Dorota Nowak now has ${order.number}` })).toBeVisible();
    await expect(moderator.getByRole("region", { name: "The visit" })).toContainText("Dorota Nowak");

    // The cleaner finds it in the cabinet with what they need, and works it.
    const cleaner = await pageAs(browser, "cleaner");
    await cleaner.goto("/cleaner/cabinet");
    await cleaner.getByRole("region", { name: "Upcoming" }).getByRole("link", { name: new RegExp(order.number) }).click();
    await expect(cleaner.getByRole("heading", { level: 1 })).toContainText(order.number);
    const visit = cleaner.getByRole("region", { name: "The visit" });
    await expect(visit).toContainText("Key with the super in 1A");
    await expect(visit).toContainText("Jordan");
    await expect(visit).toContainText("(917) 555-0105");
    await expect(visit).toContainText("2 bedrooms, 1 bathroom");
    await expect(visit).toContainText("Inside the oven");
    await expect(cleaner.getByRole("region", { name: "Checklist" }).getByRole("group", { name: "Extras booked" })).toBeVisible();

    // Three days ahead, check-in is not open yet: the cabinet says when it opens instead of
    // offering a button the server would refuse (admin-access.spec.ts checks the refusal).
    await expect(cleaner.getByText(/^Check-in opens at \d{1,2}:\d{2} [AP]M on .+, two hours before the visit\.$/)).toBeVisible();
    await expect(cleaner.getByRole("button", { name: "Check in" })).toHaveCount(0);

    // At the visit's start the office records the arrival (inside the check-in window, as the
    // cleaner's own check-in would be). The server reads its moved clock within 50 ms, so the
    // page is reloaded until its status menu offers "In progress".
    await clocked.moveTo(new Date(order.startsAt));
    await expect(async () => {
      await moderator.reload();
      await expect(moderator.getByLabel("Change status").locator("option", { hasText: "In progress" })).toHaveCount(1, { timeout: 1_000 });
    }).toPass();
    await moderator.getByLabel("Change status").selectOption({ label: "In progress" });
    await moderator.getByRole("button", { name: "Update status" }).click();
    await moderator.getByRole("dialog", { name: `Mark ${order.number} as “In progress”?` }).getByRole("button", { name: "Update status" }).click();
    await expect(moderator.getByRole("status").filter({ hasText: `${order.number} is now in progress` })).toBeVisible();
    // Eight hours on the visit is over; the checklist was not ticked, so the office is told why.
    await clocked.moveTo(new Date(new Date(order.startsAt).getTime() + 8 * 3_600_000));
    await cleaner.reload();
    await cleaner.getByRole("button", { name: "Check out" }).click();
    const checkOut = cleaner.getByRole("dialog", { name: "Finish this visit?" });
    await checkOut.getByLabel(/Note for the office/).fill("Oven done; the spare key is back with the super.");
    await checkOut.getByRole("button", { name: "Check out" }).click();
    const reason = checkOut.getByRole("textbox", { name: "Reason for the office" });
    await expect(reason).toBeVisible();
    await reason.fill("Ticked on paper: the customer's tablet was charging.");
    await checkOut.getByRole("button", { name: "Check out" }).click();
    // The job page refreshes once the job is done and shows the check-out with its note.
    await expect(cleaner.getByText(/^Checked out .+: “Oven done; the spare key is back with the super\.”$/)).toBeVisible();
    await clocked.moveTo(new Date());
    await cleaner.goto("/cleaner/cabinet");
    // The cabinet words the status from the cleaner's side: "Done", not the office's "Completed".
    await expect(cleaner.getByRole("region", { name: "Upcoming" }).getByRole("link", { name: new RegExp(order.number) })).toContainText("Done");

    // The customer's order page tells the whole story.
    await customer.goto(`/order/${order.id}`);
    const timeline = customer.getByRole("region", { name: "Status timeline" });
    for (const step of ["Booking received", "Confirmed", "Cleaner assigned", "Cleaner checked in", "Completed"]) await expect(timeline).toContainText(step);
    await expect(timeline).toContainText("Oven done; the spare key is back with the super.");
  });

  test("an admin changes a price and the next quote uses it", async ({ browser }) => {
    const admin = await pageAs(browser, "admin");
    await admin.goto("/admin/settings");
    const deep = admin.getByRole("group", { name: "Deep cleaning" });
    const base = deep.getByLabel("Base price (studio or 1 bedroom, 1 bathroom) ($)");
    await expect(base).toHaveValue("225");
    await base.fill("240");
    await admin.getByRole("button", { name: "Review changes" }).click();
    const dialog = admin.getByRole("dialog", { name: "Save these price changes?" });
    await expect(dialog).toContainText("Deep cleaning: Base price (studio or 1 bedroom, 1 bathroom): $225 → $240");
    await dialog.getByRole("button", { name: "Save prices" }).click();
    await expect(admin.getByText(/Saved. New quotes use these prices now/)).toBeVisible();

    // A booking made now is priced with the new table.
    const customer = await pageAs(browser, "customer");
    const order = await book(customer.request, admin.request, { service: "deep-cleaning", bedrooms: 1, bathrooms: 1 }, 5);
    const { order: booked } = (await (await customer.request.get(`/api/orders/${order.id}`)).json()) as { order: { lines: Array<{ kind: string; amountCents: number }> } };
    expect(booked.lines.find((line) => line.kind === "base")?.amountCents).toBe(24_000);
    // The instant quote reads the table through a cache of a few seconds.
    await expect
      .poll(async () => {
        const response = await customer.request.post("/api/quote", { data: { service: "deep-cleaning", bedrooms: 1, bathrooms: 1 } });
        const { quote } = (await response.json()) as { quote: { lines: Array<{ kind: string; amountCents: number }> } };
        return quote.lines.find((line) => line.kind === "base")?.amountCents;
      })
      .toBe(24_000);

    await admin.goto("/admin/audit?action=settings.pricing");
    await expect(admin.getByRole("table", { name: "Audit log" })).toContainText("Changed prices or travel minutes");
  });

  test("an admin turns maintenance mode on: a customer is sent to /maintenance, a cleaner is not", async ({ browser }) => {
    const admin = await pageAs(browser, "admin");
    await admin.goto("/admin/settings");
    const maintenance = admin.getByRole("region", { name: "Maintenance mode" });
    await maintenance.getByLabel("Maintenance mode on").check();
    await maintenance.getByLabel(/Message on the maintenance page/).fill("Back by 7 AM Sunday.");
    await maintenance.getByRole("button", { name: "Review and save" }).click();
    await admin.getByRole("dialog", { name: "Turn maintenance mode on?" }).getByRole("button", { name: "Turn on" }).click();
    await expect(maintenance.getByText(/Maintenance mode is on/)).toBeVisible();

    const customer = await pageAs(browser, "customer");
    await customer.goto("/profile");
    await expect(customer).toHaveURL(/\/maintenance\?returnUrl=%2Fprofile$/);
    await expect(customer.getByText("Back by 7 AM Sunday.")).toBeVisible();

    const cleaner = await pageAs(browser, "cleaner");
    await cleaner.goto("/profile");
    await expect(cleaner).toHaveURL(/\/profile$/);
    await cleaner.goto("/cleaner/cabinet");
    await expect(cleaner.getByRole("heading", { level: 1, name: /Hi, Dorota/ })).toBeVisible();

    await admin.reload();
    await maintenance.getByLabel("Maintenance mode on").uncheck();
    await maintenance.getByRole("button", { name: "Review and save" }).click();
    await admin.getByRole("dialog", { name: "Turn maintenance mode off?" }).getByRole("button", { name: "Turn off" }).click();
    await expect(maintenance.getByText(/Maintenance mode is off/)).toBeVisible();
    await customer.goto("/profile");
    await expect(customer).toHaveURL(/\/profile$/);
  });

  test("an admin closes a day for staff training: the booking calendar shows it closed and no time is offered", async ({ browser }) => {
    const admin = await pageAs(browser, "admin");
    await admin.goto("/admin/settings");
    const axe = await new AxeBuilder({ page: admin }).include("main").analyze();
    expect(axe.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);

    // A week or so ahead, on a day that is no holiday (a closed one would be named for the holiday).
    const day = [7, 8, 9, 10].map(dateInDays).find((date) => federalHolidayOn(date) === null) ?? dateInDays(11);
    const closedDays = admin.getByRole("region", { name: "Closed days" });
    await closedDays.getByLabel("Date").fill(day);
    await closedDays.getByLabel(/Reason/).fill("Staff training");
    await closedDays.getByRole("button", { name: "Close this day" }).click();
    await expect(closedDays.getByRole("status")).toContainText("is closed: it is no longer offered for booking.");
    await expect(closedDays.getByRole("list", { name: "Closed days" })).toContainText("Staff training");

    const visitor = await browser.newContext({ baseURL: server.url, extraHTTPHeaders: siteHeaders(server.url) });
    contexts.push(visitor);
    const slots = (await (await visitor.request.get(`/api/slots?date=${day}&durationMinutes=120`)).json()) as { times: string[] };
    expect(slots.times).toEqual([]);

    const page = await visitor.newPage();
    await page.goto("/booking");
    await page.getByRole("button", { name: "Next", exact: true }).click();
    await page.getByRole("button", { name: "Next", exact: true }).click();
    await expect(page.getByRole("heading", { level: 2, name: /Date and time/ })).toBeVisible();
    const cell = page.locator(`input[data-date="${day}"]`);
    await expect(cell).toBeDisabled();
    await expect(cell).toHaveAccessibleName(/: Staff training — closed$/);

    await admin.goto("/admin/audit?action=settings.closedDay.add");
    await expect(admin.getByRole("table", { name: "Audit log" })).toContainText("Closed a day");
  });
});
