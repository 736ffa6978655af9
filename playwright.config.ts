import { defineConfig } from "@playwright/test";
import { playwrightConfig } from "./e2e/support/playwright-shared";

export default defineConfig({
  ...playwrightConfig({ name: "chromium", testDir: "./e2e", globalSetup: "./e2e/support/global-setup.ts", workers: 2, report: "reports/e2e.json" }),
  // Two hosts behind nginx: playwright.multi-host.config.ts runs these.
  testIgnore: "multi-host/**",
});
