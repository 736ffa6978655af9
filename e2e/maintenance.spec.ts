import { rm } from "node:fs/promises";
import AxeBuilder from "@axe-core/playwright";
import { expect, request as playwrightRequest, test, type APIRequestContext } from "@playwright/test";
import { DEMO, signIn } from "./support/accounts";
import { expectNoncedPage } from "./support/csp";
import { startServer, stopServer, type RunningServer } from "./support/server-process";
import { siteHeaders } from "./support/site-origin";

/**
 * Maintenance mode changes what every visitor sees, so these tests run against a server of
 * their own rather than the shared one other tests use in parallel.
 */
test.describe("maintenance mode", () => {
  test.describe.configure({ mode: "serial" });
  let server: RunningServer;
  const contexts: APIRequestContext[] = [];

  async function as(email: string | null): Promise<APIRequestContext> {
    const context = await playwrightRequest.newContext({ baseURL: server.url, extraHTTPHeaders: siteHeaders(server.url) });
    contexts.push(context);
    if (email) await signIn(context, email);
    return context;
  }

  test.beforeAll(async () => {
    server = await startServer();
  });
  test.afterAll(async () => {
    await Promise.all(contexts.map((context) => context.dispose()));
    await stopServer(server);
    await rm(server.dataDir, { recursive: true, force: true });
  });

  test("only Admins and the SuperAdmin may switch it", async () => {
    for (const [email, status] of [[null, 401], [DEMO.customer, 403], [DEMO.cleaner, 403], [DEMO.moderator, 403]] as const) {
      const response = await (await as(email)).put("/api/admin/settings/maintenance", { data: { enabled: true } });
      expect(response.status(), `${email ?? "visitor"}`).toBe(status);
    }
    const bad = await (await as(DEMO.admin)).put("/api/admin/settings/maintenance", { data: { enabled: "yes" } });
    expect(bad.status()).toBe(400);
  });

  test("holds back visitors and customers but lets cleaners and staff through", async ({ browser }) => {
    const admin = await as(DEMO.admin);
    const on = await admin.put("/api/admin/settings/maintenance", { data: { enabled: true, message: "Back by 7 AM Sunday." } });
    expect(on.status()).toBe(200);
    expect(await on.json()).toEqual({ enabled: true, message: "Back by 7 AM Sunday." });

    const visitor = await as(null);
    const customer = await as(DEMO.customer);
    const cleaner = await as(DEMO.cleaner);
    for (const path of ["/booking", "/contact", "/poll-success"]) {
      const held = await visitor.get(path, { maxRedirects: 0 });
      expect(held.status(), path).toBe(307);
      expect(held.headers()["location"]).toMatch(new RegExp(`/maintenance\\?returnUrl=${encodeURIComponent(path)}$`));
    }
    expect((await customer.get("/profile?tab=addresses", { maxRedirects: 0 })).headers()["location"]).toMatch(/\/maintenance\?returnUrl=%2Fprofile%3Ftab%3Daddresses$/);
    expect((await cleaner.get("/profile", { maxRedirects: 0 })).status()).not.toBe(307);
    expect((await visitor.get("/", { maxRedirects: 0 })).status()).toBe(200);

    // A page of its own context: axe needs one.
    const browsing = await browser.newContext({ baseURL: server.url });
    const page = await browsing.newPage();
    await page.goto("/contact");
    await expect(page).toHaveURL(/\/maintenance\?returnUrl=%2Fcontact$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("We're tidying up the site");
    await expect(page.getByText("Back by 7 AM Sunday.")).toBeVisible();
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
    // Rendered per request (it reads the live flag), so it runs under the nonce policy.
    await expectNoncedPage(await visitor.get("/maintenance?returnUrl=%2Fcontact"), "/maintenance");

    const off = await admin.put("/api/admin/settings/maintenance", { data: { enabled: false } });
    expect(await off.json()).toEqual({ enabled: false, message: null });
    expect((await visitor.get("/contact", { maxRedirects: 0 })).status()).not.toBe(307);

    // The visitor still on the maintenance page is sent back to the page they wanted.
    await page.reload();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("We're tidying up the site");
    await browsing.close();
  });

  test("once maintenance is off, the page sends visitors on, but only within this site", async ({ browser }) => {
    const page = await browser.newPage({ baseURL: server.url });
    await page.goto("/maintenance?returnUrl=%2Fabout%3Fref%3Dmaintenance");
    await expect(page).toHaveURL(/\/about\?ref=maintenance$/);
    for (const outside of ["https://evil.example/", "//evil.example", "/%2F%2Fevil.example", "javascript:alert(1)"]) {
      await page.goto(`/maintenance?returnUrl=${encodeURIComponent(outside)}`);
      await expect(page, outside).toHaveURL(`${server.url}/`);
    }
    await page.goto("/maintenance");
    await expect(page).toHaveURL(`${server.url}/`);
    await page.close();
  });

  test("holds customers' and visitors' writes with a 503, while staff sign in and work and reads go on", async () => {
    const admin = await as(DEMO.admin);
    expect((await admin.put("/api/admin/settings/maintenance", { data: { enabled: true, message: "Back by noon." } })).status()).toBe(200);
    try {
      const customer = await as(DEMO.customer);
      const visitor = await as(null);
      const writes = [
        await customer.patch("/api/account/profile", { data: { firstName: "Casey", lastName: "Customer" } }),
        await customer.post("/api/account/addresses", { data: { street: "31-10 Steinway St", city: "Astoria", zip: "11103" } }),
        await customer.post("/api/gift-cards", { data: { amountCents: 5000 } }),
        await visitor.post("/api/contact", { data: { name: "Maya Chen", email: "maya@example.test", borough: "Queens", message: "A deep clean in Astoria, please." } }),
      ];
      for (const response of writes) {
        expect(response.status(), response.url()).toBe(503);
        expect(await response.json()).toMatchObject({ error: expect.stringContaining("Back by noon."), code: "maintenance" });
      }
      expect((await customer.get("/api/orders")).status()).toBe(200);
      // as(DEMO.admin) above signed in during maintenance; staff writes go through.
      expect((await admin.post("/api/admin/offers", { data: { name: "Spring refresh", description: "10% off a deep clean", isPercentage: true, discountValue: 10 } })).status()).toBe(201);
    } finally {
      expect((await admin.put("/api/admin/settings/maintenance", { data: { enabled: false } })).status()).toBe(200);
    }
  });
});
