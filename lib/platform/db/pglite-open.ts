/**
 * The one way a DATA_DIR's embedded database is opened: the directory's lock first
 * (lib/platform/db/data-dir-lock.ts), then PGlite, and the lock given up only after PGlite has closed.
 * `memory://` databases (tests) belong to their process alone and take no lock.
 */
import { mkdirSync } from "node:fs";
import type { PGlite } from "@electric-sql/pglite";
import { acquireDataDirLock } from "./data-dir-lock";
import { pgliteDirectory } from "./data-dir";

export interface OpenPglite {
  readonly client: PGlite;
  /** Closes PGlite, then releases the directory. */
  close(): Promise<void>;
}

/**
 * The extensions every PGlite database here loads, as PostgreSQL has them installed: pg_trgm,
 * which migration 0038 creates for the staff searches' trigram indexes (docs/benchmarks.md,
 * "Admin lists at 100,000 users and orders, 2026-11-28"). A database holding those indexes must
 * be opened with it, a restore's staging copy too (./backup.ts).
 */
export async function pgliteExtensions() {
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  return { pg_trgm };
}

/** `startFrom` (a snapshot of another database) applies to `memory://` databases only. */
export async function openPgliteDataDir(dataDir: string, startFrom?: Blob): Promise<OpenPglite> {
  const { PGlite } = await import("@electric-sql/pglite");
  const extensions = await pgliteExtensions();
  if (dataDir.startsWith("memory://")) {
    const client = await PGlite.create(dataDir, startFrom ? { extensions, loadDataDir: startFrom } : { extensions });
    return { client, close: () => client.close() };
  }
  if (startFrom) throw new Error("openPgliteDataDir: only a memory:// database starts from a snapshot");
  const lock = await acquireDataDirLock(dataDir);
  let client: PGlite;
  try {
    const directory = pgliteDirectory(dataDir);
    mkdirSync(directory, { recursive: true });
    client = await PGlite.create(directory, { extensions });
  } catch (error) {
    await lock.release();
    throw error;
  }
  return {
    client,
    async close() {
      try {
        await client.close();
      } finally {
        await lock.release();
      }
    },
  };
}
