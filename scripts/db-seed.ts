/**
 * `npm run db:seed [-- --demo]`: the catalog, prices and settings; with --demo (or DEMO=true)
 * also one account per role and sample offers.
 */
import { getConfig } from "@/lib/platform/config";
import { installOrderReactions } from "@/lib/startup/order-reactions";
import { prepareDatabase } from "@/lib/startup/prepare-database";
import { getLogger } from "@/lib/platform/log/logger";
import { openConfiguredDatabase } from "./open-configured-database";

async function main(): Promise<void> {
  // The demo's sample visits are completed and cancelled through booking, which payments reacts to.
  installOrderReactions();
  const { handle, embedded } = await openConfiguredDatabase();
  const demo = getConfig().DEMO || process.argv.includes("--demo");
  try {
    await prepareDatabase(handle, { demo, logger: getLogger() });
    console.log(`Seeded the ${embedded ? "embedded" : "PostgreSQL"} database${demo ? " with demo data" : ""}.`);
  } finally {
    await handle.close();
  }
}

void main();
