/**
 * `npm run db:restore -- FILE [--replace]`: makes the pg_dump SQL backup FILE the embedded
 * database of DATA_DIR. An existing database is moved aside (never deleted), and only with
 * --replace. Stop the server first. Into PostgreSQL, restore with psql (docs/operations.md).
 */
import { readFile } from "node:fs/promises";
import { parseConfig } from "@/lib/platform/config";
import { isDataDirLockError } from "@/lib/platform/db/data-dir-lock";
import { BackupError, restoreDataDir } from "@/lib/platform/db/backup";

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const replace = args.includes("--replace");
  const file = args.find((arg) => !arg.startsWith("--"));
  if (!file) throw new BackupError("Usage: npm run db:restore -- FILE [--replace]");
  const checked = parseConfig(process.env);
  if (!checked.ok) throw new BackupError(checked.message);
  const { DATABASE_URL, DATA_DIR } = checked.config;
  if (DATABASE_URL) throw new BackupError("DATABASE_URL is set: restore PostgreSQL with psql (see docs/operations.md).");
  const dump = await readFile(file, "utf8").catch(() => {
    throw new BackupError(`Cannot read ${file}.`);
  });
  const { replacedDirectory } = await restoreDataDir(DATA_DIR, dump, { replace });
  console.log(`Restored ${file} into ${DATA_DIR}.${replacedDirectory ? ` The previous database is kept in ${replacedDirectory}.` : ""}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof BackupError || isDataDirLockError(error) ? error.message : error);
  process.exit(1);
});
