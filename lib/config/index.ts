import { parseConfig, type AppConfig } from "./schema";

export type { AppConfig } from "./schema";
export { parseConfig } from "./schema";

const CACHE = Symbol.for("boroughbright.config");
type ConfigGlobal = typeof globalThis & { [CACHE]?: AppConfig };

/**
 * The validated configuration of this process. `server.ts` validates at start-up and exits on
 * a bad value, so inside the running app this never throws; a script that skipped that step
 * gets the same one-line message as an exception.
 */
export function getConfig(): AppConfig {
  const store = globalThis as ConfigGlobal;
  if (store[CACHE]) return store[CACHE];
  const result = parseConfig(process.env);
  if (!result.ok) throw new Error(result.message);
  store[CACHE] = result.config;
  return result.config;
}

/** Forgets the cached configuration (tests and start-up after the environment is completed). */
export function resetConfigCache(): void {
  delete (globalThis as ConfigGlobal)[CACHE];
}
