/**
 * Real-time account notifications in real browsers: staff act on a signed-in customer through
 * the admin API, and the customer's open page shows the notice at once and then logs out (or
 * keeps a read-only session), per docs/product.md#real-time-notices.
 *
 * This file runs its own server (the production build, a fresh embedded database) with
 * TRUST_PROXY on, so each fresh customer registers "from" an address of its own: registration
 * allows 5 accounts per address per hour, and the shared server's other tests need theirs.
 */
import { randomBytes } from "node:crypto";
import { rm } from "node:fs/promises";
import AxeBuilder from "@axe-core/playwright";
import { expect, test as base, type Browser, type BrowserContext, type Page, type PlaywrightWorkerArgs } from "@playwright/test";
import { DEMO, registerCustomer, signIn } from "./support/accounts";
import { startServer, stopServer, type RunningServer } from "./support/server-process";
import { siteHeaders } from "./support/site-origin";

/** A text only @microsoft/signalr contains: the bundle visitors get must not have it. */
const SIGNALR_MARKER = "Cannot start a HubConnection that is not in the 'Disconnected' state.";

function randomAddress(): string {
  const [a = 0, b = 0, c = 0] = randomBytes(3);
  return `10.${a}.${b}.${c}`;
}

interface Customer {
  id: string;
  context: BrowserContext;
  page: Page;
}

interface World {
  server: RunningServer;
  /** The demo Admin, signed in in a browser context of its own. */
  admin: BrowserContext;
  /** A fresh customer, signed in, with the home page open and its hub connection up. */
  newCustomer(): Promise<Customer>;
}

async function startWorld(playwright: PlaywrightWorkerArgs["playwright"], browser: Browser): Promise<{ world: World; stop: () => Promise<void> }> {
  const server = await startServer({ env: { TRUST_PROXY: "true" } });
  const contexts: BrowserContext[] = [];
  const newContext = async () => {
    const context = await browser.newContext({ baseURL: server.url, extraHTTPHeaders: siteHeaders(server.url) });
    contexts.push(context);
    return context;
  };
  const admin = await newContext();
  await signIn(admin.request, DEMO.admin);

  const newCustomer = async (): Promise<Customer> => {
    const registrar = await playwright.request.newContext({ baseURL: server.url, extraHTTPHeaders: siteHeaders(server.url, { "x-forwarded-for": randomAddress() }) });
    const account = await registerCustomer(registrar);
    await registrar.dispose();
    const context = await newContext();
    await signIn(context.request, account.email, account.password);
    const page = await context.newPage();
    await openWithHubConnection(page, "/");
    return { id: account.id, context, page };
  };

  const stop = async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await stopServer(server);
    if (!process.env.E2E_KEEP_DATA) await rm(server.dataDir, { recursive: true, force: true });
  };
  return { world: { server, admin, newCustomer }, stop };
}

/**
 * Opens a page and waits until its hub connection finished the SignalR handshake (the server's
 * `{}` record): from then on an event for the user reaches the page.
 */
async function openWithHubConnection(page: Page, path: string): Promise<void> {
  const handshake = new Promise<void>((resolve) => {
    page.on("websocket", (socket) => {
      if (!socket.url().includes("/userManagementHub")) return;
      socket.on("framereceived", (frame) => {
        if (typeof frame.payload === "string" && frame.payload.startsWith("{}\u001e")) resolve();
      });
    });
  });
  await page.goto(path);
  await handshake;
}

/** Resolves with Date.now() in the test once the notification dialog is in the page (checked every frame). */
async function dialogAppears(page: Page): Promise<number> {
  await page.waitForFunction(() => document.querySelector('[role="dialog"]') !== null, undefined, { polling: "raf", timeout: 10_000 });
  return Date.now();
}

/** Resolves with Date.now() once the page has gone to /login (the logout's navigation). */
async function loggedOut(page: Page): Promise<number> {
  await page.waitForURL((url) => url.pathname === "/login", { timeout: 15_000, waitUntil: "commit" });
  return Date.now();
}

async function sessionUser(context: BrowserContext): Promise<{ id: string; blocked: boolean } | undefined> {
  const response = await context.request.get("/api/auth/session");
  return ((await response.json()) as { user?: { id: string; blocked: boolean } }).user;
}

/** A change the customer makes from the page itself, as the profile form would. */
async function renameFromPage(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const response = await fetch("/api/account/profile", {
      method: "PATCH",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ firstName: "Renamed" }),
    });
    return response.status;
  });
}

/** The scripts the page has loaded so far, and those whose text contains `marker`. */
async function loadedScriptsContaining(page: Page, marker: string): Promise<{ total: number; matching: string[] }> {
  return page.evaluate(async (text) => {
    const urls = performance
      .getEntriesByType("resource")
      .map((entry) => entry.name)
      .filter((name) => new URL(name).pathname.endsWith(".js"));
    const bodies = await Promise.all(urls.map(async (url) => ({ url, body: await (await fetch(url)).text() })));
    return { total: urls.length, matching: bodies.filter(({ body }) => body.includes(text)).map(({ url }) => url) };
  }, marker);
}

const test = base.extend<{ world: World }, { worldOnce: World }>({
  worldOnce: [
    async ({ playwright, browser }, provide) => {
      const { world, stop } = await startWorld(playwright, browser);
      await provide(world);
      await stop();
    },
    { scope: "worker", timeout: 120_000 },
  ],
  // Playwright names this callback `use`; another name keeps React's hook lint rule out of it.
  world: async ({ worldOnce }, provide) => provide(worldOnce),
});

const LOGOUT_CASES = [
  {
    name: "a block that ends the sessions",
    title: "Account Blocked",
    message: "Your account has been blocked by an administrator.",
    delayMs: 3_000,
    act: (admin: BrowserContext, id: string) => admin.request.post(`/api/admin/users/${id}/block`, { data: { reason: "Unpaid invoices", endSessions: true } }),
  },
  {
    name: "a role change",
    title: "Role Updated",
    message: "Your role has been updated to Cleaner. Please log in again to access your new permissions.",
    delayMs: 4_000,
    act: (admin: BrowserContext, id: string) => admin.request.put(`/api/admin/users/${id}/role`, { data: { role: "Cleaner" } }),
  },
  {
    name: "a forced logout",
    title: "Session Terminated",
    message: "Signed out by the office.",
    delayMs: 2_000,
    act: (admin: BrowserContext, id: string) => admin.request.post(`/api/admin/users/${id}/force-logout`, { data: { reason: "Signed out by the office." } }),
  },
] as const;

test.describe("real-time account notifications", () => {
  for (const scenario of LOGOUT_CASES) {
    test(`${scenario.name}: the notice shows at once, the logout follows ${scenario.delayMs / 1000} s later`, async ({ world }) => {
      const customer = await world.newCustomer();
      const { page } = customer;
      const appeared = dialogAppears(page);
      const acted = Date.now();
      const response = await scenario.act(world.admin, customer.id);
      expect(response.status(), await response.text()).toBe(200);

      const shownAt = await appeared;
      const ended = loggedOut(page);
      const dialog = page.getByRole("dialog", { name: scenario.title });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(scenario.message);
      expect(shownAt - acted, "the notice comes at once").toBeLessThan(2_000);

      const loggedOutAt = await ended;
      const waited = loggedOutAt - shownAt;
      test.info().annotations.push({ type: "timing", description: `notice ${shownAt - acted} ms after the action; logout ${waited} ms after the notice` });
      expect(waited, "the logout waits for the notice to be read").toBeGreaterThanOrEqual(scenario.delayMs - 500);
      expect(waited, "the logout is not late").toBeLessThan(scenario.delayMs + 3_000);

      // Signed out for real: the server has no session, the header offers Login.
      expect(await sessionUser(customer.context)).toBeUndefined();
      await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toBeVisible();
    });
  }

  test("a block that keeps the session makes it read-only; the unblock notice restores it without a logout", async ({ world }) => {
    const customer = await world.newCustomer();
    const { page, context } = customer;
    expect(await renameFromPage(page)).toBe(200);

    const blockedShown = dialogAppears(page);
    const blocked = await world.admin.request.post(`/api/admin/users/${customer.id}/block`, { data: { reason: "Card declined", endSessions: false } });
    expect(blocked.status(), await blocked.text()).toBe(200);
    const blockedAt = await blockedShown;
    await expect(page.getByRole("dialog", { name: "Account Blocked" })).toContainText("Your account has been blocked by an administrator.");
    await expect(page.getByRole("dialog", { name: "Account Blocked" })).toContainText("You stay signed in, but the account is read-only for now");

    // Still signed in, but read-only: the session says blocked, and changes are refused.
    await expect.poll(async () => (await sessionUser(context))?.blocked).toBe(true);
    expect(await renameFromPage(page)).toBe(403);
    // The site says so while the block lasts, on every page.
    const notice = page.getByRole("complementary", { name: "Account notice" });
    await expect(notice).toContainText("Your account is blocked, so it is read-only for now");
    await page.getByRole("dialog").getByRole("button", { name: "Close" }).last().click();
    await expect(page.getByRole("dialog")).toHaveCount(0);

    // A block with logout would have left for /login 3 s after its notice: it must not come.
    const stayed = await page
      .waitForURL((url) => url.pathname === "/login", { timeout: Math.max(0, blockedAt + 4_500 - Date.now()), waitUntil: "commit" })
      .then(
        () => false,
        () => true,
      );
    expect(stayed, "no logout after a block that keeps the session").toBe(true);
    expect((await sessionUser(context))?.id).toBe(customer.id);
    // Checked after the logout window above, which an axe run must not eat into.
    await expect(notice).toBeVisible();
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);

    const unblockedShown = dialogAppears(page);
    const unblocked = await world.admin.request.post(`/api/admin/users/${customer.id}/unblock`, { data: {} });
    expect(unblocked.status(), await unblocked.text()).toBe(200);
    const unblockedAt = await unblockedShown;
    await expect(page.getByRole("dialog", { name: "Account Unblocked" })).toContainText("Your account has been unblocked.");
    await expect.poll(async () => (await sessionUser(context))?.blocked).toBe(false);
    expect(await renameFromPage(page)).toBe(200);
    await expect(notice).toHaveCount(0);

    // The unblock is a notice only.
    const kept = await page
      .waitForURL((url) => url.pathname === "/login", { timeout: Math.max(0, unblockedAt + 4_500 - Date.now()), waitUntil: "commit" })
      .then(
        () => false,
        () => true,
      );
    expect(kept, "no logout after an unblock").toBe(true);
    await expect(page.getByRole("button", { name: /^Account menu for / })).toBeVisible();
  });

  test("visitors download none of the SignalR client; signed-in users load it on demand", async ({ world, browser }) => {
    const visitor = await browser.newContext({ baseURL: world.server.url, extraHTTPHeaders: siteHeaders(world.server.url) });
    const page = await visitor.newPage();
    await page.goto("/");
    // The header's Login link means the session is known (no user): the provider has decided.
    await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toBeVisible();
    const visitorScripts = await loadedScriptsContaining(page, SIGNALR_MARKER);
    expect(visitorScripts.total).toBeGreaterThan(0);
    expect(visitorScripts.matching).toEqual([]);
    await visitor.close();

    const customer = await world.newCustomer();
    expect((await loadedScriptsContaining(customer.page, SIGNALR_MARKER)).matching).toHaveLength(1);
  });
});
