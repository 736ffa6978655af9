/**
 * The framework floor of the page-weight benchmarks (docs/operations.md#page-weight): a minimal
 * App Router page, one layout, one `<h1>` and one `<p>`, built in a temporary folder with our
 * `next`, `react` and `react-dom`. Its node_modules is a symlink to ours, so nothing downloads
 * and the versions are ours exactly. `npm run bench:bundle` reads its build; `npm run
 * bench:lighthouse` runs it with `next start`.
 */
import { execFileSync, spawn } from "node:child_process";
import { mkdtemp, mkdir, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { ROOT, freePort } from "../../e2e/support/server-process";
import { installedVersion } from "./machine";

const NEXT_BIN = path.join(ROOT, "node_modules/next/dist/bin/next");
const START_TIMEOUT_MS = 60_000;

const MINIMAL_LAYOUT = `export const metadata = { title: "Minimal" };
export default function RootLayout({ children }) {
  return (<html lang="en"><body>{children}</body></html>);
}
`;
const MINIMAL_PAGE = `export default function Page() {
  return <main><h1>Hello</h1><p>A minimal App Router page.</p></main>;
}
`;

export interface StartedMinimalApp {
  /** http://127.0.0.1:port, the page at `/`. */
  url: string;
  /** Ends `next start` and waits for it to exit. */
  stop(): Promise<void>;
}

export interface MinimalNextApp {
  /** The app's folder; its build is in `.next`. */
  dir: string;
  versions: { next: string; react: string; reactDom: string };
  /** Runs `next start` on a free port of 127.0.0.1; resolves once `/` answers 200. */
  start(): Promise<StartedMinimalApp>;
  /** Deletes the folder, or with `keep` prints where it is. */
  dispose(): Promise<void>;
}

/** Builds the minimal app (`next build`, about a minute on two cores). */
export async function buildMinimalNextApp(options: { keep?: boolean } = {}): Promise<MinimalNextApp> {
  const dir = await mkdtemp(path.join(tmpdir(), "bench-minimal-next-"));
  const dispose = async (): Promise<void> => {
    if (options.keep) console.log(`Minimal app kept in ${dir}`);
    else await rm(dir, { recursive: true, force: true });
  };
  try {
    const versions = { next: installedVersion("next"), react: installedVersion("react"), reactDom: installedVersion("react-dom") };
    const dependencies = { next: versions.next, react: versions.react, "react-dom": versions.reactDom };
    await mkdir(path.join(dir, "app"));
    await writeFile(path.join(dir, "package.json"), JSON.stringify({ name: "minimal", private: true, dependencies }, null, 2));
    await writeFile(path.join(dir, "app/layout.js"), MINIMAL_LAYOUT);
    await writeFile(path.join(dir, "app/page.js"), MINIMAL_PAGE);
    // Turbopack reads nothing outside its root, and the symlink points into our checkout.
    await writeFile(path.join(dir, "next.config.mjs"), `export default { turbopack: { root: ${JSON.stringify(path.parse(dir).root)} } };\n`);
    await symlink(path.join(ROOT, "node_modules"), path.join(dir, "node_modules"), "dir");
    execFileSync(process.execPath, [NEXT_BIN, "build"], {
      cwd: dir,
      stdio: ["ignore", "ignore", "inherit"],
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NODE_ENV: "production" },
    });
    return { dir, versions, start: () => startMinimalApp(dir), dispose };
  } catch (error) {
    await dispose();
    throw error;
  }
}

async function startMinimalApp(dir: string): Promise<StartedMinimalApp> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [NEXT_BIN, "start", "--port", String(port), "--hostname", "127.0.0.1"], {
    cwd: dir,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NODE_ENV: "production" },
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async (): Promise<void> => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await exited;
  };
  let ended = false;
  void exited.then(() => (ended = true));
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline && !ended) {
    try {
      if ((await fetch(url)).ok) return { url, stop };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(ended ? "the minimal app's next start exited during start-up" : `the minimal app did not answer within ${START_TIMEOUT_MS / 1000} s`);
}
