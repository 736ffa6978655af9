// Prints one closing line for the whole suite from the Jest and Playwright JSON reports.
import { readFileSync } from "node:fs";

function read(file) {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return null;
  }
}

const unit = read("reports/unit.json");
// The one-host browser tests, then the two hosts behind nginx (playwright.multi-host.config.ts).
const browser = [read("reports/e2e.json"), read("reports/e2e-multi-host.json")];
const sum = (field) => browser.reduce((total, report) => total + (report?.stats?.[field] ?? 0), 0);
const passed = (unit?.numPassedTests ?? 0) + sum("expected");
const failed = (unit?.numFailedTests ?? 0) + sum("unexpected") + sum("flaky");
const skipped = (unit?.numPendingTests ?? 0) + sum("skipped");
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
