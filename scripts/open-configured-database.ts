import { parseConfig } from "@/lib/platform/config";
import { openDatabase, type DatabaseHandle } from "@/lib/platform/db/client";
import { isDataDirLockError } from "@/lib/platform/db/data-dir-lock";

/** Opens the database this environment points at, or exits with the configuration error. */
export async function openConfiguredDatabase(): Promise<{ handle: DatabaseHandle; embedded: boolean }> {
  const checked = parseConfig(process.env);
  if (!checked.ok) {
    console.error(checked.message);
    process.exit(1);
  }
  const { DATABASE_URL, DATA_DIR } = checked.config;
  // The embedded database opens only under its directory's lock: while the server (or another
  // script) has DATA_DIR open, this is refused with a message naming that process.
  try {
    const handle = await openDatabase({ databaseUrl: DATABASE_URL, dataDir: DATA_DIR, maxConnections: 1 });
    return { handle, embedded: !DATABASE_URL };
  } catch (error) {
    if (!isDataDirLockError(error)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
