import path from "node:path";
import { getConfig, type AppConfig } from "@/lib/platform/config";
import { processSlot } from "@/lib/kernel/process/slot";
import { dataDirStorage } from "./data-dir-storage";
import { s3Storage } from "./s3-storage";
import type { ObjectStorage } from "./storage";

export type { ObjectStorage, StoredObject } from "./storage";

/**
 * The storage the configuration names: the S3-compatible bucket when `S3_BUCKET` is set (the
 * configuration has already checked its region and keys at start-up), otherwise
 * `DATA_DIR/files` (docs/operations.md, "Photo storage").
 */
export function storageFromConfig(config: Pick<AppConfig, "DATA_DIR" | "S3_BUCKET" | "S3_ENDPOINT" | "S3_REGION" | "S3_ACCESS_KEY_ID" | "S3_SECRET_ACCESS_KEY" | "S3_FORCE_PATH_STYLE">): ObjectStorage {
  if (config.S3_BUCKET && config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY) {
    return s3Storage({
      ...(config.S3_ENDPOINT ? { endpoint: config.S3_ENDPOINT } : {}),
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
    });
  }
  return dataDirStorage(path.join(config.DATA_DIR, "files"));
}

const STORAGE = processSlot<ObjectStorage>("objectStorage");

/** This process's storage, made once from the configuration. */
export function objectStorage(): ObjectStorage {
  return STORAGE.getOrCreate(() => storageFromConfig(getConfig()));
}

/**
 * Tests: use this storage from now on (or go back to the configured one with null).
 * @internal A test seam: it reaches state private to this module; knip --production ignores it (docs/architecture.md#layers).
 */
export function setObjectStorageForTests(storage: ObjectStorage | null): void {
  if (storage) STORAGE.set(storage);
  else STORAGE.clear();
}
