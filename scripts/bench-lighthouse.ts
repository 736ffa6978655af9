/**
 * Lighthouse in mobile mode (its default: a mid-range phone, simulated slow 4G and CPU) on the
 * home page, a service page, a borough page and the booking form of the production build, against
 * a server this script starts and stops itself. Prints the four category scores of each page and
 * its cumulative layout shift, the median of the runs, and the audits that cost points. Needs `npm run build` first.
 *
 *   npm run bench:lighthouse [-- --runs 3] [-- --paths /,/about]
 *
 * Targets: Performance at least 95; Accessibility, Best Practices and SEO 100. The exit code is
 * 1 when a median misses its target, so CI can use it.
 */
import { existsSync } from "node:fs";
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Flags, Result, RunnerResult } from "lighthouse";
import { ROOT, SERVER_ENTRY, startServer, stopServer } from "../e2e/support/server-process";

const CHROME_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
type Category = (typeof CATEGORIES)[number];
const TARGETS: Record<Category, number> = { performance: 95, accessibility: 100, "best-practices": 100, seo: 100 };
const DEFAULT_PATHS = ["/", "/services/deep-cleaning", "/services/brooklyn-cleaning", "/booking"];
const REPORT_DIR = path.join(ROOT, "reports", "lighthouse");

function option(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** The audits of a category that did not score full marks, worst first. */
function lostPoints(lhr: Result, category: Category): string[] {
  const refs = lhr.categories[category]?.auditRefs ?? [];
  return refs
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((audit): audit is NonNullable<typeof audit> => audit !== undefined && audit.score !== null && audit.score < 1)
    .sort((a, b) => (a.score ?? 0) - (b.score ?? 0))
    .map((audit) => `${audit.id} (${Math.round((audit.score ?? 0) * 100)})${audit.displayValue ? `: ${audit.displayValue}` : ""}`);
}

async function main(): Promise<void> {
  if (!existsSync(SERVER_ENTRY)) {
    console.error(`No production build at ${SERVER_ENTRY}: run npm run build first.`);
    process.exit(2);
  }
  const runs = Math.max(1, Number(option("runs") ?? process.env.LIGHTHOUSE_RUNS ?? 3));
  const paths = option("paths")?.split(",") ?? DEFAULT_PATHS;
  // Both packages are ES modules; this script runs as CommonJS under tsx.
  const { default: lighthouse } = await import("lighthouse");
  const chromeLauncher = await import("chrome-launcher");

  const server = await startServer();
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  let missed = false;
  try {
    await mkdir(REPORT_DIR, { recursive: true });
    for (const pagePath of paths) {
      const url = `${server.url}${pagePath}`;
      // The first request after start-up renders the page again (the start-up refresh): not what visitors get.
      for (let i = 0; i < 2; i += 1) await (await fetch(url)).text();
      const scores: Record<Category, number[]> = { performance: [], accessibility: [], "best-practices": [], seo: [] };
      const layoutShifts: number[] = [];
      let last: Result | undefined;
      for (let run = 0; run < runs; run += 1) {
        const flags: Flags = { port: chrome.port, output: "json", logLevel: "error", onlyCategories: [...CATEGORIES] };
        const result: RunnerResult | undefined = await lighthouse(url, flags);
        if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
        last = result.lhr;
        layoutShifts.push(result.lhr.audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN);
        for (const category of CATEGORIES) scores[category].push(Math.round((result.lhr.categories[category]?.score ?? 0) * 100));
      }
      const medians = Object.fromEntries(CATEGORIES.map((c) => [c, median(scores[c])])) as Record<Category, number>;
      console.log(
        `${pagePath.padEnd(32)} Performance ${medians.performance}  Accessibility ${medians.accessibility}  Best Practices ${medians["best-practices"]}  SEO ${medians.seo}  CLS ${median(layoutShifts).toFixed(3)}` +
          (runs > 1 ? `   (performance runs: ${scores.performance.join(", ")})` : ""),
      );
      if (last) {
        const file = path.join(REPORT_DIR, `${pagePath === "/" ? "home" : pagePath.slice(1).replace(/\//g, "_")}.json`);
        await writeFile(file, JSON.stringify(last));
        for (const category of CATEGORIES) {
          if (medians[category] < TARGETS[category]) missed = true;
          const lost = lostPoints(last, category);
          if (medians[category] < 100 && lost.length > 0) console.log(`    ${category}: ${lost.join("; ")}`);
        }
      }
    }
    console.log(`Reports: ${path.relative(ROOT, REPORT_DIR)}/`);
  } finally {
    await chrome.kill();
    await stopServer(server);
    await rm(server.dataDir, { recursive: true, force: true });
  }
  if (missed) {
    console.log("Below target (Performance 95; Accessibility, Best Practices and SEO 100).");
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
