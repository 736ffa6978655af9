/**
 * The waitlist from a full day to a booked visit (docs/product.md#waitlist): with one cleaner and
 * no travel time between visits, a customer's three visits fill a day; a second customer finds it full in the booking wizard and
 * joins the waitlist; the first cancels one visit; the second is emailed at once, the time is
 * held for them (nobody else is offered it), and they book it from the email's link.
 *
 * Working with one cleaner changes every booking on the server, so the spec runs on a server of its own
 * (support/movable-clock.ts); its clock is never moved.
 */
import { expect, test, type APIRequestContext } from "@playwright/test";
import { mailWithLink, mailWithSubject, registerCustomer, signIn, unfoldMail } from "./support/accounts";
import { bookByApi } from "./support/book-by-api";
import { confirmedOrderNumber } from "./support/booking-confirmation";
import { acceptTermsOnReview, fillAddressAndContact, nextStep, SLOW_WRITE, stepHeading } from "./support/booking-wizard";
import { movableClockBlock } from "./support/clocked-pages";
import { openDay } from "./support/dates";
import { onlyDorotaWorks } from "./support/cleaners";
import { chooseDate, startTimes } from "./support/schedule";
import { saveFirstCardAfterBooking } from "./support/test-card";

/** A two-bedroom, one-bathroom regular cleaning: three hours, so three of them fill one cleaner's day. */
const TWO_BEDROOMS = { service: "residential-cleaning", bedrooms: 2, bathrooms: 1 };
const VISIT_MINUTES = 180;

/** The start times the slot list offers this account for a three-hour visit on the date. */
async function startsFor(request: APIRequestContext, date: string): Promise<string[]> {
  const response = await request.get(`/api/slots?date=${date}&durationMinutes=${VISIT_MINUTES}`);
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { times: string[] }).times;
}

/** The offer email's "Book this time" link: the wizard with the service, ZIP, date and held start. */
function bookingLinkIn(mail: string): URL {
  const match = unfoldMail(mail).match(/https?:\/\/[^\s"<>]*\/booking\?service=[^\s"<>]+/);
  if (!match) throw new Error("no booking link in the offer email");
  return new URL(match[0].replace(/&amp;/g, "&"));
}

test.describe("the waitlist", () => {
  test.describe.configure({ mode: "serial" });
  const { clocked, pages } = movableClockBlock();

  test("a customer joins for a full day, is emailed the moment another cancels, and books the time held for them", async ({ browser }) => {
    // Two sign-ups, four bookings, a card saved and three emails waited for.
    test.setTimeout(240_000);
    const mailDir = clocked.server.dataDir;

    // The office works with one cleaner this week, her visits back to back in the neighbourhood.
    const admin = await pages.pageAs(browser, "admin");
    await onlyDorotaWorks(admin.request);
    const pricing = (await (await admin.request.get("/api/admin/settings/pricing")).json()) as { priceTable: unknown };
    const noTravel = await admin.request.put("/api/admin/settings/pricing", { data: { priceTable: pricing.priceTable, travel: { sameBorough: 0, acrossBoroughs: 0 }, reason: "One cleaner this week, all in Williamsburg" } });
    expect(noTravel.status(), await noTravel.text()).toBe(200);

    // The demo customer books every start left on a day at least two days ahead (so it can still be cancelled).
    const regular = await pages.pageAs(browser, "customer");
    const day = await openDay(regular.request, 2, VISIT_MINUTES);
    const booked: Array<{ id: string; startsAt: string }> = [];
    for (let starts = day.times; starts.length > 0; starts = await startsFor(regular.request, day.date)) {
      const order = await bookByApi(regular.request, TWO_BEDROOMS, starts[0], { accessNotes: "Doorman building, ask for the super." });
      booked.push({ id: order.id, startsAt: starts[0] ?? "" });
    }
    expect(booked.length).toBeGreaterThan(0);

    // A new customer (signed up, email confirmed) finds that day full in the wizard and joins the waitlist.
    const rosa = await pages.visitorPage(browser);
    const account = await registerCustomer(rosa.request, { firstName: "Rosa", lastName: "Diaz" });
    await rosa.goto(await mailWithLink(account.email, "/auth/verify-email", mailDir));
    await expect(rosa.getByRole("heading", { level: 1, name: "Your email is confirmed" })).toBeVisible();
    await signIn(rosa.request, account.email, account.password);
    await rosa.goto("/booking");
    await expect(stepHeading(rosa, /Service and home/)).toBeVisible();
    await rosa.getByLabel("Bedrooms").selectOption("2");
    await nextStep(rosa);
    await expect(stepHeading(rosa, /Extras and frequency/)).toBeVisible();
    await nextStep(rosa);
    await expect(stepHeading(rosa, /Date and time/)).toBeVisible();
    await chooseDate(rosa, day.date);
    await expect(rosa.getByText("Every cleaner is booked that day for a visit of this length.")).toBeVisible();
    await rosa.getByRole("button", { name: /^Join the waitlist for / }).click();
    await rosa.getByLabel("Your name").fill("Rosa Diaz");
    await rosa.getByLabel("Email").fill(account.email);
    await rosa.getByLabel("ZIP code of the home").fill("11211");
    await expect(rosa.getByRole("radio", { name: "Any time that day" })).toBeChecked();
    await rosa.getByRole("button", { name: "Confirm: add me to the waitlist" }).click();
    await expect(rosa.getByRole("status").filter({ hasText: "You're on the waitlist for" })).toContainText(`email ${account.email} right away`);
    await mailWithSubject(account.email, "You're on the waitlist for", mailDir);

    // The demo customer cancels their first visit of the day: Rosa is emailed at once, and the time is hers for now.
    const freed = booked[0];
    if (!freed) throw new Error("nothing was booked");
    const cancelled = await regular.request.post(`/api/orders/${freed.id}/cancel`, { data: { reason: "Moving the cleaning to next week." } });
    expect(cancelled.status(), await cancelled.text()).toBe(200);
    const offer = await mailWithSubject(account.email, "A time opened up:", mailDir);
    expect(unfoldMail(offer)).toContain("we're holding it for you until");
    const link = bookingLinkIn(offer);
    expect(link.searchParams.get("date")).toBe(day.date);
    expect(new Date(link.searchParams.get("startsAt") ?? "").getTime()).toBe(new Date(freed.startsAt).getTime());
    // Held: the slot list offers it to Rosa and to nobody else.
    expect(await startsFor(regular.request, day.date)).toEqual([]);
    expect((await startsFor(rosa.request, day.date)).map((start) => new Date(start).getTime())).toEqual([new Date(freed.startsAt).getTime()]);

    // The email's link opens the wizard at its time step, on that day with the held time chosen
    // (her answers about the home are the ones she gave on this device); Rosa books it.
    await rosa.goto(`${link.pathname}${link.search}`);
    await expect(stepHeading(rosa, /Date and time/)).toBeVisible();
    await expect(rosa.locator(`input[data-date="${day.date}"]`)).toBeChecked();
    await expect(startTimes(rosa).getByRole("radio")).toHaveCount(1);
    await expect(startTimes(rosa).getByRole("radio")).toBeChecked();
    await nextStep(rosa);
    await fillAddressAndContact(rosa, { street: "88 Grand St", city: "Brooklyn", zip: "11211", name: "Rosa Diaz", phone: "(718) 555-0172", email: account.email });
    await nextStep(rosa);
    await acceptTermsOnReview(rosa);
    await rosa.getByRole("button", { name: "Book now" }).click();
    await expect(rosa).toHaveURL(/\/payments\/test-card\?ref=/, SLOW_WRITE);
    await saveFirstCardAfterBooking(rosa);
    const number = await confirmedOrderNumber(rosa);

    // The held time is now her visit: still offered to nobody, and on her list of upcoming visits.
    expect(await startsFor(regular.request, day.date)).toEqual([]);
    await rosa.goto("/profile/orders");
    await expect(rosa.getByRole("region", { name: "Upcoming" })).toContainText(number);
  });
});
