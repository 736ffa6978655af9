/**
 * A referral from the link to the credit spent (docs/product.md, "Referrals and account credit"):
 * the demo customer copies their /r/{code} link from the profile; a friend opens it on a device
 * of their own, books through the wizard as a new customer and gets the welcome discount; the
 * office and the cleaner work the visit and the friend's card is charged; the referrer's credit
 * shows on the profile, comes off their next booking, and the balance falls by it.
 *
 * Completing a visit moves the server's clock to it (support/paid-visits.ts), so the spec runs
 * on a server of its own. The friend pays with the Mastercard test card: the same card on both
 * accounts would be refused as a self-referral, and the friend's address and phone differ too.
 */
import { expect, test, type Locator, type Page } from "@playwright/test";
import { DEMO, mailWithLink, submitRegistration, uniqueEmail } from "./support/accounts";
import { confirmedOrderNumber } from "./support/booking-confirmation";
import { acceptTermsOnReview, centsOf, chooseDayAndFirstTime, fillAddressAndContact, nextStep, SLOW_WRITE, stepHeading } from "./support/booking-wizard";
import { openDay } from "./support/dates";
import { usePaidVisitServer } from "./support/paid-visits";
import { saveCardOnTestPage } from "./support/test-card";

/** $25 off before tax, and the 8.875 % NYC sales tax on it: what the welcome or the credit takes off a total, to the cent either way. */
const TWENTY_FIVE_WITH_TAX = 2500 * 1.08875;

/** The Total row of a price breakdown, in cents. */
const totalOf = async (table: Locator) => centsOf((await table.getByRole("row", { name: /^Total/ }).textContent()) ?? "");

/** The profile's "Refer a friend" card, and its balance in cents. */
async function creditCard(page: Page) {
  await page.goto("/profile");
  const card = page.getByRole("region", { name: "Refer a friend" });
  await expect(card).toContainText("Account credit:");
  const text = (await card.getByText(/^Account credit:/).textContent()) ?? "";
  return { card, balanceCents: centsOf(text) };
}

test.describe("referral credit, earned and spent", () => {
  test.describe.configure({ mode: "serial" });
  const { server, visitorContext, contextAs, workTheVisit } = usePaidVisitServer();

  test("a friend books through the referrer's link with the welcome discount; once the visit is done and paid the referrer's credit comes off their next booking", async ({ browser }) => {
    test.setTimeout(360_000);

    // The referrer copies their link from the profile.
    const referrer = await contextAs(browser, DEMO.customer);
    await referrer.grantPermissions(["clipboard-read", "clipboard-write"], { origin: server().url });
    const profile = await referrer.newPage();
    const { card, balanceCents: startingBalance } = await creditCard(profile);
    await card.getByRole("button", { name: "Copy link" }).click();
    await expect(card.getByRole("button", { name: "Copied" })).toBeVisible();
    const link = await profile.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(new RegExp(`^${server().url}/r/[2-9A-HJKMNP-Z]{8}$`));
    await expect(card.locator("code")).toHaveText(link);

    // The friend opens it in a browser of their own and is welcomed.
    const friend = await (await visitorContext(browser)).newPage();
    await friend.goto(link);
    await expect(friend).toHaveURL(/\/welcome-friend$/);
    await expect(friend.getByRole("heading", { level: 1 })).toHaveText("A friend sent you $25 off your first cleaning");
    await friend.getByRole("link", { name: "Book your cleaning" }).click();

    // They book a two-bedroom clean in Astoria as a visitor, and make their account on the way.
    await expect(stepHeading(friend, /Service and home/)).toBeVisible();
    await friend.getByLabel("Bedrooms").selectOption("2");
    await nextStep(friend);
    await expect(stepHeading(friend, /Extras and frequency/)).toBeVisible();
    await nextStep(friend);
    const friendDay = await openDay(friend.request, 1, 240);
    await chooseDayAndFirstTime(friend, friendDay.date);
    await nextStep(friend);
    const friendEmail = uniqueEmail("ana");
    await fillAddressAndContact(friend, { street: "31-15 Ditmars Blvd", city: "Astoria", zip: "11105", name: "Ana Rivera", phone: "(718) 555-0188", email: friendEmail });
    await nextStep(friend);
    await acceptTermsOnReview(friend);
    await friend.getByRole("button", { name: "Sign in to book" }).click();
    await expect(friend).toHaveURL(/\/login\?tab=register/);
    await submitRegistration(friend, { firstName: "Ana", lastName: "Rivera", email: friendEmail, password: "Ditmars-Stoop-2026" });
    await expect(friend).toHaveURL(/\/auth\/verify-email-notice/, SLOW_WRITE);
    await friend.goto(await mailWithLink(friendEmail, "/auth/verify-email", server().dataDir));
    await expect(friend.getByRole("heading", { level: 1, name: "Your email is confirmed" })).toBeVisible();
    await friend.getByRole("link", { name: "Book a cleaning" }).click();

    // The review prices the visit as quoted to everyone; booking takes the friend's welcome off it.
    const friendReview = await acceptTermsOnReview(friend);
    // The new account's 15 % welcome offer is fetched after the page shows: read the total once it is applied.
    await expect(friend.getByRole("radio", { name: /Welcome to Borough Bright/ })).toBeChecked();
    await expect(friendReview).toContainText("Welcome to Borough Bright");
    const friendQuoted = await totalOf(friendReview);
    await friend.getByRole("button", { name: "Book now" }).click();
    await expect(friend).toHaveURL(/\/payments\/test-card\?ref=/, SLOW_WRITE);
    await saveCardOnTestPage(friend, "5555 5555 5555 4444", /Save card/);
    await expect(friend).toHaveURL(/\/booking-confirmation\?order=/, SLOW_WRITE);
    await confirmedOrderNumber(friend);
    const friendOrderId = new URL(friend.url()).searchParams.get("order") ?? "";
    const friendPrice = friend.getByRole("region", { name: "Price" });
    await expect(friendPrice.getByRole("row", { name: /^Welcome discount from a friend/ })).toContainText(/-\$25$/);
    expect(friendQuoted - (await totalOf(friendPrice))).toBeCloseTo(TWENTY_FIVE_WITH_TAX, -1);

    // The office and the cleaner work the visit; the card is charged on the job worker.
    await workTheVisit(browser, friendOrderId);
    const friendAfter = await (await contextAs(browser, friendEmail, "Ditmars-Stoop-2026")).newPage();
    await expect
      .poll(
        async () => {
          await friendAfter.goto(`/order/${friendOrderId}`);
          return (await friendAfter.getByRole("list", { name: "Payments" }).textContent().catch(() => "")) ?? "";
        },
        { timeout: 30_000, message: "the friend's visit paid" },
      )
      .toContain("Paid with Mastercard •••• 4444");

    // The referrer signs in again (the clock moved on) and sees the credit earned.
    const back = await (await contextAs(browser, DEMO.customer)).newPage();
    await expect(async () => {
      const { card: earned, balanceCents } = await creditCard(back);
      expect(balanceCents).toBe(startingBalance + 2500);
      await expect(earned.getByRole("list", { name: "Credit history" }).getByRole("listitem").first()).toContainText(/Earned for a referral.*\+\$25$/);
    }).toPass({ timeout: 30_000 });

    // They book again: the credit comes off the booking and out of the balance.
    await back.goto("/booking");
    await expect(stepHeading(back, /Service and home/)).toBeVisible();
    await back.getByLabel("Bedrooms").selectOption("2");
    await nextStep(back);
    await expect(stepHeading(back, /Extras and frequency/)).toBeVisible();
    await nextStep(back);
    // Two days after the friend's visit, where the server's clock now is.
    const referrerDay = await openDay(back.request, friendDay.offset + 2, 240);
    await chooseDayAndFirstTime(back, referrerDay.date);
    await nextStep(back);
    await fillAddressAndContact(back, { street: "245 Bedford Ave", city: "Brooklyn", zip: "11211", name: "Jordan Lee", phone: "(917) 555-0105", email: DEMO.customer });
    await nextStep(back);
    const referrerReview = await acceptTermsOnReview(back);
    const referrerQuoted = await totalOf(referrerReview);
    await back.getByRole("button", { name: "Book now" }).click();
    await expect(back).toHaveURL(/\/booking-confirmation\?order=/, SLOW_WRITE);
    await confirmedOrderNumber(back);
    const referrerPrice = back.getByRole("region", { name: "Price" });
    await expect(referrerPrice.getByRole("row", { name: /^Account credit/ })).toContainText(/-\$25$/);
    expect(referrerQuoted - (await totalOf(referrerPrice))).toBeCloseTo(TWENTY_FIVE_WITH_TAX, -1);

    const { card: spent, balanceCents: left } = await creditCard(back);
    expect(left).toBe(startingBalance);
    await expect(spent.getByRole("list", { name: "Credit history" }).getByRole("listitem").first()).toContainText(/Used on a visit.*−\$25$/);
  });
});
