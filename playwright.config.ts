import { defineConfig, devices } from "@playwright/test";
import { browserUse } from "./e2e/support/browser-use";

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
  use: browserUse(),
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
});
