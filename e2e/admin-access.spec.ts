/**
 * The table of docs/product.md#staff-abilities through the admin API and pages: every role (visitor,
 * Customer, Cleaner, Moderator, Admin, SuperAdmin) on every new admin ability, allowed and
 * refused; nobody handles their own booking, gives themselves an offer or acts on a SuperAdmin;
 * pages a role may not use answer 403 "You don't have access" and are not in its navigation.
 *
 * Its own server (a fresh embedded database) with TRUST_PROXY on, so contact-form leads can come
 * "from" addresses of their own, and so these orders never compete with other tests for slots.
 * Its clock can be moved (support/movable-clock.ts): a visit is only worked inside its time, so
 * a test that needs a completed visit moves the clock there and back again when it is done.
 */
import { randomBytes, randomUUID } from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import { expect, test as base, type APIRequestContext, type APIResponse, type Browser, type BrowserContext } from "@playwright/test";
import { DEMO, signIn } from "./support/accounts";
import { bookByApi } from "./support/book-by-api";
import { startServerWithMovableClock } from "./support/movable-clock";
import { dateInDays } from "./support/dates";
import { openDayFor } from "./support/cleaners";
import { siteHeaders } from "./support/site-origin";

type Who = "visitor" | keyof typeof DEMO;
type Staff = "moderator" | "admin" | "superAdmin";
const STAFF: readonly Staff[] = ["moderator", "admin", "superAdmin"];
const EVERYONE: readonly Who[] = ["visitor", "customer", "cleaner", ...STAFF];

/** What each row of the table answers, by who asks: 401 for visitors, 403 for the wrong role. */
const PANEL: Record<Who, number> = { visitor: 401, customer: 403, cleaner: 403, moderator: 200, admin: 200, superAdmin: 200 };
const BUSINESS: Record<Who, number> = { visitor: 401, customer: 403, cleaner: 403, moderator: 403, admin: 200, superAdmin: 200 };

interface World {
  url: string;
  as: Record<Who, APIRequestContext>;
  ids: Record<keyof typeof DEMO, string>;
  /** A new order booked by `who` (the demo customer by default), on its own day. */
  book(who?: Who): Promise<{ id: string; number: string }>;
  /** A new lead from the contact form, sent from an address of its own. */
  lead(): Promise<{ id: string; email: string }>;
  browserAs(browser: Browser, who: keyof typeof DEMO): Promise<BrowserContext>;
  /** Runs `work` with the server's clock at `instant`, then puts the clock back to the real time. */
  at<T>(instant: Date, work: () => Promise<T>): Promise<T>;
}


async function json(response: APIResponse, status: number): Promise<Record<string, unknown>> {
  const text = await response.text();
  expect(response.status(), `${response.url()}: ${text}`).toBe(status);
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

const test = base.extend<{ world: World }, { worldOnce: World }>({
  worldOnce: [
    async ({ playwright }, provide) => {
      const clocked = await startServerWithMovableClock({ env: { TRUST_PROXY: "true" } });
      const { server } = clocked;
      const contexts: APIRequestContext[] = [];
      const browsers: BrowserContext[] = [];
      const newContext = async (headers: Record<string, string> = {}) => {
        const context = await playwright.request.newContext({ baseURL: server.url, extraHTTPHeaders: siteHeaders(server.url, headers) });
        contexts.push(context);
        return context;
      };
      const as = { visitor: await newContext() } as Record<Who, APIRequestContext>;
      for (const name of Object.keys(DEMO) as Array<keyof typeof DEMO>) {
        as[name] = await newContext();
        await signIn(as[name], DEMO[name]);
      }
      const ids = {} as Record<keyof typeof DEMO, string>;
      for (const name of Object.keys(DEMO) as Array<keyof typeof DEMO>) {
        const { items } = (await json(await as.superAdmin.get(`/api/admin/users?q=${encodeURIComponent(DEMO[name])}`), 200)) as { items: Array<{ id: string; email: string }> };
        ids[name] = items.find((item) => item.email === DEMO[name])?.id ?? "";
      }
      let day = 2;
      const book = async (who: Who = "customer") => {
        day += 1;
        // A time the demo cleaner is free for: several of these visits are given to her.
        const open = await openDayFor(as.superAdmin, ids.cleaner, day, 180);
        day = open.offset;
        const { times } = open;
        return bookByApi(as[who], { service: "residential-cleaning", bedrooms: 2, bathrooms: 1 }, times[0], { accessNotes: "Buzz 3R" });
      };
      const lead = async () => {
        const [a = 0, b = 0, c = 0] = randomBytes(3);
        const sender = await newContext({ "x-forwarded-for": `10.${a}.${b}.${c}` });
        const email = `lead-${randomUUID().slice(0, 8)}@example.test`;
        await json(await sender.post("/api/contact", { data: { name: "Maya Chen", email, borough: "Queens", message: "A quote for a 3,000 sq ft office in LIC, please." } }), 200);
        const { items } = (await json(await as.superAdmin.get(`/api/admin/leads?q=${encodeURIComponent(email)}`), 200)) as { items: Array<{ id: string }> };
        return { id: items[0]?.id ?? "", email };
      };
      const browserAs = async (browser: Browser, who: keyof typeof DEMO) => {
        const context = await browser.newContext({ baseURL: server.url, extraHTTPHeaders: siteHeaders(server.url) });
        browsers.push(context);
        await signIn(context.request, DEMO[who]);
        return context;
      };

      const at = async <T,>(instant: Date, work: () => Promise<T>): Promise<T> => {
        await clocked.moveTo(instant);
        try {
          return await work();
        } finally {
          await clocked.moveTo(new Date());
        }
      };

      await provide({ url: server.url, as, ids, book, lead, browserAs, at });

      for (const context of browsers) await context.close().catch(() => undefined);
      for (const context of contexts) await context.dispose().catch(() => undefined);
      await clocked.stop();
    },
    { scope: "worker", timeout: 120_000 },
  ],
  // Playwright names this callback `use`; another name keeps React's hook lint rule out of it.
  world: async ({ worldOnce }, provide) => provide(worldOnce),
});

test.describe("seeing users, orders, leads and the schedule", () => {
  test("Moderators, Admins and the SuperAdmin read every list; others are refused", async ({ world }) => {
    const order = await world.book();
    const lead = await world.lead();
    const reads = ["/api/admin/users", "/api/admin/orders?status=pending", `/api/admin/orders/${order.id}`, `/api/admin/schedule?date=${dateInDays(3)}`, "/api/admin/dashboard", "/api/admin/leads", `/api/admin/leads/${lead.id}`];
    for (const who of EVERYONE) for (const path of reads) await json(await world.as[who].get(path), PANEL[who]);
    const { items } = (await json(await world.as.moderator.get(`/api/admin/orders?q=${order.number}`), 200)) as { items: Array<{ id: string }> };
    expect(items.map((item) => item.id)).toEqual([order.id]);
  });
});

test.describe("confirm, assign, change status, cancel (and notes)", () => {
  for (const who of STAFF) {
    test(`a ${who} does each of them`, async ({ world }) => {
      const by = world.as[who];
      const first = await world.book();
      expect(await json(await by.post(`/api/admin/orders/${first.id}/confirm`, { data: { note: "Called to confirm" } }), 200)).toEqual({ orderId: first.id, status: "confirmed" });
      await json(await by.post(`/api/admin/orders/${first.id}/notes`, { data: { note: "Doorman needs ID" } }), 200);

      const second = await world.book();
      expect(await json(await by.post(`/api/admin/orders/${second.id}/assign`, { data: { cleanerId: world.ids.cleaner } }), 200)).toMatchObject({ status: "assigned" });
      // Days ahead, every role meets the cleaner's rules (docs/product.md, "Staff status changes";
      // e2e/visit-rules.spec.ts works a visit at its time): no check-in, no completion yet.
      expect(await json(await by.post(`/api/admin/orders/${second.id}/status`, { data: { status: "in_progress" } }), 409)).toMatchObject({ error: expect.stringMatching(/^Check-in opens/) });
      expect(await json(await by.post(`/api/admin/orders/${second.id}/status`, { data: { status: "completed", note: "Done" } }), 409)).toMatchObject({
        error: expect.stringMatching(/can be marked completed from/),
      });
      // Worked at its time, the visit completes; then the state machine has the last word: a
      // completed visit cannot be cancelled, and the refusal changes nothing.
      const { order: times } = (await json(await by.get(`/api/admin/orders/${second.id}`), 200)) as { order: { startsAt: string; endsAt: string } };
      // The server reads its moved clock within 50 ms: a refusal before that changes nothing, so ask
      // again. Days ahead, a session idle since the real "now" has lapsed: sign in at the moved time.
      await world.at(new Date(times.startsAt), () =>
        expect(async () => {
          await signIn(by, DEMO[who]);
          expect(await json(await by.post(`/api/admin/orders/${second.id}/status`, { data: { status: "in_progress" } }), 200)).toMatchObject({ status: "in_progress" });
        }).toPass(),
      );
      await world.at(new Date(times.endsAt), async () => {
        await expect(async () => {
          expect(await json(await by.post(`/api/admin/orders/${second.id}/status`, { data: { status: "completed" } }), 200)).toMatchObject({ status: "completed" });
        }).toPass();
        await json(await by.post(`/api/admin/orders/${second.id}/cancel`, { data: { reason: "Too late" } }), 409);
      });
      expect(await json(await by.get(`/api/admin/orders/${second.id}`), 200)).toMatchObject({ order: { status: "completed" } });
      const fourth = await world.book();
      expect(await json(await by.post(`/api/admin/orders/${fourth.id}/status`, { data: { status: "confirmed" } }), 200)).toMatchObject({ status: "confirmed" });

      const third = await world.book();
      expect(await json(await by.post(`/api/admin/orders/${third.id}/cancel`, { data: { reason: "Customer moved away" } }), 200)).toEqual({
        orderId: third.id,
        status: "cancelled",
        lateCancellationFeeCents: 0,
      });
      const { order } = (await json(await by.get(`/api/admin/orders/${first.id}`), 200)) as { order: { timeline: Array<{ type: string; note: string | null }> } };
      expect(order.timeline.map((entry) => [entry.type, entry.note])).toEqual([
        ["created", null],
        ["confirmed", "Called to confirm"],
        ["note", "Doorman needs ID"],
      ]);
    });

    test(`a ${who} may not handle an order they booked themselves`, async ({ world }) => {
      const own = await world.book(who);
      const body = await json(await world.as[who].post(`/api/admin/orders/${own.id}/confirm`, { data: {} }), 403);
      expect(body.error).toContain("booked yourself");
      const other = STAFF.find((candidate) => candidate !== who) ?? "admin";
      await json(await world.as[other].post(`/api/admin/orders/${own.id}/confirm`, { data: {} }), 200);
    });
  }

  test("visitors, Customers and Cleaners are refused every order action", async ({ world }) => {
    const order = await world.book();
    const actions: Array<[string, Record<string, unknown>]> = [
      ["confirm", {}],
      ["assign", { cleanerId: world.ids.cleaner }],
      ["status", { status: "confirmed" }],
      ["cancel", { reason: "Not allowed" }],
      ["notes", { note: "Not allowed" }],
    ];
    for (const who of ["visitor", "customer", "cleaner"] as const) {
      for (const [action, data] of actions) await json(await world.as[who].post(`/api/admin/orders/${order.id}/${action}`, { data }), PANEL[who]);
    }
    const { order: unchanged } = (await json(await world.as.admin.get(`/api/admin/orders/${order.id}`), 200)) as { order: { status: string; timeline: unknown[] } };
    expect(unchanged).toMatchObject({ status: "pending", timeline: [expect.anything()] });
  });
});

test.describe("leads", () => {
  test("staff change a lead's status and notes; others are refused", async ({ world }) => {
    const lead = await world.lead();
    for (const who of EVERYONE) {
      const response = await world.as[who].patch(`/api/admin/leads/${lead.id}`, { data: { status: "contacted", notes: `Called by ${who}` } });
      await json(response, PANEL[who]);
    }
    const { lead: after } = (await json(await world.as.moderator.get(`/api/admin/leads/${lead.id}`), 200)) as { lead: { status: string; notes: string } };
    expect(after).toMatchObject({ status: "contacted", notes: "Called by superAdmin" });
  });
});

test.describe("special offers", () => {
  const offer = { name: "Astoria spring", description: "$30 off a deep cleaning in Queens.", isPercentage: false, discountValue: 30, isPublic: false, assignToNewAccounts: false };

  test("Moderators and everyone below are refused every offer action", async ({ world }) => {
    const { offer: created } = (await json(await world.as.admin.post("/api/admin/offers", { data: offer }), 201)) as { offer: { id: number } };
    for (const who of ["visitor", "customer", "cleaner", "moderator"] as const) {
      const status = BUSINESS[who];
      await json(await world.as[who].get("/api/admin/offers"), status);
      await json(await world.as[who].post("/api/admin/offers", { data: offer }), status);
      await json(await world.as[who].put(`/api/admin/offers/${created.id}`, { data: offer }), status);
      await json(await world.as[who].post(`/api/admin/offers/${created.id}/state`, { data: { action: "end" } }), status);
      await json(await world.as[who].post(`/api/admin/offers/${created.id}/assign`, { data: { emails: [DEMO.customer] } }), status);
    }
  });

  for (const who of ["admin", "superAdmin"] as const) {
    test(`a ${who} creates, edits, ends, activates and gives an offer, never to themselves or a SuperAdmin`, async ({ world }) => {
      const by = world.as[who];
      const { offer: created } = (await json(await by.post("/api/admin/offers", { data: offer }), 201)) as { offer: { id: number } };
      expect((await json(await by.put(`/api/admin/offers/${created.id}`, { data: { ...offer, isPercentage: true, discountValue: 15 } }), 200)).offer).toMatchObject({ discountText: "15%" });
      expect((await json(await by.post(`/api/admin/offers/${created.id}/state`, { data: { action: "end" } }), 200)).offer).toMatchObject({ state: "ended" });
      await json(await by.post(`/api/admin/offers/${created.id}/assign`, { data: { emails: [DEMO.customer] } }), 409);
      expect((await json(await by.post(`/api/admin/offers/${created.id}/state`, { data: { action: "activate" } }), 200)).offer).toMatchObject({ state: "active" });
      const outcome = await json(await by.post(`/api/admin/offers/${created.id}/assign`, { data: { emails: [DEMO.customer, DEMO[who], DEMO.superAdmin] } }), 200);
      expect(outcome.assigned).toEqual([DEMO.customer]);
      expect((outcome.refused as Array<{ email: string }>).map((refusal) => refusal.email).sort()).toEqual([DEMO[who], DEMO.superAdmin].filter((value, index, all) => all.indexOf(value) === index).sort());
      const { usage } = (await json(await by.get(`/api/admin/offers/${created.id}`), 200)) as { usage: { holderCount: number } };
      expect(usage.holderCount).toBe(1);
    });
  }
});

test.describe("gift cards, pricing, settings, maintenance and the audit log", () => {
  test("only Admins and the SuperAdmin", async ({ world }) => {
    const { priceTable, travel } = (await json(await world.as.admin.get("/api/admin/settings/pricing"), 200)) as { priceTable: unknown; travel: unknown };
    for (const who of EVERYONE) {
      const status = BUSINESS[who];
      await json(await world.as[who].get("/api/gift-cards/admin"), status);
      // An unknown card: the guard lets Admins through to a 404, and stops everyone else first.
      await json(await world.as[who].post(`/api/gift-cards/admin/${randomUUID()}/void`, { data: { reason: "Checking the table" } }), status === 200 ? 404 : status);
      await json(await world.as[who].get("/api/admin/settings/pricing"), status);
      await json(await world.as[who].put("/api/admin/settings/pricing", { data: { priceTable, travel, reason: `Unchanged, saved by ${who}` } }), status);
      await json(await world.as[who].put("/api/admin/settings/maintenance", { data: { enabled: false } }), status);
      await json(await world.as[who].get("/api/admin/audit"), status);
    }
    const { page } = (await json(await world.as.admin.get(`/api/admin/audit?actor=${encodeURIComponent(DEMO.superAdmin)}&action=settings.pricing`), 200)) as { page: { items: Array<{ reason: string }> } };
    expect(page.items[0]?.reason).toBe("Unchanged, saved by superAdmin");
  });
});

test.describe("the admin pages", () => {
  const SECTIONS: Array<[string, boolean]> = [
    ["/admin", true],
    ["/admin/orders", true],
    ["/admin/schedule", true],
    ["/admin/time-off", true],
    ["/admin/users", true],
    ["/admin/leads", true],
    ["/admin/messages", true],
    ["/admin/offers", false],
    ["/admin/offers/new", false],
    ["/admin/gift-cards", false],
    ["/admin/payments", false],
    ["/admin/referrals", false],
    ["/admin/payroll", false],
    ["/admin/settings", false],
    ["/admin/audit", false],
  ];

  // Signed in without the role, the page says so with a 403 rather than a silent trip home (issue #24).
  test("visitors go to sign in, Customers and Cleaners are told the page is not theirs", async ({ world }) => {
    const visitor = await world.as.visitor.get("/admin/orders", { maxRedirects: 0 });
    expect(visitor.status()).toBe(307);
    expect(visitor.headers().location).toContain("/login?returnUrl=%2Fadmin%2Forders");
    for (const who of ["customer", "cleaner"] as const) {
      const response = await world.as[who].get("/admin", { maxRedirects: 0 });
      expect(response.status()).toBe(403);
      expect(await response.text()).toMatch(/You don(?:'|’|&#x27;|&#39;)t have access to this page/);
    }
  });

  for (const who of STAFF) {
    test(`a ${who} opens the sections of their row, and the others answer 403`, async ({ world }) => {
      for (const [path, everyone] of SECTIONS) {
        const response = await world.as[who].get(path, { maxRedirects: 0 });
        expect(response.status(), path).toBe(everyone || who !== "moderator" ? 200 : 403);
      }
    });
  }

  test("a Moderator's navigation leaves out offers, gift cards, payments, referrals, payroll, pricing and settings, and the audit log", async ({ world, browser }) => {
    const moderator = await (await world.browserAs(browser, "moderator")).newPage();
    await moderator.goto("/admin");
    const nav = moderator.getByRole("navigation", { name: "Admin sections" });
    // Messages may carry a count of unread threads after its name.
    await expect(nav.getByRole("link")).toHaveText(["Dashboard", "Orders", "Schedule", "Time off", "Users", "Leads", /^Messages/]);
    const admin = await (await world.browserAs(browser, "admin")).newPage();
    await admin.goto("/admin");
    await expect(admin.getByRole("navigation", { name: "Admin sections" }).getByRole("link")).toHaveText([
      "Dashboard",
      "Orders",
      "Schedule",
      "Time off",
      "Users",
      "Leads",
      /^Messages/,
      "Special offers",
      "Gift cards",
      "Payments",
      "Referrals",
      "Payroll",
      "Pricing & settings",
      "Audit log",
    ]);
    await expect(admin.getByRole("img", { name: "Bookings and booked revenue by week" })).toBeVisible();
  });

  test("no account controls on one's own account or on the SuperAdmin; the allowed ones elsewhere", async ({ world, browser }) => {
    const admin = await (await world.browserAs(browser, "admin")).newPage();
    for (const id of [world.ids.admin, world.ids.superAdmin]) {
      await admin.goto(`/admin/users/${id}`);
      await expect(admin.getByText(/Nobody acts on their own account or on a SuperAdmin/)).toBeVisible();
      await expect(admin.getByRole("button", { name: "Block" })).toHaveCount(0);
    }
    await admin.goto(`/admin/users/${world.ids.moderator}`);
    await expect(admin.getByRole("button", { name: "Block" })).toBeVisible();
    await expect(admin.getByLabel("Role (now Moderator)")).toBeVisible();

    const moderator = await (await world.browserAs(browser, "moderator")).newPage();
    await moderator.goto(`/admin/users/${world.ids.admin}`);
    await expect(moderator.getByRole("button", { name: "Block" })).toHaveCount(0);
    await moderator.goto(`/admin/users/${world.ids.customer}`);
    await expect(moderator.getByRole("button", { name: "Block" })).toBeVisible();
    await expect(moderator.getByRole("button", { name: "Change role" })).toHaveCount(0);
    // The audit history is for roles that read the audit log.
    await expect(moderator.getByRole("region", { name: "Staff actions on this account" })).toHaveCount(0);
  });
});

test.describe("accessibility", () => {
  test("every admin page and the cabinet pass axe", async ({ world, browser }) => {
    test.setTimeout(120_000);
    const order = await world.book();
    await json(await world.as.admin.post(`/api/admin/orders/${order.id}/assign`, { data: { cleanerId: world.ids.cleaner } }), 200);
    const lead = await world.lead();
    const { offer } = (await json(await world.as.admin.post("/api/admin/offers", { data: { name: "Axe check", description: "10% off", isPercentage: true, discountValue: 10 } }), 201)) as { offer: { id: number } };
    const admin = await (await world.browserAs(browser, "admin")).newPage();
    const pages = [
      "/admin",
      "/admin/orders",
      `/admin/orders/${order.id}`,
      "/admin/schedule",
      "/admin/time-off",
      "/admin/users",
      `/admin/users/${world.ids.customer}`,
      "/admin/leads",
      `/admin/leads/${lead.id}`,
      "/admin/offers",
      "/admin/offers/new",
      `/admin/offers/${offer.id}`,
      "/admin/gift-cards",
      "/admin/settings",
      "/admin/audit",
    ];
    for (const path of pages) {
      await admin.goto(path);
      const results = await new AxeBuilder({ page: admin }).include("main").analyze();
      expect(results.violations.map((violation) => `${path} ${violation.id}: ${violation.help}`)).toEqual([]);
    }
    await admin.goto(`/admin/orders/${order.id}`);
    await admin.getByRole("button", { name: "Cancel order" }).click();
    const dialog = await new AxeBuilder({ page: admin }).include('[role="dialog"]').analyze();
    expect(dialog.violations.map((violation) => `dialog ${violation.id}: ${violation.help}`)).toEqual([]);

    const cleaner = await (await world.browserAs(browser, "cleaner")).newPage();
    for (const path of ["/cleaner/cabinet", `/cleaner/cabinet/jobs/${order.id}`]) {
      await cleaner.goto(path);
      const results = await new AxeBuilder({ page: cleaner }).include("main").analyze();
      expect(results.violations.map((violation) => `${path} ${violation.id}: ${violation.help}`)).toEqual([]);
    }
  });
});

test.describe("the cleaner cabinet", () => {
  test("a job assigned to someone else is not found, on the page and in the API", async ({ world }) => {
    const order = await world.book();
    await json(await world.as.admin.post(`/api/admin/orders/${order.id}/assign`, { data: { cleanerId: world.ids.moderator } }), 200);
    for (const who of ["visitor", "customer"] as const) await json(await world.as[who].get("/api/cabinet/jobs"), PANEL[who]);
    expect((await world.as.cleaner.get(`/cleaner/cabinet/jobs/${order.id}`)).status()).toBe(404);
    await json(await world.as.cleaner.get(`/api/cabinet/jobs/${order.id}`), 404);
    await json(await world.as.cleaner.post(`/api/cabinet/jobs/${order.id}/check-in`), 404);
    // Staff see their own jobs in the cabinet, and nobody else's: not even an Admin.
    await json(await world.as.admin.post(`/api/cabinet/jobs/${order.id}/check-in`), 404);
    expect((await world.as.moderator.get(`/cleaner/cabinet/jobs/${order.id}`)).status()).toBe(200);
    // Their own job gets past the ownership check to the time rule: days ahead, check-in is not open yet.
    expect(await json(await world.as.moderator.post(`/api/cabinet/jobs/${order.id}/check-in`), 409)).toMatchObject({ error: expect.stringMatching(/^Check-in opens at /) });
  });
});
