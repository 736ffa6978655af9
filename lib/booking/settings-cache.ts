import type { Database } from "@/lib/db";
import { readBusinessSettings, type BusinessSettings } from "@/lib/settings/business-settings";

/**
 * The price table and capacity for read-only answers (quotes, the slot list), kept for a few
 * seconds so a burst of quotes does not read the same row thousands of times. Anything that
 * writes an order reads the settings fresh inside its transaction instead.
 */
const TTL_MS = 5_000;

type Cached = { until: number; settings: Promise<BusinessSettings> };
// On globalThis: route handlers are bundled apart, and a price change must reach all of them.
const CACHE = Symbol.for("boroughbright.businessSettingsCache");
type CacheGlobal = typeof globalThis & { [CACHE]?: Cached };

export function cachedBusinessSettings(db: Database, now: number = Date.now()): Promise<BusinessSettings> {
  const store = globalThis as CacheGlobal;
  const cached = store[CACHE];
  if (cached && cached.until > now) return cached.settings;
  const settings = readBusinessSettings(db);
  store[CACHE] = { until: now + TTL_MS, settings };
  // A failed read is not kept: the next request tries again.
  settings.catch(() => {
    if (store[CACHE]?.settings === settings) delete store[CACHE];
  });
  return settings;
}

/** Forgets the cached settings after staff change them, so this host quotes new prices at once. */
export function forgetCachedBusinessSettings(): void {
  delete (globalThis as CacheGlobal)[CACHE];
}
