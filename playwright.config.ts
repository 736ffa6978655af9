import { defineConfig, devices } from "@playwright/test";
import { siteHeaders } from "./e2e/support/site-origin";

/** Debian's Chromium; the internet is closed, so Playwright never downloads a browser of its own. */
const executablePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export default defineConfig({
  testDir: "./e2e",
  testMatch: "**/*.spec.ts",
  // Two hosts behind nginx: playwright.multi-host.config.ts runs these.
  testIgnore: "multi-host/**",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: [["list"], ["json", { outputFile: "reports/e2e.json" }]],
  globalSetup: "./e2e/support/global-setup.ts",
  use: {
    // Set by the global setup once the server listens (workers inherit its environment).
    baseURL: process.env.E2E_BASE_URL,
    // Request contexts stand in for the site's own pages, which send their Origin with writes.
    extraHTTPHeaders: siteHeaders(process.env.E2E_BASE_URL),
    trace: "retain-on-failure",
    launchOptions: {
      executablePath,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
});
