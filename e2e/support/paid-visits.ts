import { randomUUID } from "node:crypto";
import { expect, request, test, type APIRequestContext, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { DEMO, mailWithLink, registerCustomer, signIn } from "./accounts";
import { dorotaId, openDayFor } from "./cleaners";
import { startServerWithMovableClock, type ClockedServer } from "./movable-clock";
import type { RunningServer } from "./server-process";
import { siteHeaders } from "./site-origin";

/**
 * The people of the payment specs (docs/payments.md) on a server of the spec's own: new
 * customers who book and pay, the office that confirms and assigns, and the demo cleaner who
 * checks out. Every browser context opened is kept in `contexts` for the spec to close.
 *
 * A visit is only completed inside its time (docs/product.md, "Staff status changes"), so
 * working one moves the server's clock (`clock`, support/movable-clock.ts) to the visit and
 * leaves it there: jobs the completion queued (the charge, the mails) are due at that time.
 * The clock only goes forward, and later bookings are counted from where it is.
 */
export function paidVisitActors(server: () => RunningServer, contexts: BrowserContext[], clock?: Pick<ClockedServer, "moveTo">) {
  /** Whole days the server's clock is ahead of the real one. */
  let aheadDays = 0;

  /** A browser of its own on the spec's server, signed out: a visitor, or someone about to sign in. */
  async function visitorContext(browser: Browser): Promise<BrowserContext> {
    const context = await browser.newContext({ baseURL: server().url, extraHTTPHeaders: siteHeaders(server().url) });
    contexts.push(context);
    return context;
  }

  async function contextAs(browser: Browser, email: string, password?: string): Promise<BrowserContext> {
    const context = await visitorContext(browser);
    await signIn(context.request, email, password);
    return context;
  }

  /** A new customer with a confirmed email, signed in in a browser of their own. */
  async function newCustomer(browser: Browser): Promise<{ page: Page; email: string; password: string }> {
    const anonymous = await visitorContext(browser);
    const account = await registerCustomer(anonymous.request);
    const context = await contextAs(browser, account.email, account.password);
    const page = await context.newPage();
    await page.goto(await mailWithLink(account.email, "/auth/verify-email", server().dataDir));
    return { page, email: account.email, password: account.password };
  }

  /** A new customer's visit at the first time the demo cleaner is free (workTheVisit gives it to her), `days` from the server's clock. */
  async function book(customer: APIRequestContext, email: string, days: number): Promise<{ id: string; number: string; startsAt: string; cardSetupUrl: string | null }> {
    const office = await request.newContext({ baseURL: server().url, extraHTTPHeaders: siteHeaders(server().url) });
    const slots = await signIn(office, DEMO.admin)
      .then(async () => openDayFor(office, await dorotaId(office), days + aheadDays, 240))
      .finally(() => office.dispose());
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

  async function post(request: APIRequestContext, path: string, data?: object): Promise<void> {
    const response = await request.post(path, data ? { data } : {});
    expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  }

  /**
   * The office confirms and gives the job to the demo cleaner; at the start (the clock moved
   * there) the office marks the arrival, and at the planned end the cleaner checks out, saying
   * why the checklist is not ticked (the check-out rules of docs/product.md).
   */
  async function workTheVisit(browser: Browser, orderId: string): Promise<void> {
    if (!clock) throw new Error("workTheVisit needs a server with a movable clock: a visit is completed only inside its time");
    const admin = (await contextAs(browser, DEMO.admin)).request;
    const users = (await (await admin.get(`/api/admin/users?q=${encodeURIComponent(DEMO.cleaner)}`)).json()) as { items: Array<{ id: string; email: string }> };
    const cleanerId = users.items.find((user) => user.email === DEMO.cleaner)?.id;
    expect(cleanerId).toBeTruthy();
    const { order } = (await (await admin.get(`/api/admin/orders/${orderId}`)).json()) as { order: { startsAt: string; endsAt: string } };
    await post(admin, `/api/admin/orders/${orderId}/confirm`, {});
    await post(admin, `/api/admin/orders/${orderId}/assign`, { cleanerId });
    await clock.moveTo(new Date(order.startsAt));
    await post((await contextAs(browser, DEMO.admin)).request, `/api/admin/orders/${orderId}/status`, { status: "in_progress" });
    const end = new Date(order.endsAt);
    await clock.moveTo(end);
    aheadDays = Math.ceil((end.getTime() - Date.now()) / 86_400_000);
    const cleaner = (await contextAs(browser, DEMO.cleaner)).request;
    await post(cleaner, `/api/cabinet/jobs/${orderId}/check-out`, { note: "All rooms done.", reason: "Worked from the customer's own list today." });
  }

  return { visitorContext, contextAs, newCustomer, book, workTheVisit };
}

/**
 * paidVisitActors on a server with a movable clock that the describe block starts before its
 * tests and stops after them, closing every browser context the actors opened.
 */
export function usePaidVisitServer() {
  let running: ClockedServer | null = null;
  const contexts: BrowserContext[] = [];
  const clocked = (): ClockedServer => {
    if (!running) throw new Error("the server is not started yet");
    return running;
  };
  const server = (): RunningServer => clocked().server;
  test.beforeAll(async () => {
    running = await startServerWithMovableClock();
  });
  test.afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await clocked().stop();
  });
  return { server, ...paidVisitActors(server, contexts, { moveTo: (instant) => clocked().moveTo(instant) }) };
}
