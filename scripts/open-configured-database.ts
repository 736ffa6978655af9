import { parseConfig } from "@/lib/config";
import { openDatabase, type DatabaseHandle } from "@/lib/db/client";

/** Opens the database this environment points at, or exits with the configuration error. */
export async function openConfiguredDatabase(): Promise<{ handle: DatabaseHandle; embedded: boolean }> {
  const checked = parseConfig(process.env);
  if (!checked.ok) {
    console.error(checked.message);
    process.exit(1);
  }
  const { DATABASE_URL, DATA_DIR } = checked.config;
  // PGlite holds its directory alone: a running server on the same DATA_DIR must be stopped first.
  const handle = await openDatabase({ databaseUrl: DATABASE_URL, dataDir: DATA_DIR, maxConnections: 1 });
  return { handle, embedded: !DATABASE_URL };
}
