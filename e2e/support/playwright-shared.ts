import { devices, type PlaywrightTestConfig } from "@playwright/test";
import { siteHeaders } from "./site-origin";

/** Debian's Chromium; the internet is closed, so Playwright and Lighthouse never download a browser of their own. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** A browser in a container: no sandbox, GPU, background traffic or first-run screens. */
export const CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"];

/**
 * A Playwright config for one of our projects (one host, and two behind nginx): the same time
 * limits, no retries, a JSON report, and the browser; each names its global setup and workers.
 */
export function playwrightConfig(project: { name: string; testDir: string; globalSetup: string; workers: number; report: string }): PlaywrightTestConfig {
  return {
    testDir: project.testDir,
    testMatch: "**/*.spec.ts",
    workers: project.workers,
    reporter: [["list"], ["json", { outputFile: project.report }]],
    globalSetup: project.globalSetup,
    projects: [{ name: project.name, use: { ...devices["Desktop Chrome"], channel: undefined } }],
    timeout: 60_000,
    expect: { timeout: 10_000 },
    fullyParallel: false,
    forbidOnly: Boolean(process.env.CI),
    retries: 0,
    use: browserUse(),
  };
}

function browserUse(): PlaywrightTestConfig["use"] {
  return {
    // Set by the global setup once the server listens (workers inherit its environment).
    baseURL: process.env.E2E_BASE_URL,
    // Request contexts stand in for the site's own pages, which send their Origin with writes.
    extraHTTPHeaders: siteHeaders(process.env.E2E_BASE_URL),
    // Recording a trace slows every test; CI keeps no artefacts to read it from. E2E_TRACE=1 when
    // a failure needs one (docs/operations.md, "Reading a browser test failure").
    trace: process.env.E2E_TRACE === "1" ? "retain-on-failure" : "off",
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  };
}
