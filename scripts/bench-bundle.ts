/**
 * The JavaScript a visitor downloads, against what Next.js itself costs. First it builds a
 * minimal App Router page (one layout, a heading and a paragraph) with the same `next`, `react`
 * and `react-dom` in a temporary folder whose node_modules is a symlink to ours, so nothing
 * downloads (scripts/bench-support/minimal-next-app.ts); then it starts our production
 * build, reads every public page of the sitemap plus /booking and /login, and sums the gzipped
 * size of each page's own script files. Prints both and the difference. Needs `npm run build`
 * first.
 *
 *   npm run bench:bundle [-- --keep]      (--keep leaves the minimal app's folder for a look)
 *
 * Targets (docs/operations.md, "Page weight"): at most 35 KB over the minimal page on the home
 * page and 25 KB on every service and borough page. The exit code is 1 when a page misses its
 * target, so CI can use it.
 */
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { ROOT, SERVER_ENTRY, disposeServer, startServer } from "../e2e/support/server-process";
import { buildMinimalNextApp } from "./bench-support/minimal-next-app";
import { runMain } from "./run-main";

const KB = 1024;
/** Extra gzipped KB allowed over the minimal page, by page; pages not listed are reported only. */
function targetFor(pagePath: string): number | undefined {
  if (pagePath === "/") return 35;
  if (pagePath.startsWith("/services/")) return 25;
  return undefined;
}
const ALSO_MEASURED = ["/booking", "/login"];

/** Script files a page loads by itself: `<script src>` and script preloads under /_next/static. */
function scriptPathsOf(html: string): string[] {
  const found = new Set<string>();
  const patterns = [/<script\b[^>]*\bsrc="([^"]+)"/g, /<link\b[^>]*\brel="preload"[^>]*\bas="script"[^>]*\bhref="([^"]+)"/g, /<link\b[^>]*\bhref="([^"]+)"[^>]*\bas="script"/g];
  for (const pattern of patterns) {
    for (const match of html.matchAll(pattern)) {
      const src = (match[1] ?? "").replace(/&amp;/g, "&");
      const at = src.indexOf("/_next/static/");
      if (at >= 0) found.add(src.slice(at + "/_next/".length).split("?")[0] ?? "");
    }
  }
  return [...found].filter(Boolean).sort();
}

/** Gzipped bytes of the given files under a build's .next folder (level 9, as a CDN would serve them). */
async function gzippedBytes(nextDir: string, files: string[]): Promise<number> {
  let total = 0;
  for (const file of files) total += gzipSync(await readFile(path.join(nextDir, file)), { level: 9 }).length;
  return total;
}

/** Builds the minimal app (docs/operations.md#page-weight) and returns the gzipped bytes and file count of its one page. */
async function measureMinimalApp(keep: boolean): Promise<{ bytes: number; files: number; nextVersion: string }> {
  const app = await buildMinimalNextApp({ keep });
  try {
    const nextDir = path.join(app.dir, ".next");
    const html = await readFile(path.join(nextDir, "server/app/index.html"), "utf8");
    const files = scriptPathsOf(html);
    return { bytes: await gzippedBytes(nextDir, files), files: files.length, nextVersion: app.versions.next };
  } finally {
    await app.dispose();
  }
}

/** The public pages the sitemap lists, as paths, plus the booking form and the login page. */
async function publicPaths(baseUrl: string): Promise<string[]> {
  const xml = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? "/").pathname);
  return [...new Set([...paths, ...ALSO_MEASURED])];
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

async function main(): Promise<void> {
  if (!existsSync(SERVER_ENTRY)) {
    console.error(`No production build at ${SERVER_ENTRY}: run npm run build first.`);
    process.exit(2);
  }
  const keep = process.argv.includes("--keep");
  console.log("Building a minimal App Router page with our next…");
  const minimal = await measureMinimalApp(keep);
  console.log(`Minimal App Router page (next ${minimal.nextVersion}): ${kb(minimal.bytes)} gzipped in ${minimal.files} files\n`);

  const server = await startServer();
  let missed = false;
  try {
    const nextDir = path.join(ROOT, ".next");
    console.log(`${"page".padEnd(40)} ${"JS gzipped".padStart(11)} ${"extra".padStart(10)} ${"target".padStart(8)}`);
    for (const pagePath of await publicPaths(server.url)) {
      const response = await fetch(`${server.url}${pagePath}`);
      if (!response.ok) throw new Error(`${pagePath} answered ${response.status}`);
      const files = scriptPathsOf(await response.text());
      const bytes = await gzippedBytes(nextDir, files);
      const extra = bytes - minimal.bytes;
      const target = targetFor(pagePath);
      const over = target !== undefined && extra > target * KB;
      if (over) missed = true;
      console.log(
        `${pagePath.padEnd(40)} ${kb(bytes).padStart(11)} ${`${extra >= 0 ? "+" : ""}${kb(extra)}`.padStart(10)} ${(target === undefined ? "-" : `${target} KB`).padStart(8)}${over ? "  OVER" : ""}`,
      );
    }
  } finally {
    await disposeServer(server);
  }
  if (missed) {
    console.log("\nAbove target (extra over the minimal page: 35 KB on the home page, 25 KB on service and borough pages).");
    process.exitCode = 1;
  }
}

runMain(main);
