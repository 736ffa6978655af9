import { expect, test, type Page } from "@playwright/test";
import { DEMO, signIn } from "./support/accounts";
import { expectHashedPage, expectNoncedPage, scriptSourcesOf } from "./support/csp";
import { dateInDays } from "./support/dates";

/** Collects Content-Security-Policy violations of a page: console reports and the DOM event. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction("__reportCspViolation", (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation;
      void report(`${event.violatedDirective} blocked ${event.blockedURI}`);
    });
  });
  return violations;
}

test.describe("security headers", () => {
  test("a prerendered page, a dynamic page, an API and the hub all carry them", async ({ request }) => {
    for (const path of ["/", "/services", "/login"]) {
      const response = await request.get(path);
      const headers = response.headers();
      expect(headers["x-content-type-options"], path).toBe("nosniff");
      expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
      expect(headers["permissions-policy"], path).toContain("camera=()");
      expect(headers["x-frame-options"], path).toBe("DENY");
      const policy = headers["content-security-policy"] ?? "";
      for (const directive of ["object-src 'none'", "base-uri 'none'", "form-action 'self'", "frame-ancestors 'none'", "font-src 'self'"]) {
        expect(policy, `${path}: ${directive}`).toContain(directive);
      }
      expect(policy, path).toMatch(/connect-src 'self'/);
      expect(policy, path).toMatch(/img-src 'self'/);
      // PUBLIC_URL of the test server is http: no HSTS.
      expect(headers["strict-transport-security"], path).toBeUndefined();
    }
    // Answers that are not pages allow nothing at all (issue #25 L5).
    for (const path of ["/api/health", "/api/special-offers", "/icon.svg", "/apple-touch-icon.png"]) {
      const headers = (await request.get(path)).headers();
      expect(headers["x-content-type-options"], path).toBe("nosniff");
      expect(headers["x-frame-options"], path).toBe("DENY");
      expect(headers["content-security-policy"], path).toBe("default-src 'none'; frame-ancestors 'none'");
    }
    const hub = await request.post("/userManagementHub/negotiate?negotiateVersion=1");
    expect(hub.headers()["x-content-type-options"]).toBe("nosniff");
    expect(hub.headers()["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  test("every HTML answer outside the per-request list gets a nonce or its hashes, never 'unsafe-inline'", async ({ browser, baseURL, request }) => {
    // A page no route answers: the not-found page, with a nonce on every script or by hash.
    const missing = await request.get("/no-such-page-here");
    expect(missing.status()).toBe(404);
    const missingSources = scriptSourcesOf(missing.headers()["content-security-policy"] ?? "");
    if (missingSources.includes("'nonce-")) await expectNoncedPage(missing, "/no-such-page-here");
    else await expectHashedPage(missing, "/no-such-page-here");

    // The cleaner's frame around an address the cabinet does not have.
    const context = await browser.newContext({ extraHTTPHeaders: baseURL ? { origin: new URL(baseURL).origin } : {} });
    try {
      await signIn(context.request, DEMO.cleaner);
      const page = await context.newPage();
      const violations = await watchViolations(page);
      await expectNoncedPage(await context.request.get("/cleaner/not-a-page"), "/cleaner/not-a-page");
      await page.goto("/cleaner/not-a-page");
      await page.waitForLoadState("networkidle");
      expect(violations).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test("a page rendered per request gets a fresh nonce with 'strict-dynamic' on all its scripts; a prerendered one none", async ({ request }) => {
    const nonces: string[] = [];
    for (let visit = 0; visit < 2; visit++) nonces.push(await expectNoncedPage(await request.get("/login"), "/login"));
    expect(nonces[0]).not.toBe(nonces[1]);

    const prerendered = await request.get("/services");
    const staticPolicy = prerendered.headers()["content-security-policy"] ?? "";
    expect(staticPolicy).not.toContain("'nonce-");
    expect(staticPolicy).not.toContain("'strict-dynamic'");
  });

  test("prerendered pages allow exactly their own inline scripts by hash, never 'unsafe-inline'", async ({ request }) => {
    for (const path of ["/", "/services", "/about", "/contact", "/booking", "/services/residential-cleaning", "/privacy-policy"]) {
      await expectHashedPage(await request.get(path), path);
    }
  });

  test("a prerendered page regenerated after a change carries the hashes of its new HTML", async ({ browser, request, baseURL }) => {
    // A closed day far ahead changes /booking's data (and so its inline scripts) without touching
    // any booking another test makes.
    const admin = await browser.newContext({ extraHTTPHeaders: baseURL ? { origin: new URL(baseURL).origin } : {} });
    const date = dateInDays(320 + Math.floor(Math.random() * 30));
    const reason = `Window washing crew training ${Date.now().toString(36)}`;
    try {
      await signIn(admin.request, DEMO.admin);
      const closed = await admin.request.post("/api/admin/settings/closed-days", { data: { date, reason } });
      expect(closed.status()).toBe(200);
      // Next serves the old page once more while it regenerates it; every answer must match its own HTML.
      await expect
        .poll(async () => (await expectHashedPage(await request.get("/booking"), "/booking")).includes(reason), { timeout: 30_000 })
        .toBe(true);
      const page = await admin.newPage();
      const violations = await watchViolations(page);
      await page.goto("/booking");
      await page.waitForLoadState("networkidle");
      expect(violations).toEqual([]);
    } finally {
      await admin.request.delete("/api/admin/settings/closed-days", { data: { date } });
      await admin.close();
    }
  });

  test("a prerendered page under the hash policy still comes alive: its menu opens, nothing is blocked", async ({ page }) => {
    const violations = await watchViolations(page);
    const response = await page.goto("/");
    expect(scriptSourcesOf(response?.headers()["content-security-policy"] ?? "")).not.toContain("'unsafe-inline'");
    const toggle = page.getByRole("button", { name: "Services menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(violations).toEqual([]);
  });

  test("open pages that read the request (links with a token, return URLs) get the nonce policy too", async ({ request }) => {
    for (const path of ["/auth/verify-email?token=not-a-real-token", "/auth/verify-email-notice?returnUrl=%2Fbooking", "/auth/confirm-email?token=not-a-real-token", "/poll/not-a-real-token"]) {
      await expectNoncedPage(await request.get(path, { maxRedirects: 0 }), path);
    }
  });

  test("public pages, sign-in and booking run without a single policy violation", async ({ page }) => {
    const violations = await watchViolations(page);
    for (const path of ["/", "/services", "/about", "/contact", "/login", "/booking"]) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
    }
    expect(violations).toEqual([]);
  });

  test("a signed-in admin's panel and hub connection run without a policy violation", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ extraHTTPHeaders: baseURL ? { origin: new URL(baseURL).origin } : {} });
    try {
      await signIn(context.request, DEMO.admin);
      const page = await context.newPage();
      const violations = await watchViolations(page);
      const hubSocket = page.waitForEvent("websocket", (socket) => socket.url().includes("/userManagementHub"));
      await page.goto("/");
      await hubSocket;
      await page.goto("/admin");
      await page.waitForLoadState("networkidle");
      await page.goto("/admin/orders");
      await page.waitForLoadState("networkidle");
      // The panel ran under the nonce policy, not the nonce-less one of prerendered pages.
      const policy = (await page.request.get("/admin")).headers()["content-security-policy"] ?? "";
      expect(policy).toMatch(/script-src 'nonce-[^']+' 'strict-dynamic'/);
      expect(violations).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
