/**
 * The office's side of getting paid (docs/payments.md), in test mode on a server of its own: a
 * customer's card (test card 0341) is declined after a visit staff marked completed; the Admin
 * filters the payments list to failed ones, exports them as CSV and reads the file back; then
 * marks another customer's account invoiced, and that customer books without being asked for a card.
 */
import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { expect, test, type APIRequestContext, type Browser, type BrowserContext } from "@playwright/test";
import { parseCsvRecords } from "../lib/kernel/csv/parse-csv";
import { DEMO, mailWithLink, registerCustomer, signIn } from "./support/accounts";
import { openDay } from "./support/dates";
import { dorotaId, openDayFor } from "./support/cleaners";
import { startServerWithMovableClock, type ClockedServer } from "./support/movable-clock";
import type { RunningServer } from "./support/server-process";
import { siteHeaders } from "./support/site-origin";
import { saveCardOnTestPage } from "./support/test-card";

test.describe("payments for the office: failed list, CSV, invoiced accounts", () => {
  test.describe.configure({ mode: "serial" });
  let server: RunningServer;
  const contexts: BrowserContext[] = [];

  async function signedInContext(browser: Browser, email: string, password?: string): Promise<BrowserContext> {
    const context = await browser.newContext({ baseURL: server.url, extraHTTPHeaders: siteHeaders(server.url), acceptDownloads: true });
    contexts.push(context);
    await signIn(context.request, email, password);
    return context;
  }

  /** A new customer, signed in, who followed the email's confirmation link (booking needs it). */
  async function freshCustomer(browser: Browser): Promise<{ context: BrowserContext; id: string; email: string }> {
    const signup = await browser.newContext({ baseURL: server.url, extraHTTPHeaders: siteHeaders(server.url) });
    contexts.push(signup);
    const account = await registerCustomer(signup.request);
    const context = await signedInContext(browser, account.email, account.password);
    await (await context.newPage()).goto(await mailWithLink(account.email, "/auth/verify-email", server.dataDir));
    return { context, id: account.id, email: account.email };
  }

  /**
   * A one-bedroom visit in Astoria, `days` ahead; answers the order and the card page, if one is
   * asked for. With `office` (staff), at a time the demo cleaner is free, for a visit given to her.
   */
  async function bookVisit(customer: APIRequestContext, email: string, days: number, office?: APIRequestContext) {
    const { times } = office ? await openDayFor(office, await dorotaId(office), days, 240) : await openDay(customer, days, 240);
    const response = await customer.post("/api/bookings", {
      headers: { "idempotency-key": randomUUID() },
      data: {
        request: { service: "residential-cleaning", bedrooms: 1, bathrooms: 1, extras: [], frequency: "one-time" },
        startsAt: times[0],
        address: { street: "31-15 Ditmars Blvd", unit: "4A", city: "Astoria", zip: "11105", accessNotes: null },
        contact: { name: "Marisol Vega", phone: "(718) 555-0177", email },
        notes: null,
        acceptTerms: true,
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    return (await response.json()) as { order: { id: string; number: string }; cardSetupUrl: string | null };
  }

  // A visit is completed only at its time (docs/product.md, "Staff status changes"): the clock moves there.
  let clocked: ClockedServer;
  test.beforeAll(async () => {
    clocked = await startServerWithMovableClock();
    server = clocked.server;
  });
  test.afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close().catch(() => undefined)));
    await clocked.stop();
  });

  test("the Admin filters to failed payments and exports them as CSV", async ({ browser }) => {
    const customer = await freshCustomer(browser);
    const admin = await signedInContext(browser, DEMO.admin);
    const booked = await bookVisit(customer.context.request, customer.email, 7, admin.request);
    const cardPage = await customer.context.newPage();
    await cardPage.goto(booked.cardSetupUrl ?? "");
    await saveCardOnTestPage(cardPage, "4000 0000 0000 0341", /Save card/);
    await expect(cardPage).toHaveURL(/\/booking-confirmation\?order=/);

    // Staff confirm the visit, give it to the demo cleaner and, after its end (the clock moved
    // there), mark it completed with the reason nobody checked in: the charge opens and the job
    // worker tries the card.
    const confirmed = await admin.request.post(`/api/admin/orders/${booked.order.id}/confirm`, { data: {} });
    expect(confirmed.ok(), await confirmed.text()).toBe(true);
    const { items } = (await (await admin.request.get(`/api/admin/users?q=${encodeURIComponent(DEMO.cleaner)}`)).json()) as { items: Array<{ id: string; email: string }> };
    const assigned = await admin.request.post(`/api/admin/orders/${booked.order.id}/assign`, { data: { cleanerId: items.find((item) => item.email === DEMO.cleaner)?.id } });
    expect(assigned.ok(), await assigned.text()).toBe(true);
    const { order } = (await (await admin.request.get(`/api/admin/orders/${booked.order.id}`)).json()) as { order: { endsAt: string } };
    await clocked.moveTo(new Date(new Date(order.endsAt).getTime() + 60_000));
    const office = await signedInContext(browser, DEMO.admin);
    const completed = await office.request.post(`/api/admin/orders/${booked.order.id}/status`, { data: { status: "completed", note: "The customer called: the visit is done." } });
    expect(completed.ok(), await completed.text()).toBe(true);

    const page = await office.newPage();
    await expect
      .poll(
        async () => {
          await page.goto(`/admin/payments/all?status=failed&q=${encodeURIComponent(booked.order.number)}`);
          return page.getByRole("table", { name: "Payments" }).count();
        },
        { timeout: 30_000, message: "the declined charge in the failed list" },
      )
      .toBe(1);

    // The same through the filter form, as staff use it.
    await page.goto("/admin/payments/all");
    await page.getByLabel("Status").selectOption("failed");
    await page.getByLabel("Order number or email").fill(customer.email);
    await page.getByRole("button", { name: "Filter" }).click();
    await expect(page).toHaveURL(/status=failed/);
    const rows = page.getByRole("table", { name: "Payments" }).getByRole("row");
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText(booked.order.number);
    await expect(rows.nth(1)).toContainText("Failed");
    await expect(rows.nth(1)).toContainText("Visa •••• 0341");

    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Export CSV" }).click()]);
    expect(download.suggestedFilename()).toMatch(/^payments-\d{4}-\d{2}-\d{2}\.csv$/);
    const records = parseCsvRecords(await readFile((await download.path()) ?? "", "utf8"));
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ order_number: booked.order.number, customer_email: customer.email, kind: "charge", status: "failed", card_brand: "visa", card_last4: "0341" });
    expect(records[0]?.amount_usd).toMatch(/^\d+\.\d{2}$/);
    expect(Number(records[0]?.amount_cents)).toBe(Math.round(Number(records[0]?.amount_usd) * 100));
  });

  test("an account marked invoiced books without being asked for a card", async ({ browser }) => {
    const customer = await freshCustomer(browser);
    const admin = await signedInContext(browser, DEMO.admin);
    const page = await admin.newPage();
    await page.goto(`/admin/users/${customer.id}`);
    const billing = page.getByRole("region", { name: "Billing" });
    await billing.getByLabel("Pays by").selectOption("invoice");
    await billing.getByLabel("Invoice made out to").fill("Steinway Street Dental, PLLC");
    await billing.getByRole("button", { name: "Save" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("is invoiced to Steinway Street Dental, PLLC: they book without a card.")).toBeVisible();
    await page.reload();
    await expect(page.getByRole("region", { name: "Billing" })).toContainText("Invoiced to Steinway Street Dental, PLLC.");
    await expect(page.getByRole("region", { name: "Staff actions on this account" })).toContainText("Changed how an account pays (card or invoice)");

    const view = (await (await customer.context.request.get("/api/booking/card")).json()) as { invoiced: boolean; required: boolean };
    expect(view).toEqual({ card: null, invoiced: true, required: false });
    const booked = await bookVisit(customer.context.request, customer.email, 8);
    expect(booked.cardSetupUrl).toBeNull();
  });
});
