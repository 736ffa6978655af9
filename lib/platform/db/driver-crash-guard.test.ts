import { spawn } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { isDriverWriteAfterClose } from "./driver-crash-guard";

const url = process.env.TEST_DATABASE_URL;
const onPostgres = url ? describe : describe.skip;

/** Next's own uncaughtException listener (it only logs) is installed first, then ours, as server.ts does. */
const LISTENERS = (root: string) => `
import { exitOnDriverWriteAfterClose } from ${JSON.stringify(path.join(root, "lib/platform/db/driver-crash-guard.ts"))};
import { createLogger } from ${JSON.stringify(path.join(root, "lib/platform/log/logger.ts"))};
process.on("uncaughtException", (error) => console.error("next logs:", error.message));
exitOnDriverWriteAfterClose(createLogger(process.stdout, "info"));
`;

/** Throws, from a timer as the driver does, an error with the given stack; exits 0 if still alive after. */
const THROWER = (root: string, stack: string) => `${LISTENERS(root)}
setImmediate(() => {
  const error = new TypeError("Cannot read properties of null (reading 'write')");
  error.stack = ${JSON.stringify(stack)};
  throw error;
});
setTimeout(() => { console.log("still running"); process.exit(0); }, 500);
`;

/**
 * PostgreSQL ends a transaction left idle; when the code resumes, the driver either rejects the
 * query (then the pool must still answer) or throws from its timer (then the process must end).
 * Which one depends on timing; neither may leave the process running on a broken pool.
 */
const IDLE_VICTIM = (root: string, databaseUrl: string) => `${LISTENERS(root)}
import { openDatabase } from ${JSON.stringify(path.join(root, "lib/platform/db/client.ts"))};
import { sql } from "drizzle-orm";
void (async () => {
  const handle = await openDatabase({ databaseUrl: ${JSON.stringify(databaseUrl)}, dataDir: "unused", maxConnections: 2, timeouts: { statementMs: 5000, idleInTransactionMs: 200, connectSeconds: 5 } });
  await handle.db.transaction(async (tx) => {
    const [backend] = await tx.execute(sql\`select pg_backend_pid() as pid\`);
    for (;;) {
      const [alive] = await handle.db.execute(sql\`select count(*)::int as n from pg_stat_activity where pid = \${backend.pid}\`);
      if (alive.n === 0) break;
    }
    console.log("backend ended");
    await tx.execute(sql\`select 2\`);
  }).catch((error) => console.log("transaction failed:", error.code));
  const [answer] = await handle.db.execute(sql\`select 1 as one\`);
  console.log("pool answers", answer.one);
  process.exit(0);
})();
setInterval(() => undefined, 1000);
`;

/** Runs a TypeScript file written into the project (so it resolves our modules) and collects its output. */
async function runChild(source: string): Promise<{ code: number | null; output: string }> {
  const dir = await mkdtemp(path.join(process.cwd(), ".driver-guard-"));
  try {
    const script = path.join(dir, "child.ts");
    await writeFile(script, source);
    const child = spawn(process.execPath, ["--import", "tsx", script], { cwd: process.cwd(), env: { ...process.env, NODE_OPTIONS: "" }, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    // A child that neither crashes nor finishes is the failure this guards against: end it, say so.
    const watchdog = setTimeout(() => child.kill("SIGKILL"), 45_000);
    const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
    clearTimeout(watchdog);
    return { code, output };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const DRIVER_STACK = "TypeError: Cannot read properties of null (reading 'write')\n    at Immediate.nextWrite (file:///srv/app/node_modules/postgres/src/connection.js:255:22)";

describe("isDriverWriteAfterClose", () => {
  it("recognises only the driver's write to a closed socket", () => {
    const driver = new TypeError("Cannot read properties of null (reading 'write')");
    driver.stack = `${driver.message}\n    at Immediate.nextWrite (file:///srv/app/node_modules/postgres/src/connection.js:255:22)`;
    expect(isDriverWriteAfterClose(driver)).toBe(true);
    const ours = new TypeError("Cannot read properties of null (reading 'write')");
    ours.stack = `${ours.message}\n    at render (/srv/app/lib/x.ts:1:1)`;
    expect(isDriverWriteAfterClose(ours)).toBe(false);
    expect(isDriverWriteAfterClose(new Error("boom"))).toBe(false);
  });
});

describe("the guard in a real process beside Next's listener", () => {
  it("ends the process with a fatal line on the driver's write to a closed socket", async () => {
    const { code, output } = await runChild(THROWER(process.cwd(), DRIVER_STACK));
    expect(output).toContain("the PostgreSQL driver lost a connection mid-write");
    expect(output).not.toContain("still running");
    expect(code).toBe(1);
  }, 60_000);

  it("leaves any other uncaught error to Next's logging", async () => {
    const { code, output } = await runChild(THROWER(process.cwd(), "TypeError: Cannot read properties of null (reading 'write')\n    at render (/srv/app/lib/x.ts:1:1)"));
    expect(output).toContain("next logs:");
    expect(output).toContain("still running");
    expect(code).toBe(0);
  }, 60_000);
});

onPostgres("a PostgreSQL session ended under a transaction", () => {
  it("never leaves the process running on a broken pool: the query fails and the pool answers, or the process ends", async () => {
    const { code, output } = await runChild(IDLE_VICTIM(process.cwd(), url ?? ""));
    // The child's own lines say how far it got when neither outcome came.
    expect({ code, ended: output.includes("backend ended") }).toEqual({ code: expect.any(Number), ended: true });
    if (code === 1) {
      expect(output).toContain("the PostgreSQL driver lost a connection mid-write");
    } else {
      expect(output).toContain("transaction failed:");
      expect(output).toContain("pool answers 1");
      expect(code).toBe(0);
    }
  }, 60_000);
});
