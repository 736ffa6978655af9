/**
 * Getting paid (docs/payments.md), in a browser, in test mode: a new customer books, saves test
 * card 4242 on the labelled card page and comes back to the confirmation; the office confirms
 * and assigns, the cleaner checks out, and the card is charged once. With test card 0341 the
 * charge is declined: the customer gets the failed-payment email, pays through its link with
 * another card, and the order shows paid. Runs on a server of its own (charges are global state
 * for the job worker, and the spec waits on it).
 */
import { randomUUID } from "node:crypto";
import { readdir, readFile, rm } from "node:fs/promises";
import { expect, test, type APIRequestContext, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { DEMO, mailWithLink, registerCustomer, signIn } from "./support/accounts";
import { openDay } from "./support/dates";
import { startServer, stopServer, type RunningServer } from "./support/server-process";
import { siteHeaders } from "./support/site-origin";
import { saveCardOnTestPage } from "./support/test-card";

test.describe("card on file, charged after the visit", () => {
  test.describe.configure({ mode: "serial" });
  let server: RunningServer;
  const contexts: BrowserContext[] = [];

  async function contextAs(browser: Browser, email: string, password?: string): Promise<BrowserContext> {
    const context = await browser.newContext({ baseURL: server.url, extraHTTPHeaders: siteHeaders(server.url) });
    contexts.push(context);
    await signIn(context.request, email, password);
    return context;
  }

  /** A new customer with a confirmed email, signed in in a browser of their own. */
  async function newCustomer(browser: Browser): Promise<{ page: Page; email: string }> {
    const anonymous = await browser.newContext({ baseURL: server.url, extraHTTPHeaders: siteHeaders(server.url) });
    contexts.push(anonymous);
    const account = await registerCustomer(anonymous.request);
    const context = await contextAs(browser, account.email, account.password);
    const page = await context.newPage();
    await page.goto(await mailWithLink(account.email, "/auth/verify-email", server.dataDir));
    return { page, email: account.email };
  }

  async function book(customer: APIRequestContext, email: string, days: number): Promise<{ id: string; number: string; cardSetupUrl: string | null }> {
    const slots = await openDay(customer, days, 240);
    const response = await customer.post("/api/bookings", {
      headers: { "idempotency-key": randomUUID() },
      data: {
        request: { service: "residential-cleaning", bedrooms: 1, bathrooms: 1, extras: [], frequency: "one-time" },
        startsAt: slots.times[0],
        address: { street: "88 Greenpoint Ave", unit: "2F", city: "Brooklyn", zip: "11222", accessNotes: null },
        contact: { name: "Priya Shah", phone: "(718) 555-0142", email },
        notes: null,
        acceptTerms: true,
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    const body = (await response.json()) as { order: { id: string; number: string }; cardSetupUrl: string | null };
    return { ...body.order, cardSetupUrl: body.cardSetupUrl };
  }

  /** The office confirms and gives the job to the demo cleaner, marks the arrival, and the cleaner checks out. */
  async function workTheVisit(browser: Browser, orderId: string): Promise<void> {
    const admin = (await contextAs(browser, DEMO.admin)).request;
    const users = (await (await admin.get(`/api/admin/users?q=${encodeURIComponent(DEMO.cleaner)}`)).json()) as { items: Array<{ id: string; email: string }> };
    const cleanerId = users.items.find((user) => user.email === DEMO.cleaner)?.id;
    expect(cleanerId).toBeTruthy();
    for (const [path, data] of [
      ["confirm", {}],
      ["assign", { cleanerId }],
      ["status", { status: "in_progress" }],
    ] as const) {
      const response = await admin.post(`/api/admin/orders/${orderId}/${path}`, { data });
      expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
    }
    const cleaner = (await contextAs(browser, DEMO.cleaner)).request;
    const checkedOut = await cleaner.post(`/api/cabinet/jobs/${orderId}/check-out`, { data: { note: "All rooms done." } });
    expect(checkedOut.ok(), await checkedOut.text()).toBe(true);
  }

  test.beforeAll(async () => {
    server = await startServer();
  });
  test.afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await stopServer(server);
    if (!process.env.E2E_KEEP_DATA) await rm(server.dataDir, { recursive: true, force: true });
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
    const order = await book(page.request, email, 6);
    await page.goto(order.cardSetupUrl ?? "");
    await saveCardOnTestPage(page, "4000 0000 0000 0341", /Save card/);
    await expect(page.getByRole("region", { name: "Payment" })).toContainText("Visa •••• 0341, expires 08/29");

    await workTheVisit(browser, order.id);

    const link = await (async () => {
      let found = "";
      await expect
        .poll(
          async () => {
            const dir = `${server.dataDir}/mail`;
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
