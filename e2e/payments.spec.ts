/**
 * Getting paid (docs/payments.md), in a browser, in test mode: a new customer books, saves test
 * card 4242 on the labelled card page and comes back to the confirmation; the office confirms
 * and assigns, the cleaner checks out, and the card is charged once. With test card 0341 the
 * charge is declined: the customer gets the failed-payment email, pays through its link with
 * another card, and the order shows paid. Runs on a server of its own (charges are global state
 * for the job worker, and the spec waits on it).
 */
import { readdir, readFile } from "node:fs/promises";
import { expect, test, type BrowserContext } from "@playwright/test";
import { paidVisitActors } from "./support/paid-visits";
import { startServerWithMovableClock, type ClockedServer } from "./support/movable-clock";
import { saveCardOnTestPage } from "./support/test-card";

test.describe("card on file, charged after the visit", () => {
  test.describe.configure({ mode: "serial" });
  let clocked: ClockedServer;
  const contexts: BrowserContext[] = [];
  // Completing a visit moves the server's clock to it (support/paid-visits.ts).
  const { newCustomer, book, workTheVisit } = paidVisitActors(() => clocked.server, contexts, { moveTo: (instant) => clocked.moveTo(instant) });

  test.beforeAll(async () => {
    clocked = await startServerWithMovableClock();
  });
  test.afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await clocked.stop();
  });

  test("a new customer saves test card 4242 at booking; the cleaner checks out and the card is charged once", async ({ browser }) => {
    const { page, email } = await newCustomer(browser);
    const order = await book(page.request, email, 5);
    // New customers must save a card: the booking answer sends them to the card page.
    expect(order.cardSetupUrl).toMatch(/^\/payments\/test-card\?ref=tcs_/);
    await page.goto(order.cardSetupUrl ?? "");
    await saveCardOnTestPage(page, "4242 4242 4242 4242", /Save card/);
    await expect(page).toHaveURL(new RegExp(`/booking-confirmation\\?order=${order.id}&card=saved$`));
    const payment = page.getByRole("region", { name: "Payment" });
    await expect(payment).toContainText("Card saved.");
    await expect(payment).toContainText("Visa •••• 4242, expires 08/29");
    await expect(payment.getByRole("button", { name: "Use another card" })).toBeVisible();

    await workTheVisit(browser, order.id);

    // The charge runs on the job worker: the order page shows it paid once it has.
    await expect
      .poll(
        async () => {
          await page.goto(`/order/${order.id}`);
          return (await page.getByRole("list", { name: "Payments" }).textContent().catch(() => "")) ?? "";
        },
        { timeout: 30_000, message: "the order paid" },
      )
      .toContain("Paid with Visa •••• 4242, expires 08/29");
    await expect(page.getByRole("list", { name: "Payments" }).getByRole("listitem")).toHaveCount(1);
    await expect(page.getByRole("region", { name: "Status timeline" })).toContainText("paid by card");
  });

  test("test card 0341 is declined after the visit; the emailed link lets the customer pay with another card", async ({ browser }) => {
    const { page, email } = await newCustomer(browser);
    // Two days after the first visit, where the clock now is (the sessions stay well inside 7 days).
    const order = await book(page.request, email, 2);
    await page.goto(order.cardSetupUrl ?? "");
    await saveCardOnTestPage(page, "4000 0000 0000 0341", /Save card/);
    await expect(page.getByRole("region", { name: "Payment" })).toContainText("Visa •••• 0341, expires 08/29");

    await workTheVisit(browser, order.id);

    const link = await (async () => {
      let found = "";
      await expect
        .poll(
          async () => {
            const dir = `${clocked.server.dataDir}/mail`;
            for (const file of (await readdir(dir).catch(() => [] as string[])).sort().reverse()) {
              const raw = (await readFile(`${dir}/${file}`, "utf8")).replace(/=\r?\n/g, "").replace(/=3D/g, "=");
              if (!raw.includes(`To: ${email}`) || !raw.includes("Payment needed")) continue;
              found = raw.match(/https?:\/\/[^\s"<>]*\/pay\/[0-9a-f-]{36}/)?.[0] ?? "";
              if (found) return true;
            }
            return false;
          },
          { timeout: 30_000, message: "the failed-payment email" },
        )
        .toBe(true);
      return found;
    })();

    await page.goto(new URL(link).pathname);
    await expect(page.getByText("Visa •••• 0341, expires 08/29 was declined.")).toBeVisible();
    await page.getByRole("button", { name: /^Pay \$[\d,.]+ now$/ }).click();
    await saveCardOnTestPage(page, "4242 4242 4242 4242", /^Pay \$/);
    await expect(page).toHaveURL(/\/pay\/[0-9a-f-]{36}\?card=paid$/);
    await expect(page.getByRole("status").filter({ hasText: "Thank you: your payment went through." })).toBeVisible();
    await page.goto(`/order/${order.id}`);
    await expect(page.getByRole("list", { name: "Payments" })).toContainText("Paid with Visa •••• 4242, expires 08/29");
    await page.goto("/profile/payment-methods");
    await expect(page.getByRole("listitem").filter({ hasText: "Visa •••• 4242, expires 08/29" })).toContainText("Default");
  });
});
