/** Where the embedded database and what belongs to it live inside DATA_DIR. */
import path from "node:path";

/** The PGlite files (backups and restores use it too). */
export function pgliteDirectory(dataDir: string): string {
  return path.resolve(dataDir, "pglite");
}

/** Names the one process that may open the embedded database (lib/platform/db/data-dir-lock.ts). */
export function lockFile(dataDir: string): string {
  return path.resolve(dataDir, "pglite.lock");
}

/** Where the server answers online backup requests: a Unix socket, reachable from this machine only. */
export function backupSocket(dataDir: string): string {
  return path.resolve(dataDir, "backup.sock");
}

/** The secret a backup request must carry; written (mode 0600) by the server at each start. */
export function backupTokenFile(dataDir: string): string {
  return path.resolve(dataDir, "backup-token");
}
