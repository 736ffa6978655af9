/**
 * Live orders in three browsers at once (docs/realtime.md): a customer's booking appears on the
 * admin's schedule, an admin's assignment in the cleaner's cabinet, and the cleaner's "On my
 * way", check-in and check-out on the customer's order page, each within a second and without
 * a reload.
 *
 * Bookings start tomorrow at the earliest, and check-in opens two hours before a visit, so this
 * file runs its own server with a movable clock (support/shifted-clock.mjs): the booking and
 * assignment happen now, then the server's clock moves to half an hour before the visit and the
 * cleaner and customer sign in again for the visit itself.
 */
import { randomUUID } from "node:crypto";
import { expect, test, type APIResponse, type Page, type Response } from "@playwright/test";
import { DEMO } from "./support/accounts";
import { dorotaId, openDayFor } from "./support/cleaners";
import { connected, movableClockBlock } from "./support/clocked-pages";

/** "Within 1 s, without a reload": the bound, from the action's answer to the page showing it. */
const LIVE_MS = 1_000;

/**
 * Waits for the action's answer and starts the 1 s clock then: each check after it gets what
 * is left of that second (never a fresh second per check), so the page shows every part of the
 * change (the status, the cleaner's line, the timeline entry) within 1 s of the answer.
 */
async function answered(response: Promise<Response | APIResponse>): Promise<() => { timeout: number }> {
  const answer = await response;
  expect(answer.ok(), `${answer.url()} answered ${answer.status()}`).toBe(true);
  const at = Date.now();
  return () => ({ timeout: Math.max(1, LIVE_MS - (Date.now() - at)) });
}

/** The answer to the page's next POST to `path` (start waiting before the click that sends it). */
const nextPost = (page: Page, path: string) => page.waitForResponse((response) => response.request().method() === "POST" && new URL(response.url()).pathname.endsWith(path));

test.describe("live orders for the customer, the cleaner and staff", () => {
  test.describe.configure({ mode: "serial" });
  const { clocked, pages } = movableClockBlock();

  test("a booking reaches the schedule, an assignment the cabinet, and the visit the customer's page, live", async ({ browser }) => {
    // Three people on six pages and a clock move: about 40 s on a quiet machine, more on a busy one.
    test.setTimeout(120_000);
    const customer = await pages.pageAs(browser, "customer");
    const admin = await pages.pageAs(browser, "admin");
    const cleaner = await pages.pageAs(browser, "cleaner");

    // Tomorrow's (or the next open day's) first start the demo cleaner is free for.
    const day = await openDayFor(admin.request, await dorotaId(admin.request), 1, 180);
    await admin.goto(`/admin/schedule?date=${day.date}`);
    await cleaner.goto("/cleaner/cabinet");
    await customer.goto("/profile/orders");
    for (const page of [admin, cleaner, customer]) await connected(page);

    const booking = customer.request.post("/api/bookings", {
      headers: { "idempotency-key": randomUUID() },
      data: {
        request: { service: "residential-cleaning", bedrooms: 2, bathrooms: 1 },
        startsAt: day.times[0],
        address: { street: "245 Bedford Ave", unit: "3R", city: "Brooklyn", zip: "11211", accessNotes: null },
        contact: { name: "Jordan Lee", phone: "(917) 555-0105", email: DEMO.customer },
        notes: null,
        acceptTerms: true,
      },
    });
    const booked = await answered(booking);
    const response = await booking;
    expect(response.status(), await response.text()).toBe(201);
    const order = ((await response.json()) as { order: { id: string; number: string } }).order;

    // Within 1 s the admin's schedule shows it, with a toast, without a reload; the customer's list too.
    await expect(admin.getByTestId("live-order-toast")).toContainText(`New booking ${order.number}`, booked());
    await expect(admin.getByTestId("live-order-toast")).toContainText("Brooklyn", booked());
    await expect(admin.getByRole("link", { name: new RegExp(order.number) })).toBeVisible(booked());
    await expect(customer.getByTestId("live-order-announcement")).toContainText(`Order ${order.number}`, booked());
    await expect(customer.getByRole("region", { name: "Upcoming" })).toContainText(order.number);

    // The admin assigns the demo cleaner; the cabinet list shows the job at once.
    await admin.getByRole("link", { name: new RegExp(order.number) }).first().click();
    await expect(admin.getByRole("heading", { level: 1, name: `Order ${order.number}` })).toBeVisible();
    await admin.getByLabel("Assign a cleaner").selectOption({ label: "Dorota Nowak" });
    await admin.getByRole("button", { name: "Assign", exact: true }).click();
    const assignment = nextPost(admin, "/assign");
    await admin.getByRole("dialog", { name: `Give ${order.number} to Dorota Nowak?` }).getByRole("button", { name: "Assign" }).click();
    const assigned = await answered(assignment);
    await expect(cleaner.getByTestId("live-order-announcement")).toHaveText(`New job ${order.number} is in your list.`, assigned());
    await expect(cleaner.getByRole("link", { name: new RegExp(order.number) })).toBeVisible();

    // Half an hour before the visit: the cleaner and the customer open their pages for it, and
    // the cleaner's job page is open on a second phone too (it follows the first one's taps).
    await pages.closeAll();
    await clocked.moveTo(new Date(new Date(day.times[0] ?? "").getTime() - 30 * 60_000));
    const atVisit = await pages.pageAs(browser, "customer");
    const onSite = await pages.pageAs(browser, "cleaner");
    const otherPhone = await pages.pageAs(browser, "cleaner");
    await atVisit.goto(`/order/${order.id}`);
    await onSite.goto(`/cleaner/cabinet/jobs/${order.id}`);
    await otherPhone.goto(`/cleaner/cabinet/jobs/${order.id}`);
    for (const page of [atVisit, onSite, otherPhone]) await connected(page);
    const progress = atVisit.getByTestId("visit-progress");
    const status = atVisit.getByTestId("order-status");
    const timeline = atVisit.getByRole("region", { name: "Status timeline" });
    const announced = atVisit.getByTestId("live-order-announcement");
    await expect(progress).toHaveText("Dorota is your cleaner for this visit.");
    await expect(status).toHaveText("Cleaner assigned");
    await expect(otherPhone.getByTestId("job-on-the-way")).toHaveCount(0);

    // "On my way" is five big buttons; one tap sends that estimate.
    const sent = nextPost(onSite, "/on-the-way");
    await onSite.getByRole("group", { name: "On my way" }).getByRole("button", { name: "20 min" }).click();
    const wayAnswered = await answered(sent);
    // Sent at the tap: keyed, so a retry after a lost answer changes nothing, and timed by the server's clock (no madeAt).
    expect((await sent).request().postDataJSON()).toEqual({ etaMinutes: 20, idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    await expect(announced).toContainText("Dorota is on the way, about 20 minutes", wayAnswered());
    await expect(progress).toContainText("Dorota is on the way, about 20 minutes", wayAnswered());
    await expect(timeline).toContainText("Cleaner on the way", wayAnswered());
    await expect(otherPhone.getByTestId("job-on-the-way")).toContainText("the customer expects you in about 20 minutes", wayAnswered());
    // One notice on the phone that tapped: the estimate line, no confirmation beside it.
    await expect(onSite.getByTestId("job-on-the-way")).toContainText("the customer expects you in about 20 minutes");
    await expect(onSite.getByText(/The customer sees you are on the way/)).toHaveCount(0);

    // Stuck on the G train: another tap revises the estimate everywhere.
    const revised = nextPost(onSite, "/on-the-way");
    await onSite.getByRole("group", { name: "On my way" }).getByRole("button", { name: "45 min" }).click();
    const revisedAnswered = await answered(revised);
    expect((await revised).request().postDataJSON()).toEqual({ etaMinutes: 45, idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    await expect(progress).toContainText("Dorota is on the way, about 45 minutes", revisedAnswered());
    await expect(otherPhone.getByTestId("job-on-the-way")).toContainText("the customer expects you in about 45 minutes", revisedAnswered());
    await expect(onSite.getByTestId("job-on-the-way")).toContainText("the customer expects you in about 45 minutes");

    await onSite.getByRole("button", { name: "Check in" }).click();
    const checkIn = nextPost(onSite, "/check-in");
    await onSite.getByRole("dialog", { name: "Check in now?" }).getByRole("button", { name: "Check in" }).click();
    const inAnswered = await answered(checkIn);
    const checkedIn = /Dorota checked in at \d{1,2}:\d{2} [AP]M and is cleaning now\./;
    await expect(announced).toContainText(checkedIn, inAnswered());
    await expect(progress).toContainText(checkedIn, inAnswered());
    await expect(status).toHaveText("In progress", inAnswered());
    await expect(timeline).toContainText("Cleaner checked in", inAnswered());
    // The other phone now offers the check-out, and no longer the estimate.
    await expect(otherPhone.getByRole("button", { name: "Check out" })).toBeVisible(inAnswered());
    await expect(otherPhone.getByTestId("job-on-the-way")).toHaveCount(0, inAnswered());

    // The page was opened before the planned end and nothing on the checklist is ticked, so the
    // check-out asks the cleaner why (docs/product.md, "Checking out"); eight hours on, the visit
    // has run its length and is not held for review.
    await clocked.moveTo(new Date(new Date(day.times[0] ?? "").getTime() + 8 * 3_600_000));
    await onSite.getByRole("button", { name: "Check out" }).click();
    const finish = onSite.getByRole("dialog", { name: "Finish this visit?" });
    const reason = finish.getByRole("textbox", { name: "Reason for the office" });
    await expect(reason).toBeVisible();
    await reason.fill("Checklist done on paper; the customer has it.");
    const checkOut = nextPost(onSite, "/check-out");
    await finish.getByRole("button", { name: "Check out" }).click();
    const outAnswered = await answered(checkOut);
    const done = "Done: Dorota finished the cleaning. Thank you for booking with us.";
    await expect(announced).toHaveText(done, outAnswered());
    await expect(progress).toHaveText(done, outAnswered());
    await expect(status).toHaveText("Completed", outAnswered());
    await expect(timeline).toContainText("Completed", outAnswered());
    await expect(otherPhone.getByRole("button", { name: "Check out" })).toHaveCount(0, outAnswered());
  });
});
