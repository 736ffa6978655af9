import { spawn, type ChildProcess } from "node:child_process";
import { createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

export const ROOT = path.resolve(__dirname, "../..");
export const SERVER_ENTRY = path.join(ROOT, "dist/server.mjs");

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export function newDataDir(): Promise<string> {
  return mkdtemp(path.join(tmpdir(), "bb-e2e-"));
}

export interface RunningServer {
  url: string;
  port: number;
  dataDir: string;
  process: ChildProcess;
  /** Resolves with the exit code once the process ended. */
  exited: Promise<number | null>;
  logFile: string;
}

/**
 * Starts the production build (`dist/server.mjs`) as the README's first command runs it:
 * embedded database in `dataDir`, DEMO=true (demo accounts, test-mode payments), a port of its own. Resolves once /api/health answers 200.
 */
export async function startServer(options: { dataDir?: string; port?: number; env?: Record<string, string> } = {}): Promise<RunningServer> {
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? (await newDataDir());
  const url = `http://127.0.0.1:${port}`;
  const logFile = path.join(dataDir, `server-${Date.now()}.log`);
  const log = createWriteStream(logFile, { flags: "a" });
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOSTNAME: "127.0.0.1",
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      DEMO: "true",
      LOG_LEVEL: "info",
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  try {
    await waitForHealth(url, exited, logFile);
  } catch (error) {
    // A server that never answered would otherwise outlive the run, and load the machine further.
    child.kill("SIGTERM");
    throw error;
  }
  return { url, port, dataDir, process: child, exited, logFile };
}

/** How long start-up may take: a minute, or E2E_SERVER_START_SECONDS on a machine others load (migrations and the demo seed run first). */
const startSeconds = Number(process.env.E2E_SERVER_START_SECONDS) || 60;

async function waitForHealth(url: string, exited: Promise<number | null>, logFile: string): Promise<void> {
  let ended = false;
  void exited.then(() => (ended = true));
  const deadline = Date.now() + startSeconds * 1000;
  while (Date.now() < deadline) {
    if (ended) throw new Error(`the server exited during start-up; see ${logFile}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server did not become healthy within ${startSeconds} s; see ${logFile}`);
}

/** Sends SIGTERM to a server this test started and waits for it to end. */
export async function stopServer(server: RunningServer): Promise<number | null> {
  if (server.process.exitCode === null) server.process.kill("SIGTERM");
  return server.exited;
}

/** Stops a server this run started and deletes its data directory (kept with E2E_KEEP_DATA=1, to look into after a failure). */
export async function disposeServer(server: RunningServer): Promise<void> {
  await stopServer(server);
  if (!process.env.E2E_KEEP_DATA) await rm(server.dataDir, { recursive: true, force: true });
}
