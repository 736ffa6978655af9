/** `npm run db:migrate`: applies the committed migrations to the configured database. */
import { runMigrations } from "@/lib/platform/db/migrate";
import { openConfiguredDatabase } from "./open-configured-database";

async function main(): Promise<void> {
  const { handle, embedded } = await openConfiguredDatabase();
  try {
    await runMigrations(handle);
    console.log(`Migrations applied to the ${embedded ? "embedded" : "PostgreSQL"} database.`);
  } finally {
    await handle.close();
  }
}

void main();
