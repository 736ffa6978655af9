import { defineConfig } from "@playwright/test";
import { playwrightConfig } from "./e2e/support/playwright-shared";

/**
 * The multi-host project: two production hosts on one fresh PostgreSQL database behind the
 * shipped nginx site (e2e/support/topology.ts), started once by the global setup. Its own
 * config because its server is not the one-host server of playwright.config.ts; `npm test`
 * runs both. One worker: the tests share the two hosts, and the last one stops one of them.
 */
export default defineConfig(
  playwrightConfig({ name: "multi-host", testDir: "./e2e/multi-host", globalSetup: "./e2e/multi-host/global-setup.ts", workers: 1, report: "reports/e2e-multi-host.json" }),
);
