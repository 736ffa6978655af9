/**
 * The one in-memory cache in front of async loads (business settings, the maintenance flag,
 * Google reviews): a value is kept for as long as its load says (long for good answers, short
 * for failures turned into values), concurrent callers for one key share a single load, a load
 * that throws is not kept, and the next load sees the previous value so it can fall back to it.
 * A cache that must be one per process is kept in a `processSlot` by its owner.
 */

export interface Loaded<T> {
  value: T;
  ttlMs: number;
}

/** Loads the value of one key; `previous` is the last value kept for it, expired or not. */
export type Load<T> = (previous: T | undefined) => Promise<Loaded<T>>;

export interface TtlCacheOptions {
  now?: () => number;
  /** Keys beyond this drop the oldest entry, so odd keys cannot grow the map without end. */
  maxEntries?: number;
}

export interface TtlCache<T> {
  /** The kept value, or the result of `load` (shared with every caller asking meanwhile). */
  get(key: string, load: Load<T>): Promise<T>;
  clear(): void;
}

interface Entry<T> {
  value?: T;
  expiresAt: number;
  pending?: Promise<T>;
}

export function createTtlCache<T>(options: TtlCacheOptions = {}): TtlCache<T> {
  const now = options.now ?? Date.now;
  const maxEntries = options.maxEntries ?? 100;
  const entries = new Map<string, Entry<T>>();

  function remember(key: string, entry: Entry<T>): void {
    entries.delete(key); // re-inserting moves the key to the newest position
    entries.set(key, entry);
    while (entries.size > maxEntries) {
      const oldest = entries.keys().next();
      if (oldest.done) break;
      entries.delete(oldest.value);
    }
  }

  function startLoad(key: string, previous: Entry<T> | undefined, load: Load<T>): Promise<T> {
    const pending = load(previous?.value).then(
      (loaded) => {
        // clear() may have run meanwhile; only the load this entry is waiting for may fill it.
        if (entries.get(key)?.pending === pending) remember(key, { value: loaded.value, expiresAt: now() + loaded.ttlMs });
        return loaded.value;
      },
      (error: unknown) => {
        // An unexpected throw is not cached: keep what we had and let the next caller retry.
        const entry = entries.get(key);
        if (entry?.pending === pending) {
          if (entry.value === undefined) entries.delete(key);
          else delete entry.pending;
        }
        throw error;
      },
    );
    remember(key, { value: previous?.value, expiresAt: previous?.expiresAt ?? 0, pending });
    return pending;
  }

  return {
    get(key, load) {
      const entry = entries.get(key);
      if (entry?.pending) return entry.pending;
      if (entry && entry.value !== undefined && entry.expiresAt > now()) return Promise.resolve(entry.value);
      return startLoad(key, entry, load);
    },
    clear() {
      entries.clear();
    },
  };
}

export interface CachedLoaderOptions<T> extends TtlCacheOptions {
  /** Must not throw for expected failures; it turns them into a value with a short ttl. */
  load: (key: string, previous: T | undefined) => Promise<Loaded<T>>;
}

export interface CachedLoader<T> {
  get(key: string): Promise<T>;
  clear(): void;
}

/** A TTL cache with one load for every key (the reviews of any place). */
export function createCachedLoader<T>(options: CachedLoaderOptions<T>): CachedLoader<T> {
  const cache = createTtlCache<T>(options);
  return {
    get: (key) => cache.get(key, (previous) => options.load(key, previous)),
    clear: () => cache.clear(),
  };
}
