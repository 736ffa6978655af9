/**
 * A process that holds an embedded database the way the server does, for the crash tests
 * (lib/platform/db/data-dir-crash.test.ts): `tsx lib/platform/db/testing/data-dir-child.ts DATA_DIR [--serve-backups]`.
 * It opens the directory through the one opening path (`openDatabase`), with --serve-backups
 * answers online backups as server.ts does, prints one JSON line per event on
 * stdout, and takes commands on stdin, one per line:
 *   write N   inserts N rows, each in its own statement, then answers {"event":"written"}
 *   count     answers {"event":"count"}
 *   close     closes the database cleanly and exits 0
 * A failed open prints the error's message on stderr and exits 1.
 */
import { createInterface } from "node:readline";
import { sql } from "drizzle-orm";
import { openDatabase, type DatabaseHandle } from "../client";
import { rowsOf } from "../raw";
import { startOnlineBackupEndpoint } from "../online-backup-server";
import { getLogger } from "@/lib/platform/log/logger";

const PROBE_TABLE = sql.raw("crash_probe");

function say(event: string, fields: Record<string, unknown> = {}): void {
  process.stdout.write(`${JSON.stringify({ event, pid: process.pid, ...fields })}\n`);
}

async function count(handle: DatabaseHandle): Promise<number> {
  const rows = rowsOf<{ n: number }>(await handle.db.execute(sql`select count(*)::int as n from ${PROBE_TABLE}`));
  return rows[0]?.n ?? 0;
}

async function writeRows(handle: DatabaseHandle, howMany: number): Promise<void> {
  for (let index = 0; index < howMany; index += 1) {
    // A row of some size, so the writes reach the WAL and the data files as real ones do.
    await handle.db.execute(sql`insert into ${PROBE_TABLE} (body) values (${`row ${index} `.repeat(40)})`);
  }
}

async function main(): Promise<void> {
  const dataDir = process.argv[2];
  if (!dataDir) throw new Error("Usage: data-dir-child.ts DATA_DIR");
  const handle = await openDatabase({ dataDir });
  await handle.db.execute(sql`create table if not exists ${PROBE_TABLE} (n serial primary key, body text not null)`);
  const serving = process.argv.includes("--serve-backups") && handle.dumpOnline;
  const backups = serving ? await startOnlineBackupEndpoint({ dataDir, dump: serving, logger: getLogger() }) : null;
  say("ready", { count: await count(handle) });
  for await (const line of createInterface({ input: process.stdin })) {
    const [command, argument] = line.trim().split(/\s+/);
    if (command === "write") {
      await writeRows(handle, Number(argument));
      say("written", { count: await count(handle) });
    } else if (command === "count") {
      say("count", { count: await count(handle) });
    } else if (command === "close") {
      await backups?.close();
      await handle.close();
      say("closed");
      process.exit(0);
    }
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
