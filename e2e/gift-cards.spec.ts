import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { latestMailTo, mailWithLink, registerCustomer, signIn, uniqueEmail } from "./support/accounts";
import { confirmedOrderNumber } from "./support/booking-confirmation";
import { pickDateByKeyboard } from "./support/schedule";
import { saveFirstCardAfterBooking } from "./support/test-card";

const TEST_MODE = "Test mode, no card is charged";
const CODE = /[2-9A-HJKMNP-Z]{4}(?:-[2-9A-HJKMNP-Z]{4}){3}/;

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

/** The newest mail to an address, once the job worker has sent it (it polls every few seconds). */
async function mailTo(email: string, containing: string): Promise<string> {
  let raw = "";
  await expect
    .poll(
      async () => {
        raw = await latestMailTo(email).catch(() => "");
        // Quoted-printable folds long lines with "=\n"; unfold before reading.
        raw = raw.replace(/=\r?\n/g, "");
        return raw.includes(containing);
      },
      { timeout: 30_000, message: `a mail to ${email} containing "${containing}"` },
    )
    .toBe(true);
  return raw;
}

/** A new account, confirmed through the link in its welcome mail, signed in in a page of its own. */
async function newVerifiedCustomer(browser: Browser, overrides: { email?: string; firstName: string; lastName: string }) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const account = await registerCustomer(context.request, overrides);
  await signIn(context.request, account.email, account.password);
  await page.goto(await mailWithLink(account.email, "/auth/verify-email"));
  await expect(page.getByRole("heading", { level: 1, name: "Your email is confirmed" })).toBeVisible();
  return { page, account };
}

test("a new customer buys a gift card in test mode; its recipient gets the code, pays part of a booking with it, and a cancellation gives it back", async ({ browser }) => {
  test.setTimeout(180_000);
  const recipientEmail = uniqueEmail("gift");

  // An unconfirmed account is asked to confirm its email first.
  const fresh = await browser.newContext();
  const unconfirmed = await registerCustomer(fresh.request);
  await signIn(fresh.request, unconfirmed.email, unconfirmed.password);
  const freshPage = await fresh.newPage();
  await freshPage.goto("/gift-cards");
  await expect(freshPage.getByText("Please confirm your email address before buying a gift card.")).toBeVisible();
  await expect(freshPage.getByRole("link", { name: "Confirm my email" }).first()).toHaveAttribute("href", "/auth/verify-email-notice");
  const refused = await fresh.request.post("/api/gift-cards", {
    data: { amountCents: 5_000, recipientName: "Sam", recipientEmail: "sam@example.test", deliverOn: "2099-01-01" },
  });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toEqual({
    error: "Please confirm your email address before buying a gift card.",
    link: { href: "/auth/verify-email-notice", label: "Confirm my email" },
  });
  await fresh.close();

  const { page, account: buyer } = await newVerifiedCustomer(browser, { firstName: "Rosa", lastName: "Diaz" });
  await page.goto("/gift-cards");
  await expect(page.getByRole("heading", { level: 1, name: "Gift cards" })).toBeVisible();
  const form = page.getByRole("form", { name: "Buy a gift card" });
  await expect(form.getByRole("note", { name: TEST_MODE })).toBeVisible();
  await expectNoAxeViolations(page);

  // The server's messages show beside the fields, and a summary at the top takes the focus and links to each.
  await form.getByRole("radio", { name: "Other" }).check();
  await form.getByLabel("Amount in dollars").fill("10");
  await form.getByRole("button", { name: "Continue to test payment" }).click();
  const summary = form.getByRole("region", { name: "There is a problem with your answers" });
  await expect(summary).toBeFocused();
  await expect(form.getByLabel("Amount in dollars")).toHaveAccessibleDescription(/Gift cards start at \$25/);
  await expect(form.getByLabel("Recipient's name")).toHaveAccessibleDescription(/Enter the recipient's name/);
  await summary.getByRole("link", { name: /Gift cards start at \$25/ }).click();
  await expect(form.getByLabel("Amount in dollars")).toBeFocused();

  await form.getByRole("radio", { name: "$250" }).check();
  await form.getByLabel("Recipient's name").fill("Maya Chen");
  await form.getByLabel("Recipient's email").fill(recipientEmail);
  await form.getByLabel("Message").fill("Happy housewarming! Enjoy a spotless new place.");
  await expect(form.getByText("Total: $250")).toBeVisible();
  // The page navigates away as soon as the purchase exists: note its id on the way through.
  let purchaseId = "";
  await page.route("**/api/gift-cards", async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { purchaseId?: string };
    purchaseId = body.purchaseId ?? "";
    await route.fulfill({ response, json: body });
  });
  await form.getByRole("button", { name: "Continue to test payment" }).click();

  // The test provider's checkout page, clearly labelled.
  await expect(page).toHaveURL(/\/gift-cards\/test-checkout\?ref=test_/);
  expect(purchaseId).toMatch(/^[0-9a-f-]{36}$/);
  await expect(page.getByRole("note", { name: TEST_MODE })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Pay $250" })).toBeVisible();
  await expectNoAxeViolations(page);

  // Before paying, the confirmation waits, and updates by itself once the payment is confirmed.
  const waiting = await page.context().newPage();
  await waiting.goto(`/gift-card-confirmation?purchase=${purchaseId}`);
  await expect(waiting.getByRole("heading", { name: "Waiting for payment confirmation" })).toBeVisible();

  await page.getByRole("button", { name: "Pay $250" }).click();
  await expect(page).toHaveURL(new RegExp(`/gift-card-confirmation\\?purchase=${purchaseId}$`));
  await expect(page.getByRole("heading", { name: "Your $250 gift card is ready" })).toBeVisible();
  await expect(page.getByRole("note", { name: TEST_MODE })).toBeVisible();
  const code = (await page.getByTestId("gift-card-code").textContent())?.trim() ?? "";
  expect(code).toMatch(CODE);
  const receipt = page.getByRole("region", { name: "Receipt" });
  await expect(receipt).toContainText("$250");
  await expect(receipt).toContainText(`Maya Chen (${recipientEmail})`);
  await expect(receipt).toContainText(TEST_MODE);
  await expect(page.getByText(/Maya Chen gets it by email|Emailed to Maya Chen/)).toBeVisible();
  await expectNoAxeViolations(page);
  // The tab that waited (polling pauses while a tab is hidden, so look at it as a person would).
  await waiting.bringToFront();
  await expect(waiting.getByRole("heading", { name: "Your $250 gift card is ready" })).toBeVisible({ timeout: 15_000 });
  await expect(waiting.getByTestId("gift-card-code")).toHaveText(code);

  // The buyer's receipt, and the recipient's card with its code, arrive by email.
  const receiptMail = await mailTo(buyer.email, "Your receipt: $250 Borough Bright gift card");
  expect(receiptMail).not.toContain(code);
  const giftMail = await mailTo(recipientEmail, "Your code:");
  expect(giftMail).toContain("Rosa Diaz sent you a $250 Borough Bright gift card");
  expect(giftMail.match(/Your code: ([A-Z0-9-]+)/)?.[1]).toBe(code);

  await page.goto("/gift-cards");
  const bought = page.getByRole("region", { name: "Cards you bought" });
  await expect(bought.getByRole("article", { name: `$250 gift card ending ${code.slice(-4)}` })).toContainText("Balance $250");

  // The recipient opens an account with that address and finds the card and its balance.
  const { page: recipientPage } = await newVerifiedCustomer(browser, { email: recipientEmail, firstName: "Maya", lastName: "Chen" });
  await recipientPage.goto("/gift-cards");
  const received = recipientPage.getByRole("region", { name: "Cards sent to you" });
  const card = received.getByRole("article", { name: `$250 gift card ending ${code.slice(-4)}` });
  await expect(card).toContainText("From Rosa Diaz");
  await expect(card).toContainText(code);
  const checker = recipientPage.getByRole("form", { name: "Check a gift card balance" });
  await checker.getByLabel("Gift card code").fill(code.toLowerCase().replace(/-/g, " "));
  await checker.getByRole("button", { name: "Check balance" }).click();
  await expect(recipientPage.getByText(`The card ending ${code.slice(-4)} has $250 left of $250.`)).toBeVisible();
  await checker.getByLabel("Gift card code").fill("2345-6789-ABCD-EFGH");
  await checker.getByRole("button", { name: "Check balance" }).click();
  await expect(checker.getByLabel("Gift card code")).toHaveAccessibleDescription(/We could not find a gift card with that code/);

  // A regular cleaning ($152.43 with tax), paid with the card at the review step.
  const number = await bookRegularCleaningWithCode(recipientPage, code);
  await expect(recipientPage.getByRole("region", { name: "Price" })).toContainText("-$152.43");
  await recipientPage.goto("/gift-cards");
  await expect(card).toContainText("Balance $97.57");
  await card.getByText("History", { exact: true }).click();
  await expect(card.getByRole("table", { name: `History of the card ending ${code.slice(-4)}` })).toContainText(`Used on a booking (order ${number})`);

  // Cancelling the visit puts the whole amount back on the card.
  await recipientPage.goto("/profile/orders");
  await recipientPage.getByRole("region", { name: "Upcoming" }).getByRole("link", { name: new RegExp(number) }).click();
  await recipientPage.getByRole("button", { name: "Cancel this visit" }).click();
  await recipientPage.getByRole("button", { name: "Yes, cancel" }).click();
  await expect(recipientPage.getByText("Cancelled", { exact: true }).first()).toBeVisible();
  await recipientPage.goto("/gift-cards");
  await expect(card).toContainText("Balance $250");
  await card.getByText("History", { exact: true }).click();
  await expect(card.getByRole("table")).toContainText(`Returned from a cancelled booking (order ${number})`);
});

/** Goes through /booking with its defaults (a regular cleaning of a studio) and the code at review; returns the order number. */
async function bookRegularCleaningWithCode(page: Page, code: string): Promise<string> {
  await page.goto("/booking");
  const step = (name: RegExp) => page.getByRole("heading", { level: 2, name });
  await expect(step(/Service and home/)).toBeVisible();
  await expect(page.getByRole("complementary", { name: "Your quote" })).toContainText("$152.43");
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(step(/Extras and frequency/)).toBeVisible();
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(step(/Date and time/)).toBeVisible();
  await pickDateByKeyboard(page, { weeks: 3 });
  const firstTime = page.getByRole("group", { name: /Start time/ }).locator("label").first();
  await expect(firstTime).toBeVisible();
  await firstTime.click();
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(step(/Address and contact/)).toBeVisible();
  await page.getByLabel("Street address").fill("31-10 Thomson Ave");
  await page.getByLabel("City or neighborhood").fill("Long Island City");
  await page.getByLabel("ZIP code").fill("11101");
  await page.getByLabel("Name", { exact: true }).fill("Maya Chen");
  await page.getByLabel("Phone").fill("(917) 555-0105");
  await page.getByRole("textbox", { name: "Email" }).fill("maya@example.test");
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(step(/Review and book/)).toBeVisible();
  await page.getByLabel("Gift card code (optional)").fill(code);
  // The welcome offer a new account holds is applied by default; this visit is paid in full by the gift card.
  await expect(page.getByRole("radio", { name: /Welcome to Borough Bright/ })).toBeChecked();
  await page.getByText("No offer", { exact: true }).click();
  await expect(page.getByRole("radio", { name: "No offer" })).toBeChecked();
  await page.getByRole("checkbox", { name: /I accept the terms and conditions/ }).check();
  await page.getByRole("button", { name: "Book now" }).click();
  // The gift card covers part of the visit; a first booking still asks for a card for the rest.
  await saveFirstCardAfterBooking(page);
  const number = await confirmedOrderNumber(page);
  await page.goto("/profile/orders");
  await page.getByRole("region", { name: "Upcoming" }).getByRole("link", { name: new RegExp(number) }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Order ${number}` })).toBeVisible();
  return number;
}

test("on a phone, the test checkout's Cancel button ends the purchase with nothing issued", async ({ browser }) => {
  const { page } = await newVerifiedCustomer(browser, { firstName: "Lee", lastName: "Park" });
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/gift-cards");
  // Nothing wider than the screen, and still no accessibility violations.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoAxeViolations(page);
  const form = page.getByRole("form", { name: "Buy a gift card" });
  await form.getByLabel("Recipient's name").fill("Sam");
  await form.getByLabel("Recipient's email").fill(uniqueEmail("sam"));
  await form.getByRole("button", { name: "Continue to test payment" }).click();
  await expect(page).toHaveURL(/\/gift-cards\/test-checkout\?ref=/);
  await expect(page.getByRole("note", { name: TEST_MODE })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page).toHaveURL(/\/gift-cards\?cancelled=/);
  await expect(page.getByText("The payment was cancelled and nothing was charged.")).toBeVisible();
  await expect(page.getByRole("region", { name: "Cards you bought" })).toContainText("You have not bought a gift card yet.");
});
