/**
 * `npm run db:seed [-- --demo]`: the catalog, prices and settings; with --demo (or on the
 * embedded database) also one account per role and sample offers.
 */
import { prepareDatabase } from "@/lib/db/prepare";
import { getLogger } from "@/lib/log/logger";
import { openConfiguredDatabase } from "./open-configured-database";

async function main(): Promise<void> {
  const { handle, embedded } = await openConfiguredDatabase();
  const demo = embedded || process.argv.includes("--demo");
  try {
    await prepareDatabase(handle, { demo, logger: getLogger() });
    console.log(`Seeded the ${embedded ? "embedded" : "PostgreSQL"} database${demo ? " with demo data" : ""}.`);
  } finally {
    await handle.close();
  }
}

void main();
