/**
 * Where uploaded files live (docs/architecture.md, "The storage seam"): a small interface with
 * two implementations, the data directory for the embedded default and an S3-compatible bucket
 * for production, chosen by the configuration (`storageFor`, ./index.ts). Keys are ours, made
 * by the caller (`job-photos/<order id>/<photo id>.webp`); the interface never sees a user's file
 * name. Reading for a browser goes through a signed link the caller makes
 * (`signedStorageLink`, ./signed-link.ts), so the bucket stays private.
 */

export interface StoredObject {
  data: Buffer;
  contentType: string;
}

/** One object as a listing names it: its key and when it was last written. */
export interface ListedObject {
  key: string;
  storedAt: Date;
}

export interface ObjectStorage {
  /** "data-dir" or "s3", for logs and the health line. */
  readonly kind: "data-dir" | "s3";
  /** Writes the object, replacing any object under the same key. */
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The object, or null when there is none under the key. */
  get(key: string): Promise<StoredObject | null>;
  /** Removes the object; removing a missing one is not an error. */
  delete(key: string): Promise<void>;
  /**
   * Every object whose key starts with `prefix` (a folder of ours, ending in `/`), in no
   * particular order; for sweeps, which compare what is stored with what the database names.
   */
  list(prefix: string): Promise<ListedObject[]>;
}

/** Keys are path-like and made by us: letters, digits, `-`, `_`, `.` in segments joined by `/`, no `..`. */
const KEY_PATTERN = /^(?!.*\.\.)[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

export function assertStorageKey(key: string): void {
  if (key.length > 512 || !KEY_PATTERN.test(key)) throw new Error(`Not a storage key: ${JSON.stringify(key.slice(0, 80))}`);
}

/** A listing's prefix is a folder: a key followed by `/`. */
export function assertStoragePrefix(prefix: string): void {
  if (!prefix.endsWith("/")) throw new Error(`Not a storage folder: ${JSON.stringify(prefix.slice(0, 80))}`);
  assertStorageKey(prefix.slice(0, -1));
}
