import { defineConfig, devices } from "@playwright/test";
import { sharedConfig } from "./e2e/support/playwright-shared";

export default defineConfig({
  ...sharedConfig(),
  testDir: "./e2e",
  testMatch: "**/*.spec.ts",
  // Two hosts behind nginx: playwright.multi-host.config.ts runs these.
  testIgnore: "multi-host/**",
  workers: 2,
  reporter: [["list"], ["json", { outputFile: "reports/e2e.json" }]],
  globalSetup: "./e2e/support/global-setup.ts",
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
});
