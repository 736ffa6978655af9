import { spawn } from "node:child_process";
import { expect, test } from "@playwright/test";
import { ROOT, SERVER_ENTRY, newDataDir } from "./support/server-process";

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
