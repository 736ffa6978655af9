import type { Logger } from "@/lib/platform/log/logger";
import type { DatabaseHandle } from "@/lib/platform/db/client";
import { runMigrations } from "@/lib/platform/db/migrate";
import { seedBase } from "@/lib/startup/seed-base";
import { seedDemo } from "@/lib/startup/demo/demo-accounts";
import { seedDemoOrders } from "@/lib/startup/demo/demo-orders";

/**
 * Brings a freshly opened database up to date: migrations, the catalog and settings, and the
 * demo accounts and sample orders only when asked for (DEMO=true or `db:seed -- --demo`).
 */
export async function prepareDatabase(
  handle: DatabaseHandle,
  options: { demo: boolean; logger: Logger },
): Promise<void> {
  await runMigrations(handle);
  const base = await seedBase(handle.db);
  if (base.created) options.logger.info("seeded the service catalog, prices and settings");
  if (options.demo) {
    const demo = await seedDemo(handle.db);
    if (demo.createdAccounts > 0) options.logger.info({ accounts: demo.createdAccounts }, "seeded demo data");
    // The one reading of the clock: the samples are placed around the moment the server starts.
    const samples = await seedDemoOrders(handle.db, { now: new Date(), logger: options.logger });
    if (samples.createdOrders > 0) options.logger.info({ orders: samples.createdOrders }, "seeded demo orders");
  }
}
