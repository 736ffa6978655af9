import { getConfig } from "@/lib/config";
import { openDatabase, type Database, type DatabaseHandle } from "./client";

export type { Database, DatabaseHandle, DatabaseDriver } from "./client";

const HANDLE = Symbol.for("boroughbright.database");
type DatabaseGlobal = typeof globalThis & { [HANDLE]?: Promise<DatabaseHandle> };

/**
 * The process's one database handle. It lives on globalThis because Next bundles route
 * handlers apart from server.ts, and PGlite must never be opened twice on one directory.
 */
export function getDatabaseHandle(): Promise<DatabaseHandle> {
  const store = globalThis as DatabaseGlobal;
  if (!store[HANDLE]) {
    const config = getConfig();
    store[HANDLE] = openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
    store[HANDLE].catch(() => delete store[HANDLE]);
  }
  return store[HANDLE];
}

export async function getDb(): Promise<Database> {
  return (await getDatabaseHandle()).db;
}

/** Makes an already open handle the process's one (server start-up and tests). */
export function installDatabaseHandle(handle: DatabaseHandle): void {
  (globalThis as DatabaseGlobal)[HANDLE] = Promise.resolve(handle);
}

/** Closes the process's handle if one was opened. */
export async function closeDatabase(): Promise<void> {
  const store = globalThis as DatabaseGlobal;
  const pending = store[HANDLE];
  delete store[HANDLE];
  if (pending) await (await pending).close();
}
