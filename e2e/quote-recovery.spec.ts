/**
 * An unfinished booking's quote email (docs/product.md#unfinished-bookings): a visitor fills the
 * wizard, ticks "Email me my quote" and leaves; an hour later one email brings the quote, and its
 * link, opened on another device, puts the answers back so the visitor can finish booking.
 * Booking stops what was still waiting: the quote saved again on the second device never goes.
 *
 * The email waits an hour, so the spec runs on a server of its own with a movable clock
 * (support/movable-clock.ts). That nothing more was sent is read after a later quote's email
 * arrived: the job worker takes due jobs oldest first, so by then any earlier one has run.
 */
import { expect, test, type Page } from "@playwright/test";
import { countMailsWithSubject, linkFromMail, mailWithLink, mailWithSubject, submitRegistration, unfoldMail, uniqueEmail } from "./support/accounts";
import { confirmedOrderNumber } from "./support/booking-confirmation";
import { acceptTermsOnReview, chooseDayAndFirstTime, fillAddressAndContact, nextStep, SLOW_WRITE, stepHeading, type Visit } from "./support/booking-wizard";
import { movableClockBlock } from "./support/clocked-pages";
import { openDay } from "./support/dates";
import { saveFirstCardAfterBooking } from "./support/test-card";

const SUBJECT = "Your quote is saved: Regular cleaning";
const AN_HOUR_AND_A_MINUTE = 61 * 60_000;

/** Step 4's "Email me my quote", ticked, and its word that the quote is saved. */
async function emailMeMyQuote(page: Page, email: string): Promise<void> {
  await page.getByRole("checkbox", { name: "Email me my quote" }).check();
  await expect(page.getByRole("status").filter({ hasText: "Saved." })).toHaveText(`Saved. If you leave now, we will email ${email} in an hour.`);
}

test.describe("the quote email of an unfinished booking", () => {
  test.describe.configure({ mode: "serial" });
  const { clocked, pages } = movableClockBlock();
  /** How far the server's clock is ahead of the real one: it only moves on. */
  let ahead = 0;
  const moveOn = async (ms: number) => {
    ahead += ms;
    await clocked.moveTo(new Date(Date.now() + ahead));
  };

  test("a visitor leaves with their quote saved, gets one email an hour later, finishes on another device, and nothing more is sent", async ({ browser }) => {
    test.setTimeout(300_000);
    const email = uniqueEmail("lena");
    const visit: Visit = { street: "412 Prospect Pl", city: "Brooklyn", zip: "11238", name: "Lena Okafor", phone: "(347) 555-0163", email };

    // On the first device: a two-bedroom clean with the oven, a day and a time, the contact, and the box ticked.
    const first = await pages.visitorPage(browser);
    await first.goto("/booking");
    await expect(stepHeading(first, /Service and home/)).toBeVisible();
    await first.getByLabel("Bedrooms").selectOption("2");
    await nextStep(first);
    await expect(stepHeading(first, /Extras and frequency/)).toBeVisible();
    await first.getByRole("checkbox", { name: /Inside the oven/ }).check();
    await nextStep(first);
    const day = await openDay(first.request, 2, 240);
    await chooseDayAndFirstTime(first, day.date);
    await nextStep(first);
    await fillAddressAndContact(first, visit);
    await emailMeMyQuote(first, email);
    const quoted = (await first.getByRole("complementary", { name: "Your quote" }).getByRole("row", { name: /^Total/ }).getByRole("cell").textContent()) ?? "";
    expect(quoted).toMatch(/^\$[\d,]+(\.\d{2})?$/);
    // They leave without booking.
    await first.context().close();

    // An hour later, one email with the quote as priced and a link back to the answers.
    await moveOn(AN_HOUR_AND_A_MINUTE);
    const mail = await mailWithSubject(email, SUBJECT, clocked.server.dataDir);
    expect(unfoldMail(mail)).toContain(`Regular cleaning, ${quoted} as priced when you asked`);
    expect(await countMailsWithSubject(email, SUBJECT, clocked.server.dataDir)).toBe(1);
    const resume = linkFromMail(mail, "/booking", "resume");

    // On a second device the link fills the wizard in, and the token leaves the address bar.
    const second = await pages.visitorPage(browser);
    await second.goto(resume);
    await expect(second).toHaveURL(/\/booking$/);
    await expect(stepHeading(second, /Service and home/)).toBeVisible();
    await expect(second.getByLabel("Bedrooms")).toHaveValue("2");
    await expect(second.getByRole("complementary", { name: "Your quote" }).getByRole("row", { name: /^Total/ })).toContainText(quoted);
    await nextStep(second);
    await expect(second.getByRole("checkbox", { name: /Inside the oven/ })).toBeChecked();
    // This time they want the fridge done too.
    await second.getByRole("checkbox", { name: /Inside the fridge/ }).check();
    await nextStep(second);
    await expect(second.locator(`input[data-date="${day.date}"]`)).toBeChecked();
    await chooseDayAndFirstTime(second, day.date);
    await nextStep(second);
    // The address and contact stay on the first device: typed again, and the new answers saved again.
    await fillAddressAndContact(second, visit);
    await emailMeMyQuote(second, email);
    await nextStep(second);

    // They book: an account on the way, the email confirmed, a card saved.
    await acceptTermsOnReview(second);
    await second.getByRole("button", { name: "Sign in to book" }).click();
    await expect(second).toHaveURL(/\/login\?tab=register/);
    await submitRegistration(second, { firstName: "Lena", lastName: "Okafor", email, password: "Prospect-Heights-77" });
    await expect(second).toHaveURL(/\/auth\/verify-email-notice/, SLOW_WRITE);
    await second.goto(await mailWithLink(email, "/auth/verify-email", clocked.server.dataDir));
    await expect(second.getByRole("heading", { level: 1, name: "Your email is confirmed" })).toBeVisible();
    await second.getByRole("link", { name: "Book a cleaning" }).click();
    await acceptTermsOnReview(second);
    await second.getByRole("button", { name: "Book now" }).click();
    await expect(second).toHaveURL(/\/payments\/test-card\?ref=/, SLOW_WRITE);
    await saveFirstCardAfterBooking(second);
    await expect(second).toHaveURL(/\/booking-confirmation\?order=/, SLOW_WRITE);
    await confirmedOrderNumber(second);

    // Another visitor's quote, saved after the booking, is mailed an hour on; by then the
    // second device's quote, due earlier, has had its turn, and booking stopped it.
    const later = uniqueEmail("marcus");
    const saved = await (await pages.visitorPage(browser)).request.post("/api/booking/saved-quote", {
      data: { email: later, consent: true, request: { service: "residential-cleaning", bedrooms: 1, bathrooms: 1, extras: [], frequency: "one-time" }, date: day.date, locale: "en" },
    });
    expect(saved.ok(), await saved.text()).toBe(true);
    await moveOn(AN_HOUR_AND_A_MINUTE);
    await mailWithSubject(later, SUBJECT, clocked.server.dataDir);
    expect(await countMailsWithSubject(email, SUBJECT, clocked.server.dataDir)).toBe(1);
  });
});
