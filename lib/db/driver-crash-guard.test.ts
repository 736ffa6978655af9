import { spawn } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { isDriverWriteAfterClose } from "./driver-crash-guard";

const url = process.env.TEST_DATABASE_URL;
const onPostgres = url ? describe : describe.skip;

/**
 * A real process, as server.ts runs: Next's own uncaughtException listener (which only logs) is
 * installed, then ours. PostgreSQL ends a transaction left idle; when the code resumes, the
 * driver's write to the dead socket must end the process, not leave it running on a broken pool.
 */
const CHILD = (root: string, databaseUrl: string) => `
import { openDatabase } from ${JSON.stringify(path.join(root, "lib/db/client.ts"))};
import { exitOnDriverWriteAfterClose } from ${JSON.stringify(path.join(root, "lib/db/driver-crash-guard.ts"))};
import { createLogger } from ${JSON.stringify(path.join(root, "lib/log/logger.ts"))};
import { sql } from "drizzle-orm";

process.on("uncaughtException", (error) => console.error("next logs:", error.message));
exitOnDriverWriteAfterClose(createLogger(process.stdout, "info"));
void (async () => {
  const handle = await openDatabase({ databaseUrl: ${JSON.stringify(databaseUrl)}, dataDir: "unused", maxConnections: 2, timeouts: { statementMs: 5000, idleInTransactionMs: 200, connectSeconds: 5 } });
  await handle.db.transaction(async (tx) => {
    const [backend] = await tx.execute(sql\`select pg_backend_pid() as pid\`);
    for (;;) {
      const [alive] = await handle.db.execute(sql\`select count(*)::int as n from pg_stat_activity where pid = \${backend.pid}\`);
      if (alive.n === 0) break;
    }
    await tx.execute(sql\`select 2\`);
  }).catch((error) => console.log("transaction failed:", error.code));
})();
// Still here: keep running, as a server would, until something ends the process.
setInterval(() => undefined, 1000);
`;

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

onPostgres("a PostgreSQL session ended under a transaction", () => {
  it("ends the process with a fatal line instead of running on with a broken pool", async () => {
    // Inside the project, so the child resolves our modules and packages as the server does.
    const dir = await mkdtemp(path.join(process.cwd(), ".driver-guard-"));
    try {
      const script = path.join(dir, "child.ts");
      await writeFile(script, CHILD(process.cwd(), url ?? ""));
      const child = spawn(path.join(process.cwd(), "node_modules/.bin/tsx"), [script], { cwd: process.cwd(), env: { ...process.env, NODE_OPTIONS: "" }, stdio: ["ignore", "pipe", "pipe"] });
      let output = "";
      child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
      const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
      expect(output).toContain("the PostgreSQL driver lost a connection mid-write");
      expect(code).toBe(1);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 90_000);
});
