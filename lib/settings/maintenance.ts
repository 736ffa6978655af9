import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { settings } from "@/lib/db/schema";
import { getLogger } from "@/lib/log/logger";

export interface MaintenanceSettings {
  enabled: boolean;
  message: string | null;
}

/** Every page request asks; a few seconds of staleness across hosts is the price of not querying each time. */
const CACHE_MS = 5_000;
const CACHE = Symbol.for("boroughbright.maintenance");
type CacheGlobal = typeof globalThis & { [CACHE]?: { value: MaintenanceSettings; at: number } };

export async function readMaintenance(): Promise<MaintenanceSettings> {
  const store = globalThis as CacheGlobal;
  const cached = store[CACHE];
  if (cached && Date.now() - cached.at < CACHE_MS) return cached.value;
  const db = await getDb();
  const [row] = await db
    .select({ enabled: settings.maintenanceMode, message: settings.maintenanceMessage })
    .from(settings)
    .where(eq(settings.id, 1));
  const value = { enabled: row?.enabled ?? false, message: row?.message ?? null };
  store[CACHE] = { value, at: Date.now() };
  return value;
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
  delete (globalThis as CacheGlobal)[CACHE];
}
