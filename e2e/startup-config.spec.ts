import { spawn } from "node:child_process";
import { readFile, rm } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { openPgliteDataDir } from "@/lib/platform/db/pglite-open";
import { ROOT, SERVER_ENTRY, newDataDir, startServer, stopServer } from "./support/server-process";

/** Runs the built server with the given environment and collects how it ended. */
async function runServer(env: Record<string, string>): Promise<{ code: number | null; stderr: string; stdout: string }> {
  const dataDir = await newDataDir();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [SERVER_ENTRY], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: dataDir, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stderr = "";
    let stdout = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.once("exit", (code) => resolve({ code, stderr, stdout }));
  });
}

test.describe("start-up configuration", () => {
  test("a malformed DATABASE_URL prints one clear line and exits non-zero", async () => {
    const result = await runServer({ DATABASE_URL: "not-a-url", NODE_ENV: "production" });
    expect(result.code).not.toBe(0);
    expect(result.stderr.trim().split("\n")).toEqual([
      "Configuration error: DATABASE_URL must be a postgres:// or postgresql:// URL",
    ]);
  });

  test("production on PostgreSQL without AUTH_SECRET prints one clear line and exits non-zero", async () => {
    const result = await runServer({ DATABASE_URL: "postgres://127.0.0.1:1/none", NODE_ENV: "production", AUTH_SECRET: "" });
    expect(result.code).not.toBe(0);
    expect(result.stderr.trim().split("\n")).toEqual([
      "Configuration error: AUTH_SECRET is required in production (generate one with: openssl rand -base64 48)",
    ]);
  });

  test("a bad port is named", async () => {
    const result = await runServer({ PORT: "http" });
    expect(result.code).not.toBe(0);
    expect(result.stderr.trim()).toMatch(/^Configuration error: PORT /);
  });
});

test.describe("demo data is opt-in", () => {
  test("production on PostgreSQL without PUBLIC_URL prints one clear line and exits non-zero", async () => {
    const result = await runServer({
      DATABASE_URL: "postgres://127.0.0.1:1/none",
      NODE_ENV: "production",
      AUTH_SECRET: "x".repeat(48),
      GIFT_CARD_KEY: "ab".repeat(32),
      ACCESS_CODE_KEY: "cd".repeat(32),
      PUBLIC_URL: "",
    });
    expect(result.code).not.toBe(0);
    expect(result.stderr.trim().split("\n")).toEqual([
      "Configuration error: PUBLIC_URL is required in production (the address people use, e.g. https://www.boroughbright.nyc)",
    ]);
  });

  test("npm start without DEMO=true loads no demo accounts", async () => {
    test.setTimeout(120_000);
    const server = await startServer({ env: { DEMO: "" } });
    try {
      const csrf = (await (await fetch(`${server.url}/api/auth/csrf`)).json()) as { csrfToken: string };
      expect(csrf.csrfToken).toBeTruthy();
    } finally {
      expect(await stopServer(server)).toBe(0);
    }
    expect(await readFile(server.logFile, "utf8")).not.toContain("seeded demo data");
    // Through the directory's lock, as every opener: the server has released it on stopping.
    const { client, close } = await openPgliteDataDir(server.dataDir);
    try {
      expect((await client.query("select 1 from users where email like '%@demo.test'")).rows).toHaveLength(0);
    } finally {
      await close();
      await rm(server.dataDir, { recursive: true, force: true });
    }
  });
});
