import { defineConfig, devices } from "@playwright/test";
import { browserUse } from "./e2e/support/browser-use";

/**
 * The multi-host project: two production hosts on one fresh PostgreSQL database behind the
 * shipped nginx site (e2e/support/topology.ts), started once by the global setup. Its own
 * config because its server is not the one-host server of playwright.config.ts; `npm test`
 * runs both. One worker: the tests share the two hosts, and the last one stops one of them.
 */
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
  use: browserUse(),
  projects: [{ name: "multi-host", use: { ...devices["Desktop Chrome"], channel: undefined } }],
});
