/**
 * One value per process. Next bundles pages and route handlers apart from server.ts, so a plain
 * module-level variable can exist twice in one process; what must be one (the database handle,
 * the hub, the logger, the caches) lives on globalThis under `Symbol.for("boroughbright.<name>")`,
 * which every bundle's copy of a module finds. This is the one way to keep such a value.
 */
export interface ProcessSlot<T> {
  get(): T | undefined;
  set(value: T): T;
  /** The value, made by `create` the first time. */
  getOrCreate(create: () => T): T;
  clear(): void;
}

export function processSlot<T>(name: string): ProcessSlot<T> {
  const key = Symbol.for(`boroughbright.${name}`);
  const store = globalThis as typeof globalThis & Record<symbol, T | undefined>;
  return {
    get: () => store[key],
    set: (value) => (store[key] = value),
    getOrCreate: (create) => (store[key] ??= create()),
    clear: () => {
      delete store[key];
    },
  };
}
