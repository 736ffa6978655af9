/**
 * Tips and the late-cancellation fee (docs/payments.md), in a browser, in test mode. A new
 * customer books, saves test card 4242 and the cleaner checks out; from the poll page of the
 * completion email the customer tips 20 % and sees it confirmed, and the cleaner's cabinet shows
 * the tip in this week. Then another booking is cancelled by staff three hours before its start:
 * the fee is charged to the card once and shows on the order's timeline.
 *
 * Bookings start tomorrow at the earliest, so the server runs with a movable clock
 * (support/shifted-clock.mjs): the late cancellation happens after the clock moves to three
 * hours before the visit. The tip comes first, while the clock is still the real one, so "this
 * week" is the real week.
 */
import { readFile } from "node:fs/promises";
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { DEMO } from "./support/accounts";
import { paidVisitActors } from "./support/paid-visits";
import { startServerWithMovableClock, type ClockedServer } from "./support/movable-clock";
import { pollMail, tipRegionOnceOffered } from "./support/poll-tips";
import { saveCardOnTestPage } from "./support/test-card";

const HOUR = 3_600_000;

test.describe("tips and the late-cancellation fee, charged to the card on file", () => {
  test.describe.configure({ mode: "serial" });
  let clocked: ClockedServer;
  const contexts: BrowserContext[] = [];
  const { contextAs, newCustomer, book, workTheVisit } = paidVisitActors(() => clocked.server, contexts, { moveTo: (instant) => clocked.moveTo(instant) });

  test.beforeAll(async () => {
    clocked = await startServerWithMovableClock();
  });
  test.afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await clocked.stop();
  });

  /** Books a visit `days` ahead and saves test card 4242 on the card page the booking sends a new customer to. */
  async function bookWithCard(page: Page, email: string, days: number) {
    const order = await book(page.request, email, days);
    if (order.cardSetupUrl) {
      await page.goto(order.cardSetupUrl);
      await saveCardOnTestPage(page, "4242 4242 4242 4242", /Save card/);
      await expect(page).toHaveURL(/\/booking-confirmation\?order=.*&card=saved$/);
    }
    return order;
  }

  test("the customer tips 20 % from the poll page, and the cleaner's cabinet shows it this week", async ({ browser }) => {
    const { page, email } = await newCustomer(browser);
    const order = await bookWithCard(page, email, 4);
    await workTheVisit(browser, order.id);

    const { mail, pollPath } = await pollMail(email, clocked.server.dataDir);
    expect(mail).toContain("The same page takes a tip of 15, 20 or 25 %");

    const tipRegion = await tipRegionOnceOffered(page, pollPath);
    await tipRegion.getByText("20%", { exact: true }).click();
    const label = (await tipRegion.getByRole("button", { name: /^Tip \$/ }).textContent()) ?? "";
    const amount = label.replace(/^Tip /, "");
    await tipRegion.getByRole("button", { name: label }).click();
    // The thanks, then (once the page refreshes) the tip on record: both name the amount.
    await expect(tipRegion).toContainText(`Your ${amount} tip for`);

    // Charged on the worker too: the poll page then says so, and a second tip is refused.
    await expect
      .poll(
        async () => {
          await page.goto(pollPath);
          return (await tipRegion.textContent()) ?? "";
        },
        { timeout: 30_000, message: "the tip charged" },
      )
      .toContain("was charged to your card");
    await expect(tipRegion).toContainText(`Your ${amount} tip for`);
    const again = await page.request.post(`/api/orders/${order.id}/tip`, { data: { pollToken: pollPath.split("/").at(-1), tip: { kind: "percent", percent: 20 } } });
    expect(again.status()).toBe(409);
    await page.goto(`/order/${order.id}`);
    await expect(page.getByRole("list", { name: "Payments" })).toContainText(`Tip ${amount}: Paid with Visa •••• 4242, expires 08/29`);

    const cleaner = await (await contextAs(browser, DEMO.cleaner)).newPage();
    await cleaner.goto("/cleaner/cabinet");
    const thisWeek = cleaner.getByRole("region", { name: "Tips" }).getByRole("listitem").filter({ hasText: "This week" });
    await expect(thisWeek).toContainText(order.number);
    await expect(thisWeek).toContainText(amount);

    // The poll link is a credential (it tips on the saved card): the request log names the page,
    // never the token (docs/security.md, "What is logged").
    const token = pollPath.split("/").at(-1) ?? "";
    await expect.poll(async () => readFile(clocked.server.logFile, "utf8"), { message: "the poll page's request logged" }).toContain('"path":"/poll/[redacted]"');
    expect(await readFile(clocked.server.logFile, "utf8")).not.toContain(token);
  });

  test("staff cancel three hours before the visit: the fee is charged once and shows on the order's timeline", async ({ browser }) => {
    const { page, email, password } = await newCustomer(browser);
    const order = await bookWithCard(page, email, 2);

    await clocked.moveTo(new Date(new Date(order.startsAt).getTime() - 3 * HOUR));
    const admin = (await contextAs(browser, DEMO.admin)).request;
    const cancelled = await admin.post(`/api/admin/orders/${order.id}/cancel`, { data: { reason: "Customer called: flight moved to tonight" } });
    expect(cancelled.ok(), await cancelled.text()).toBe(true);
    expect(await cancelled.text()).toMatch(/"lateCancellationFeeCents":[1-9]/);
    expect((await admin.post(`/api/admin/orders/${order.id}/cancel`, { data: { reason: "Pressed twice" } })).status()).toBe(409);

    const customer = await (await contextAs(browser, email, password)).newPage();
    const timeline = customer.getByRole("region", { name: "Status timeline" });
    await expect
      .poll(
        async () => {
          await customer.goto(`/order/${order.id}`);
          return (await timeline.textContent()) ?? "";
        },
        { timeout: 30_000, message: "the fee charged" },
      )
      .toMatch(/Late-cancellation fee \$[\d,.]+: paid by card/);
    await expect(timeline.getByText(/Late-cancellation fee \$[\d,.]+: paid by card/)).toHaveCount(1);
    await expect(customer.getByRole("list", { name: "Payments" }).getByRole("listitem")).toHaveCount(1);
    await expect(customer.getByRole("list", { name: "Payments" })).toContainText("Late-cancellation fee");
  });
});
