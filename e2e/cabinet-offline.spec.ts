/**
 * The cleaner's cabinet on a phone is installable and readable without a network (issue #29,
 * docs/architecture.md "The cabinet offline"): the cabinet links its manifest and runs a
 * service worker scoped to /cleaner/; after a visit, today's jobs open with the network cut,
 * under an "Offline — saved at" line; signing out forgets them. Public pages link no manifest
 * and register no worker.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./support/playwright-shared";
import { DEMO, signIn } from "./support/accounts";
import { siteHeaders } from "./support/site-origin";

const PHONE = { width: 390, height: 844 };

async function phone(browser: Browser, signedInAs?: string): Promise<{ context: BrowserContext; page: Page }> {
  const baseURL = process.env.E2E_BASE_URL;
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: siteHeaders(baseURL), viewport: PHONE, hasTouch: true, isMobile: true });
  if (signedInAs) await signIn(context.request, signedInAs);
  return { context, page: await context.newPage() };
}

/** The saved-jobs record the cabinet keeps in IndexedDB, or null. */
function savedRecord(page: Page): Promise<{ userId: string; savedAt: string; jobs: Array<{ id: string }> } | null> {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        const open = indexedDB.open("borough-bright");
        // Not there yet: reading must not create it empty, or the page's own open (version 1) finds no store to write to.
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = () => resolve(null);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains("records")) return resolve(null);
          const get = db.transaction("records").objectStore("records").get("cabinet-jobs");
          get.onsuccess = () => resolve(get.result ?? null);
          get.onerror = () => resolve(null);
        };
      }),
  );
}

test.describe("the cabinet offline", () => {
  test("a public page links no manifest, registers no worker and loads no worker code", async ({ browser }) => {
    const { context, page } = await phone(browser, DEMO.cleaner);
    const scripts: string[] = [];
    page.on("response", async (response) => {
      if (response.request().resourceType() === "script") scripts.push(await response.text().catch(() => ""));
    });
    for (const path of ["/", "/services/residential-cleaning", "/booking"]) {
      await page.goto(path, { waitUntil: "load" });
      await expect(page.locator('link[rel="manifest"]')).toHaveCount(0);
      expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
    }
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((source) => source.includes("/cleaner/sw.js"))).toEqual([]);
    await context.close();
  });

  test("installable: the manifest is linked and valid, the worker is active over /cleaner/ with its own policy", async ({ browser }) => {
    const { context, page } = await phone(browser, DEMO.cleaner);
    await page.goto("/cleaner/cabinet");
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/cleaner/manifest.webmanifest");

    const manifestAnswer = await page.request.get("/cleaner/manifest.webmanifest");
    expect(manifestAnswer.status()).toBe(200);
    expect(manifestAnswer.headers()["content-type"]).toContain("application/manifest+json");
    const manifest = (await manifestAnswer.json()) as { start_url: string; scope: string; display: string; theme_color: string; icons: Array<{ src: string; sizes: string; type: string }> };
    expect(manifest).toMatchObject({ start_url: "/cleaner/cabinet", scope: "/cleaner/", display: "standalone", theme_color: "#0f766e" });
    for (const icon of manifest.icons) {
      const answer = await page.request.get(icon.src);
      expect(answer.status(), icon.src).toBe(200);
      expect(answer.headers()["content-type"], icon.src).toContain(icon.type);
    }
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(["192x192", "512x512"]));

    // `ready` resolves once a worker is active, which may still be "activating": wait for its activate step to finish.
    const worker = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      const active = registration.active;
      if (active && active.state === "activating") await new Promise((done) => active.addEventListener("statechange", done, { once: true }));
      return { scope: registration.scope, state: active?.state, script: active?.scriptURL };
    });
    expect(new URL(worker.scope).pathname).toBe("/cleaner/");
    expect(worker.state).toBe("activated");
    expect(new URL(worker.script ?? "").pathname).toBe("/cleaner/sw.js");
    const script = await page.request.get("/cleaner/sw.js");
    expect(script.headers()["content-security-policy"]).toBe("default-src 'none'; connect-src 'self'; frame-ancestors 'none'");
    await context.close();
  });

  test("the browser's own install check passes on the cabinet", async ({ playwright }) => {
    // Lighthouse no longer has PWA checks; Chromium's installability test is the one a phone runs.
    // It answers "in-incognito" in a throwaway context, so this test uses a profile on disk.
    const profile = await mkdtemp(path.join(tmpdir(), "cabinet-install-"));
    const baseURL = process.env.E2E_BASE_URL;
    const context = await playwright.chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
      baseURL,
      extraHTTPHeaders: siteHeaders(baseURL),
      viewport: PHONE,
      hasTouch: true,
      isMobile: true,
    });
    try {
      await signIn(context.request, DEMO.cleaner);
      const page = context.pages()[0] ?? (await context.newPage());
      const devtools = await context.newCDPSession(page);
      // The same check on a public page, which links no manifest, says so: the check can fail.
      await page.goto("/");
      const publicPage = await devtools.send("Page.getInstallabilityErrors");
      expect(publicPage.installabilityErrors.map((error) => error.errorId)).toContain("no-manifest");

      await page.goto("/cleaner/cabinet");
      await page.evaluate(() => navigator.serviceWorker.ready);
      const { installabilityErrors } = await devtools.send("Page.getInstallabilityErrors");
      expect(installabilityErrors).toEqual([]);
      const { errors } = await devtools.send("Page.getAppManifest");
      expect(errors).toEqual([]);
    } finally {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    }
  });

  test("with the network cut after a visit, the job list and a job open from the phone with the saved-at line", async ({ browser }) => {
    const { context, page } = await phone(browser, DEMO.cleaner);
    await page.goto("/cleaner/cabinet");
    const todayJobs = page.getByRole("region", { name: "Today" }).getByRole("link");
    await expect(todayJobs.first()).toBeVisible();
    const jobHref = (await todayJobs.first().getAttribute("href")) ?? "";
    const jobId = jobHref.split("/").at(-1) ?? "";

    // Saved on the phone, and the worker holds its shell.
    await expect.poll(async () => (await savedRecord(page))?.jobs.map((job) => job.id) ?? []).toContain(jobId);
    await expect.poll(() => page.evaluate(async () => Boolean(await (await caches.open("cabinet-shell")).match("/cleaner/cabinet/offline")))).toBe(true);
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Your saved jobs" })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: /^Offline — saved at \d{1,2}:\d{2} [AP]M$/ })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe("/cleaner/cabinet");

    await page.getByRole("region", { name: "Today" }).locator(`a[href="${jobHref}"]`).click();
    await expect(page).toHaveURL(new RegExp(`${jobHref}$`));
    await expect(page.getByRole("status").filter({ hasText: /^Offline — saved at / })).toBeVisible();
    const visit = page.getByRole("region", { name: "The visit" });
    await expect(visit.getByText("Address")).toBeVisible();
    await expect(visit.getByText("Access notes")).toBeVisible();
    await expect(visit.getByRole("link", { name: /\(\d{3}\) \d{3}-\d{4}/ })).toHaveAttribute("href", /^tel:/);
    // Ticks on a job still open go to the phone's queue (e2e/cabinet-offline-queue.spec.ts); a finished one reads only.
    const open = /^(Your job|Checked in)$/.test((await page.locator("header").getByText(/^(Your job|Checked in|Done|Cancelled)$/).first().innerText()).trim());
    const firstBox = page.getByRole("region", { name: "Checklist" }).getByRole("checkbox").first();
    if (open) await expect(firstBox).toBeEnabled();
    else await expect(firstBox).toBeDisabled();

    // A job address typed in directly opens from the phone too.
    await page.goto(jobHref);
    await expect(page.getByRole("region", { name: "The visit" })).toBeVisible();

    // Back online, signing out forgets the saved jobs and the worker's caches.
    await context.setOffline(false);
    await page.goto("/cleaner/cabinet");
    await expect(page.getByRole("heading", { level: 1, name: /^Hi, / })).toBeVisible();
    await page.getByRole("button", { name: /^Account menu for / }).click();
    await page.getByRole("menuitem", { name: "Logout" }).click();
    await page.waitForURL((url) => !url.pathname.startsWith("/cleaner/"));
    expect(await savedRecord(page)).toBeNull();
    expect(await page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith("cabinet-")))).toEqual([]);
    await context.close();
  });
});
