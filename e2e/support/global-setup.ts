import { rm } from "node:fs/promises";
import { startServer, stopServer } from "./server-process";

/**
 * One server for the whole run, started from the production build with a fresh DATA_DIR,
 * exactly as the README's first command runs it. Tests find it through E2E_BASE_URL.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  // Behind a trusted proxy each test can stand for its own client address, so per-address
  // limits (registration, sign-in) apply per test rather than to the whole run.
  const server = await startServer({ env: { TRUST_PROXY: "true" } });
  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_DATA_DIR = server.dataDir;
  return async () => {
    await stopServer(server);
    if (!process.env.E2E_KEEP_DATA) await rm(server.dataDir, { recursive: true, force: true });
  };
}
