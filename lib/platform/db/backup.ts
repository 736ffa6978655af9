/**
 * Backups of the embedded database as plain SQL, written by PGlite's own pg_dump: one consistent
 * snapshot (pg_dump reads in a single transaction), restorable into PGlite here or into
 * PostgreSQL with psql. Owners and grants are left out so any role can restore it.
 */
import { existsSync } from "node:fs";
import { readdir, rename, rm } from "node:fs/promises";
import type { PGlite } from "@electric-sql/pglite";
import { pgliteDirectory } from "./data-dir";
import { acquireDataDirLock } from "./data-dir-lock";
import { openPgliteDataDir, pgliteExtensions } from "./pglite-open";

const DUMP_ARGS = ["--no-owner", "--no-privileges"];
const DUMP_HEADER = "-- PostgreSQL database dump";

export class BackupError extends Error {}

/** A restore's own staging directory: no DATA_DIR, so no lock of its own (the caller holds DATA_DIR's). */
async function openStagingPglite(directory: string): Promise<PGlite> {
  const { PGlite } = await import("@electric-sql/pglite");
  return PGlite.create(directory, { extensions: await pgliteExtensions() });
}

/** The whole database (every schema, the migrations table included) as pg_dump SQL text. */
export async function dumpPglite(pg: PGlite): Promise<string> {
  // A production dependency, not a dev one: operators run `npm run db:backup` on the server
  // (docs/operations.md), and knip --production counts scripts/db-*.ts as production entries.
  const { pgDump } = await import("@electric-sql/pglite-tools/pg_dump");
  const dump = await (await pgDump({ pg, args: DUMP_ARGS })).text();
  // pg_dump 17 sets transaction_timeout, a setting PostgreSQL 16 and older reject; the dump
  // restores the same without it (its default is already 0, no timeout).
  return dump.replace(/^SET transaction_timeout = 0;\n/m, "");
}

/**
 * A consistent dump of a database this process has open and goes on using (the server's online
 * backup). pg_dump talks to PGlite's one connection directly, beside PGlite's own queue, and
 * leaves its READ ONLY transaction open when it ends: run plainly, every later write of the
 * site failed ("cannot execute INSERT in a read-only transaction"), and it could land inside a
 * transaction of the site. So it runs inside `transaction()`, which holds PGlite's lock on every
 * other query and transaction of the process until it returns; the BEGIN that transaction()
 * sent is ended at once so pg_dump opens its own snapshot, and transaction()'s final COMMIT ends
 * the one pg_dump leaves. The site waits while pg_dump runs (it blocks the event loop).
 */
export async function dumpOpenPglite(pg: PGlite): Promise<string> {
  return pg.transaction(async (tx) => {
    await tx.exec("commit");
    // pg_dump's own queries go through the transaction's handle, which needs no second lock.
    const holdingTheLock = new Proxy(pg, {
      get(target, key) {
        if (key === "query") return tx.query;
        if (key === "exec") return tx.exec;
        const value: unknown = Reflect.get(target, key, target);
        // PGlite's methods read private fields: they must run on the instance, not the proxy.
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    return dumpPglite(holdingTheLock);
  });
}

async function userTableCount(pg: PGlite): Promise<number> {
  const result = await pg.query<{ n: number }>(
    "select count(*)::int as n from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')",
  );
  return result.rows[0]?.n ?? 0;
}

/**
 * Loads a dump into an empty database. PGlite runs the whole text as one simple query, which
 * Postgres executes as one implicit transaction: a dump that fails halfway leaves nothing.
 */
export async function restoreIntoPglite(pg: PGlite, dump: string): Promise<void> {
  if (!dump.includes(DUMP_HEADER)) throw new BackupError("This file is not a pg_dump SQL backup.");
  if ((await userTableCount(pg)) > 0) throw new BackupError("The target database is not empty; restore only into an empty one.");
  await pg.exec(dump);
  // pg_dump empties search_path for its own statements; put the session back to normal.
  await pg.exec("set search_path to public");
}

/**
 * Dumps the embedded database in DATA_DIR from this process. It takes the directory's lock like
 * any opener, so it is refused while the server runs; `npm run db:backup` asks the running
 * server instead (lib/platform/db/online-backup-client.ts).
 */
export async function backupDataDir(dataDir: string): Promise<string> {
  const directory = pgliteDirectory(dataDir);
  if (!existsSync(directory)) throw new BackupError(`There is no embedded database in ${directory}.`);
  const { client, close } = await openPgliteDataDir(dataDir);
  try {
    return await dumpPglite(client);
  } finally {
    await close();
  }
}

export interface RestoreOutcome {
  /** Where the database that was there before now lives, when one was replaced. */
  replacedDirectory: string | null;
}

/**
 * Restores a dump as the embedded database of DATA_DIR. It is loaded into a new directory first
 * and swapped in only once complete; an existing database is moved aside, never deleted, and
 * only when `replace` is given. A failed restore leaves the directory as it was. The whole
 * restore holds DATA_DIR's lock: it is refused while the server (or anything else) has it open.
 */
export async function restoreDataDir(dataDir: string, dump: string, options: { replace: boolean; now?: Date }): Promise<RestoreOutcome> {
  const lock = await acquireDataDirLock(dataDir, options.now);
  try {
    return await restoreUnderLock(dataDir, dump, options);
  } finally {
    await lock.release();
  }
}

async function restoreUnderLock(dataDir: string, dump: string, options: { replace: boolean; now?: Date }): Promise<RestoreOutcome> {
  const directory = pgliteDirectory(dataDir);
  const exists = existsSync(directory) && (await readdir(directory)).length > 0;
  if (exists && !options.replace) {
    throw new BackupError(`${directory} already holds a database. Stop the server and pass --replace to move it aside and restore.`);
  }
  const stamp = (options.now ?? new Date()).toISOString().replace(/[:.]/g, "-");
  const staging = `${directory}.restoring-${stamp}`;
  const pg = await openStagingPglite(staging);
  try {
    await restoreIntoPglite(pg, dump);
    await pg.close();
  } catch (error) {
    await pg.close().catch(() => undefined);
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
  let replacedDirectory: string | null = null;
  if (exists) {
    replacedDirectory = `${directory}.replaced-${stamp}`;
    await rename(directory, replacedDirectory);
  }
  await rename(staging, directory);
  return { replacedDirectory };
}
