/**
 * `npm run db:backup [-- FILE]`: writes the embedded database of DATA_DIR as pg_dump SQL to FILE
 * (default DATA_DIR/backups/boroughbright-<time>.sql). With the server stopped it opens the
 * database itself; while the server runs (it holds DATA_DIR's lock) it asks the server for a
 * consistent dump instead, so the site keeps running. On PostgreSQL use pg_dump itself
 * (docs/operations.md).
 */
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { parseConfig } from "@/lib/platform/config";
import { backupDataDir, BackupError } from "@/lib/platform/db/backup";
import { DataDirLockedError, isDataDirLockError } from "@/lib/platform/db/data-dir-lock";
import { requestOnlineBackup } from "@/lib/platform/db/online-backup-client";

async function takeBackup(dataDir: string): Promise<{ dump: string; how: string }> {
  try {
    return { dump: await backupDataDir(dataDir), how: "from the stopped database" };
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    return { dump: await requestOnlineBackup(error), how: `by the running server (process ${error.holder.pid})` };
  }
}

async function main(): Promise<void> {
  const checked = parseConfig(process.env);
  if (!checked.ok) throw new BackupError(checked.message);
  const { DATABASE_URL, DATA_DIR } = checked.config;
  if (DATABASE_URL) throw new BackupError("DATABASE_URL is set: back up PostgreSQL with pg_dump (see docs/operations.md).");
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const target = path.resolve(process.argv[2] ?? path.join(DATA_DIR, "backups", `boroughbright-${stamp}.sql`));
  const { dump, how } = await takeBackup(DATA_DIR);
  await mkdir(path.dirname(target), { recursive: true });
  // Written beside the target and renamed: a half-written file never carries the final name.
  const partial = `${target}.partial`;
  await writeFile(partial, dump, { mode: 0o600 });
  await rename(partial, target);
  console.log(`Backup written to ${target} (${dump.length} bytes), taken ${how}.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof BackupError || isDataDirLockError(error) ? error.message : error);
  process.exit(1);
});
