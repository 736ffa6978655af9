import { randomUUID } from "node:crypto";
import { rm } from "node:fs/promises";
import { expect, test, type APIRequestContext, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { DEMO, mailWithLink, registerCustomer, signIn } from "./accounts";
import { openDay } from "./dates";
import { startServer, stopServer, type RunningServer } from "./server-process";
import { siteHeaders } from "./site-origin";

/**
 * The people of the payment specs (docs/payments.md) on a server of the spec's own: new
 * customers who book and pay, the office that confirms and assigns, and the demo cleaner who
 * checks out. Every browser context opened is kept in `contexts` for the spec to close.
 */
export function paidVisitActors(server: () => RunningServer, contexts: BrowserContext[]) {
  async function contextAs(browser: Browser, email: string, password?: string): Promise<BrowserContext> {
    const context = await browser.newContext({ baseURL: server().url, extraHTTPHeaders: siteHeaders(server().url) });
    contexts.push(context);
    await signIn(context.request, email, password);
    return context;
  }

  /** A new customer with a confirmed email, signed in in a browser of their own. */
  async function newCustomer(browser: Browser): Promise<{ page: Page; email: string; password: string }> {
    const anonymous = await browser.newContext({ baseURL: server().url, extraHTTPHeaders: siteHeaders(server().url) });
    contexts.push(anonymous);
    const account = await registerCustomer(anonymous.request);
    const context = await contextAs(browser, account.email, account.password);
    const page = await context.newPage();
    await page.goto(await mailWithLink(account.email, "/auth/verify-email", server().dataDir));
    return { page, email: account.email, password: account.password };
  }

  async function book(customer: APIRequestContext, email: string, days: number): Promise<{ id: string; number: string; startsAt: string; cardSetupUrl: string | null }> {
    const slots = await openDay(customer, days, 240);
    const startsAt = slots.times[0] ?? "";
    const response = await customer.post("/api/bookings", {
      headers: { "idempotency-key": randomUUID() },
      data: {
        request: { service: "residential-cleaning", bedrooms: 1, bathrooms: 1, extras: [], frequency: "one-time" },
        startsAt,
        address: { street: "88 Greenpoint Ave", unit: "2F", city: "Brooklyn", zip: "11222", accessNotes: null },
        contact: { name: "Priya Shah", phone: "(718) 555-0142", email },
        notes: null,
        acceptTerms: true,
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    const body = (await response.json()) as { order: { id: string; number: string }; cardSetupUrl: string | null };
    return { ...body.order, startsAt, cardSetupUrl: body.cardSetupUrl };
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

  return { contextAs, newCustomer, book, workTheVisit };
}

/**
 * paidVisitActors on a server the describe block starts before its tests and stops after them,
 * closing every browser context the actors opened.
 */
export function usePaidVisitServer() {
  let running: RunningServer | null = null;
  const contexts: BrowserContext[] = [];
  const server = (): RunningServer => {
    if (!running) throw new Error("the server is not started yet");
    return running;
  };
  test.beforeAll(async () => {
    running = await startServer();
  });
  test.afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await stopServer(server());
    if (!process.env.E2E_KEEP_DATA) await rm(server().dataDir, { recursive: true, force: true });
  });
  return { server, ...paidVisitActors(server, contexts) };
}
