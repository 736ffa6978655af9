import { defineConfig, devices } from "@playwright/test";
import { siteHeaders } from "./e2e/support/site-origin";

/**
 * The multi-host project: two production hosts on one fresh PostgreSQL database behind the
 * shipped nginx site (e2e/support/topology.ts), started once by the global setup. Its own
 * config because its server is not the one-host server of playwright.config.ts; `npm test`
 * runs both. One worker: the tests share the two hosts, and the last one stops one of them.
 */
const executablePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export default defineConfig({
  testDir: "./e2e/multi-host",
  testMatch: "**/*.spec.ts",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: [["list"], ["json", { outputFile: "reports/e2e-multi-host.json" }]],
  globalSetup: "./e2e/multi-host/global-setup.ts",
  use: {
    baseURL: process.env.E2E_BASE_URL,
    extraHTTPHeaders: siteHeaders(process.env.E2E_BASE_URL),
    trace: "retain-on-failure",
    launchOptions: {
      executablePath,
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
    },
  },
  projects: [{ name: "multi-host", use: { ...devices["Desktop Chrome"], channel: undefined } }],
});
