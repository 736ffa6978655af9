import { randomUUID } from "node:crypto";
import { expect, type APIRequestContext, type Browser, type Page } from "@playwright/test";
import { DEMO, signIn } from "./accounts";
import type { ClockedPages } from "./clocked-pages";
import { dorotaId, openDayFor } from "./cleaners";
import type { ClockedServer } from "./movable-clock";
import { siteHeaders } from "./site-origin";

export interface BookedOrder {
  id: string;
  number: string;
}

/** The demo customer books a two-bedroom clean at `startsAt` by the API, at a Lower East Side walk-up. */
export async function bookDemoVisit(customer: APIRequestContext, startsAt: string): Promise<BookedOrder> {
  const booking = await customer.post("/api/bookings", {
    headers: { "idempotency-key": randomUUID() },
    data: {
      request: { service: "residential-cleaning", bedrooms: 2, bathrooms: 1 },
      startsAt,
      address: { street: "88 Orchard St", unit: "5B", city: "New York", zip: "10002", accessNotes: "Buzz 5B; the elevator is out, take the stairs" },
      contact: { name: "Jordan Lee", phone: "(917) 555-0105", email: DEMO.customer },
      notes: null,
      acceptTerms: true,
    },
  });
  expect(booking.status(), await booking.text()).toBe(201);
  return ((await booking.json()) as { order: BookedOrder }).order;
}

/** The admin gives the order to the demo cleaner from the order page. */
export async function assignDemoCleaner(admin: Page, order: BookedOrder): Promise<void> {
  await admin.goto(`/admin/orders/${order.id}`);
  await admin.getByLabel("Assign a cleaner").selectOption({ label: "Dorota Nowak" });
  await admin.getByRole("button", { name: "Assign", exact: true }).click();
  const assigned = admin.waitForResponse((response) => response.request().method() === "POST" && response.url().endsWith("/assign"));
  await admin.getByRole("dialog", { name: `Give ${order.number} to Dorota Nowak?` }).getByRole("button", { name: "Assign" }).click();
  expect((await assigned).ok()).toBe(true);
}

/**
 * A phone signed in as the demo cleaner on a spec's own server, its clock at `now` (the
 * server's: a queued action carries the phone's time, which the server takes only within 2
 * minutes ahead and 12 hours back), at the door of 88 Orchard St with its position given.
 */
export async function demoCleanerPhone(browser: Browser, server: { url: string }, now: Date): Promise<Page> {
  const context = await browser.newContext({
    baseURL: server.url,
    extraHTTPHeaders: siteHeaders(server.url),
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    geolocation: { latitude: 40.7185, longitude: -73.9904, accuracy: 20 },
    permissions: ["geolocation"],
  });
  await context.clock.install({ time: now });
  await signIn(context.request, DEMO.cleaner);
  return context.newPage();
}

/**
 * The cabinet specs' start: the demo customer books the next open day's first start, the admin
 * gives it to the demo cleaner, and the server's clock moves to half an hour before the visit.
 * Every page is closed first: sessions do not survive a move of a day.
 */
export async function assignedVisitHalfAnHourAway(browser: Browser, block: { clocked: ClockedServer; pages: ClockedPages }): Promise<{ order: BookedOrder; now: Date }> {
  const customer = await block.pages.pageAs(browser, "customer");
  const admin = await block.pages.pageAs(browser, "admin");
  const day = await openDayFor(admin.request, await dorotaId(admin.request), 1, 180);
  const startsAt = day.times[0] ?? "";
  const order = await bookDemoVisit(customer.request, startsAt);
  await assignDemoCleaner(admin, order);
  await block.pages.closeAll();
  const now = new Date(new Date(startsAt).getTime() - 30 * 60_000);
  await block.clocked.moveTo(now);
  return { order, now };
}
