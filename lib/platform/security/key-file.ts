import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const KEY_PATTERN = /^[0-9a-f]{64}$/i;

/** Which key a file in DATA_DIR holds: its file name, what to call it in an error, and what to do about a damaged one. */
export interface KeyFile {
  file: string;
  name: string;
  whenDamaged?: string;
}

/**
 * A 32-byte key (64 hex characters) the embedded default keeps in DATA_DIR, made on first use,
 * so what it protects stays readable across restarts with no set-up; production on PostgreSQL
 * sets the key in the environment instead (docs/security.md). Synchronous because it may run
 * lazily on the first use inside a request. Two processes starting at once agree on one key: the
 * file is created exclusively, and the loser reads the winner's.
 */
export function loadOrCreateKeyFile(dataDir: string, key: KeyFile): string {
  const file = path.resolve(dataDir, key.file);
  const existing = readKeyFile(file, key);
  if (existing) return existing;
  mkdirSync(path.dirname(file), { recursive: true });
  const created = randomBytes(32).toString("hex");
  try {
    writeFileSync(file, created, { mode: 0o600, flag: "wx" });
    return created;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    const written = readKeyFile(file, key);
    if (!written) throw new Error(`${file} does not hold ${key.name} (64 hex characters)`);
    return written;
  }
}

function readKeyFile(file: string, key: KeyFile): string | null {
  try {
    const text = readFileSync(file, "utf8").trim();
    if (KEY_PATTERN.test(text)) return text.toLowerCase();
    throw new Error(`${file} does not hold ${key.name} (64 hex characters)${key.whenDamaged ? `; ${key.whenDamaged}` : ""}`);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}
