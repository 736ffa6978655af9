/** Where the embedded database and what belongs to it live inside DATA_DIR. */
import path from "node:path";

/** The PGlite files (backups and restores use it too). */
export function pgliteDirectory(dataDir: string): string {
  return path.resolve(dataDir, "pglite");
}

/** Names the one process that may open the embedded database (lib/db/data-dir-lock.ts). */
export function lockFile(dataDir: string): string {
  return path.resolve(dataDir, "pglite.lock");
}
