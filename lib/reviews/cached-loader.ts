/**
 * A small in-memory cache in front of an async loader: answers are kept for as long as the
 * loader says (long for good answers, short for failures), concurrent callers for one key share
 * a single load, and the loader sees the previous value so it can fall back to it.
 */

export interface Loaded<T> {
  value: T;
  ttlMs: number;
}

export interface CachedLoaderOptions<T> {
  /** Must not throw for expected failures; it turns them into a value with a short ttl. */
  load: (key: string, previous: T | undefined) => Promise<Loaded<T>>;
  now?: () => number;
  /** Keys beyond this drop the oldest entry, so odd keys cannot grow the map without end. */
  maxEntries?: number;
}

export interface CachedLoader<T> {
  get(key: string): Promise<T>;
  clear(): void;
}

interface Entry<T> {
  value?: T;
  expiresAt: number;
  pending?: Promise<T>;
}

export function createCachedLoader<T>(options: CachedLoaderOptions<T>): CachedLoader<T> {
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

  function startLoad(key: string, previous: Entry<T> | undefined): Promise<T> {
    const pending = options.load(key, previous?.value).then(
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
    get(key) {
      const entry = entries.get(key);
      if (entry?.pending) return entry.pending;
      if (entry && entry.value !== undefined && entry.expiresAt > now()) return Promise.resolve(entry.value);
      return startLoad(key, entry);
    },
    clear() {
      entries.clear();
    },
  };
}
