/**
 * What the browser keeps on the phone for a signed-in person (docs/security.md, "On the
 * phone"): one IndexedDB database of keyed records, and the service worker's caches, whose
 * names all start with DEVICE_CACHE_PREFIX (public/cleaner/sw.js). Browser-only; nothing here
 * runs on the server. Signing out forgets all of it (`forgetThisDevice`, lib/auth/sign-out.ts).
 */

/** A key-value store. The browser's is IndexedDB (`indexedDbStore`); tests hand in `memoryStore`. */
export interface DeviceStore {
  get(key: string): Promise<unknown>;
  put(key: string, value: unknown): Promise<void>;
  /** Removes one record (none there is fine). */
  delete(key: string): Promise<void>;
  /** Removes every record. */
  clear(): Promise<void>;
}

const DATABASE_NAME = "borough-bright";
const RECORDS = "records";

/** The service worker's caches (public/cleaner/sw.js names them "cabinet-…"). */
export const DEVICE_CACHE_PREFIX = "cabinet-";

function requestDone<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error("IndexedDB request failed"));
  });
}

function openDatabase(): Promise<IDBDatabase> {
  const request = indexedDB.open(DATABASE_NAME, 1);
  request.onupgradeneeded = () => {
    if (!request.result.objectStoreNames.contains(RECORDS)) request.result.createObjectStore(RECORDS);
  };
  return requestDone(request);
}

/** One short transaction per call, the database closed after it: a pending upgrade or delete is never blocked by us. */
async function withRecords<T>(mode: IDBTransactionMode, work: (records: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await openDatabase();
  try {
    const transaction = db.transaction(RECORDS, mode);
    const result = await requestDone(work(transaction.objectStore(RECORDS)));
    await new Promise<void>((resolve, reject) => {
      transaction.oncomplete = () => resolve();
      transaction.onerror = () => reject(transaction.error ?? new Error("IndexedDB transaction failed"));
      transaction.onabort = () => reject(transaction.error ?? new Error("IndexedDB transaction aborted"));
    });
    return result;
  } finally {
    db.close();
  }
}

/** The phone's IndexedDB; null where the browser has none (private modes of older browsers). */
export function indexedDbStore(): DeviceStore | null {
  if (typeof indexedDB === "undefined") return null;
  return {
    get: (key) => withRecords("readonly", (records) => records.get(key)),
    put: async (key, value) => {
      await withRecords("readwrite", (records) => records.put(value, key));
    },
    delete: async (key) => {
      await withRecords("readwrite", (records) => records.delete(key));
    },
    clear: async () => {
      await withRecords("readwrite", (records) => records.clear());
    },
  };
}

/**
 * Everything the site kept on this phone: the records and the worker's caches. Called on
 * signing out; never throws (a phone without IndexedDB or caches has nothing to forget).
 */
export async function forgetThisDevice(): Promise<void> {
  const work: Array<Promise<unknown>> = [];
  if (typeof indexedDB !== "undefined") {
    work.push(
      new Promise<void>((resolve) => {
        const request = indexedDB.deleteDatabase(DATABASE_NAME);
        request.onsuccess = request.onerror = request.onblocked = () => resolve();
      }),
    );
  }
  if (typeof caches !== "undefined") {
    work.push(
      caches.keys().then((names) => Promise.all(names.filter((name) => name.startsWith(DEVICE_CACHE_PREFIX)).map((name) => caches.delete(name)))),
    );
  }
  await Promise.allSettled(work);
}
