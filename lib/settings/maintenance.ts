import { eq } from "drizzle-orm";
import { createTtlCache, type Loaded, type TtlCache } from "@/lib/kernel/cache/ttl-cache";
import { getDb } from "@/lib/platform/db";
import { settings } from "@/lib/platform/db/schema";
import { getLogger } from "@/lib/platform/log/logger";
import { processSlot } from "@/lib/kernel/process/slot";

export interface MaintenanceSettings {
  enabled: boolean;
  message: string | null;
}

/** Every page request asks; a few seconds of staleness across hosts is the price of not querying each time. */
const CACHE_MS = 5_000;
// One per process: the proxy, pages and route handlers are bundled apart.
const cache = () => processSlot<TtlCache<MaintenanceSettings>>("maintenanceCache").getOrCreate(() => createTtlCache());

async function loadMaintenance(): Promise<Loaded<MaintenanceSettings>> {
  const db = await getDb();
  const [row] = await db
    .select({ enabled: settings.maintenanceMode, message: settings.maintenanceMessage })
    .from(settings)
    .where(eq(settings.id, 1));
  return { value: { enabled: row?.enabled ?? false, message: row?.message ?? null }, ttlMs: CACHE_MS };
}

/** The flag and message, read at most once per few seconds; a failed read is not kept. */
export function readMaintenance(): Promise<MaintenanceSettings> {
  return cache().get("maintenance", loadMaintenance);
}

/** On, off, or "unknown" when the flag cannot be read: then docs/product.md#when-something-fails says to let people in. */
export async function maintenanceState(): Promise<boolean | "unknown"> {
  try {
    return (await readMaintenance()).enabled;
  } catch (error) {
    getLogger().warn({ err: error }, "could not read the maintenance flag; letting the request through");
    return "unknown";
  }
}

/** Drops the cached flag after staff change it, so this host applies it at once. */
export function forgetMaintenanceCache(): void {
  cache().clear();
}
