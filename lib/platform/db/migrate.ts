import path from "node:path";
import type { DatabaseHandle } from "./client";

export const MIGRATIONS_FOLDER = path.join(process.cwd(), "drizzle");

/** Applies the committed drizzle-kit migrations that this database has not seen yet. */
export async function runMigrations(handle: DatabaseHandle, migrationsFolder = MIGRATIONS_FOLDER): Promise<void> {
  if (handle.driver === "pglite") {
    const { migrate } = await import("drizzle-orm/pglite/migrator");
    await migrate(handle.db as Parameters<typeof migrate>[0], { migrationsFolder });
  } else {
    const { migrate } = await import("drizzle-orm/postgres-js/migrator");
    await migrate(handle.db as Parameters<typeof migrate>[0], { migrationsFolder });
  }
}
