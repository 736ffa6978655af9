import { randomUUID } from "node:crypto";
import { readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { ROOT, startServer, stopServer, type RunningServer } from "./server-process";

export interface ClockedServer {
  server: RunningServer;
  /**
   * Moves the server's clock so that its "now" is `instant`, and resolves once the server has
   * read the new time: a request made right after sees it, never the old one.
   */
  moveTo(instant: Date): Promise<void>;
  /** Stops the server and removes its clock file (and its data, unless E2E_KEEP_DATA). */
  stop(): Promise<void>;
}

const shiftTo = (instant: Date) => String(instant.getTime() - Date.now());

/**
 * A server of the spec's own whose clock can be moved (support/shifted-clock.mjs): for visits
 * "about to start" or "three hours away" when bookings only take visits from tomorrow. With
 * `startAt` it starts with its clock already there, so start-up (the demo's sample visits
 * included) runs on that day. `env` adds settings of the spec's own (TRUST_PROXY, say).
 */
export async function startServerWithMovableClock(options: { startAt?: Date; env?: Record<string, string> } = {}): Promise<ClockedServer> {
  const clockFile = path.join(tmpdir(), `bb-e2e-clock-${randomUUID()}`);
  await writeFile(clockFile, options.startAt ? shiftTo(options.startAt) : "0");
  const server = await startServer({
    env: { ...options.env, CLOCK_SHIFT_FILE: clockFile, NODE_OPTIONS: `--import ${path.join(ROOT, "e2e/support/shifted-clock.mjs")}` },
  });
  return {
    server,
    async moveTo(instant) {
      const shift = shiftTo(instant);
      await writeFile(clockFile, shift);
      await waitUntilSeen(server.url, clockFile, shift);
    },
    async stop() {
      await stopServer(server);
      await rm(clockFile, { force: true });
      await rm(`${clockFile}.seen`, { force: true });
      if (!process.env.E2E_KEEP_DATA) await rm(server.dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The server reads the clock file when something asks it the time (at most every 50 ms), and
 * writes what it read to `<file>.seen`: ask it something until that is the shift just written.
 */
async function waitUntilSeen(url: string, clockFile: string, shift: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    await fetch(`${url}/api/health`).catch(() => undefined);
    if ((await readFile(`${clockFile}.seen`, "utf8").catch(() => "")) === shift) return;
  }
  throw new Error(`the server did not take the clock shift ${shift} ms within 10 s`);
}
