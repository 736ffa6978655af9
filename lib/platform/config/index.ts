import { parseConfig, type AppConfig } from "./schema";
import { processSlot } from "@/lib/kernel/process/slot";

export type { AppConfig } from "./schema";
export { parseConfig } from "./schema";

const CACHE = processSlot<AppConfig>("config");

/**
 * The validated configuration of this process. `server.ts` validates at start-up and exits on
 * a bad value, so inside the running app this never throws; a script that skipped that step
 * gets the same one-line message as an exception.
 */
export function getConfig(): AppConfig {
  return CACHE.getOrCreate(() => {
    const result = parseConfig(process.env);
    if (!result.ok) throw new Error(result.message);
    return result.config;
  });
}

/** Forgets the cached configuration (tests and start-up after the environment is completed). */
export function resetConfigCache(): void {
  CACHE.clear();
}
