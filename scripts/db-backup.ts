/**
 * `npm run db:backup [-- FILE]`: writes the embedded database of DATA_DIR as pg_dump SQL to FILE
 * (default DATA_DIR/backups/boroughbright-<time>.sql). Stop the server first: PGlite is
 * single-process. On PostgreSQL use pg_dump itself (docs/operations.md).
 */
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { parseConfig } from "@/lib/config";
import { isDataDirLockError } from "@/lib/db/data-dir-lock";
import { backupDataDir, BackupError } from "@/lib/db/backup";

async function main(): Promise<void> {
  const checked = parseConfig(process.env);
  if (!checked.ok) throw new BackupError(checked.message);
  const { DATABASE_URL, DATA_DIR } = checked.config;
  if (DATABASE_URL) throw new BackupError("DATABASE_URL is set: back up PostgreSQL with pg_dump (see docs/operations.md).");
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const target = path.resolve(process.argv[2] ?? path.join(DATA_DIR, "backups", `boroughbright-${stamp}.sql`));
  const dump = await backupDataDir(DATA_DIR);
  await mkdir(path.dirname(target), { recursive: true });
  // Written beside the target and renamed: a half-written file never carries the final name.
  const partial = `${target}.partial`;
  await writeFile(partial, dump, { mode: 0o600 });
  await rename(partial, target);
  console.log(`Backup written to ${target} (${dump.length} bytes).`);
}

main().catch((error: unknown) => {
  console.error(error instanceof BackupError || isDataDirLockError(error) ? error.message : error);
  process.exit(1);
});
