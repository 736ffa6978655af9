import { defineConfig, devices } from "@playwright/test";
import { sharedConfig } from "./e2e/support/playwright-shared";

/**
 * The multi-host project: two production hosts on one fresh PostgreSQL database behind the
 * shipped nginx site (e2e/support/topology.ts), started once by the global setup. Its own
 * config because its server is not the one-host server of playwright.config.ts; `npm test`
 * runs both. One worker: the tests share the two hosts, and the last one stops one of them.
 */
export default defineConfig({
  ...sharedConfig(),
  testDir: "./e2e/multi-host",
  testMatch: "**/*.spec.ts",
  workers: 1,
  reporter: [["list"], ["json", { outputFile: "reports/e2e-multi-host.json" }]],
  globalSetup: "./e2e/multi-host/global-setup.ts",
  projects: [{ name: "multi-host", use: { ...devices["Desktop Chrome"], channel: undefined } }],
});
