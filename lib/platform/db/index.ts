import { getConfig } from "@/lib/platform/config";
import { openDatabase, type Database, type DatabaseHandle } from "./client";
import { processSlot } from "@/lib/kernel/process/slot";
import { postgresTimeouts } from "./timeouts";

export type { Database, DatabaseHandle } from "./client";

const HANDLE = processSlot<Promise<DatabaseHandle>>("database");

/**
 * The process's one database handle. It lives on globalThis because Next bundles route
 * handlers apart from server.ts, and PGlite must never be opened twice on one directory.
 */
export function getDatabaseHandle(): Promise<DatabaseHandle> {
  return HANDLE.getOrCreate(() => {
    const config = getConfig();
    const opening = openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, timeouts: postgresTimeouts(config) });
    // A failed open is not kept: the next caller tries again.
    opening.catch(() => {
      if (HANDLE.get() === opening) HANDLE.clear();
    });
    return opening;
  });
}

export async function getDb(): Promise<Database> {
  return (await getDatabaseHandle()).db;
}

/** Makes an already open handle the process's one (server start-up and tests). */
export function installDatabaseHandle(handle: DatabaseHandle): void {
  HANDLE.set(Promise.resolve(handle));
}

/** Closes the process's handle if one was opened. */
export async function closeDatabase(): Promise<void> {
  const pending = HANDLE.get();
  HANDLE.clear();
  if (pending) await (await pending).close();
}
