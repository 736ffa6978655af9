import { createTtlCache, type TtlCache } from "@/lib/kernel/cache/ttl-cache";
import type { Database } from "@/lib/platform/db";
import { processSlot } from "@/lib/kernel/process/slot";
import { readBusinessSettings, type BusinessSettings } from "@/lib/settings/business-settings";

/**
 * The price table and travel minutes for read-only answers (quotes, the slot list), kept for a few
 * seconds so a burst of quotes does not read the same row thousands of times. Anything that
 * writes an order reads the settings fresh inside its transaction instead.
 */
const TTL_MS = 5_000;

// One per process: route handlers are bundled apart, and a price change must reach all of them.
const cache = () => processSlot<TtlCache<BusinessSettings>>("businessSettingsCache").getOrCreate(() => createTtlCache());

/** The settings, read at most once per few seconds; a failed read is not kept. */
export function cachedBusinessSettings(db: Database): Promise<BusinessSettings> {
  return cache().get("settings", async () => ({ value: await readBusinessSettings(db), ttlMs: TTL_MS }));
}

/** Forgets the cached settings after staff change them, so this host quotes new prices at once. */
export function forgetCachedBusinessSettings(): void {
  cache().clear();
}
