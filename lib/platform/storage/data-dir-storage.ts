import { randomBytes } from "node:crypto";
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { assertStorageKey, assertStoragePrefix, type ListedObject, type ObjectStorage } from "./storage";

/** The content type is kept beside the file, so a read answers what was written. */
const TYPE_SUFFIX = ".type";

/**
 * The embedded default: objects are files under `DATA_DIR/files/`, written to a temporary name
 * and renamed, so a reader never sees half a file. The directory is as private as the rest of
 * DATA_DIR (docs/security.md, "The embedded database's files"); files are mode 0600.
 */
export function dataDirStorage(root: string): ObjectStorage {
  const base = path.resolve(root);
  const fileOf = (key: string) => {
    assertStorageKey(key);
    return path.join(base, ...key.split("/"));
  };
  return {
    kind: "data-dir",
    async put(key, data, contentType) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      const temporary = `${file}.${randomBytes(6).toString("hex")}.partial`;
      await writeFile(temporary, data, { mode: 0o600 });
      await writeFile(file + TYPE_SUFFIX, contentType, { mode: 0o600 });
      await rename(temporary, file);
    },
    async get(key) {
      const file = fileOf(key);
      try {
        const [data, contentType] = await Promise.all([readFile(file), readFile(file + TYPE_SUFFIX, "utf8")]);
        return { data, contentType: contentType.trim() };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async delete(key) {
      const file = fileOf(key);
      await rm(file, { force: true });
      await rm(file + TYPE_SUFFIX, { force: true });
    },
    async list(prefix) {
      assertStoragePrefix(prefix);
      const folder = path.join(base, ...prefix.slice(0, -1).split("/"));
      let entries;
      try {
        entries = await readdir(folder, { recursive: true, withFileTypes: true });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
        throw error;
      }
      const listed: ListedObject[] = [];
      // A write a crash cut short (`.partial`) is listed too, so a sweep can remove it; the type files are part of their object.
      for (const entry of entries) {
        if (!entry.isFile() || entry.name.endsWith(TYPE_SUFFIX)) continue;
        const file = path.join(entry.parentPath, entry.name);
        const key = path.relative(base, file).split(path.sep).join("/");
        listed.push({ key, storedAt: (await stat(file)).mtime });
      }
      return listed;
    },
  };
}
