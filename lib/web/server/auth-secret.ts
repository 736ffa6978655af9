import { randomBytes } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * The embedded default keeps a generated secret in DATA_DIR so sessions survive restarts
 * without any set-up. Production on PostgreSQL must provide AUTH_SECRET instead.
 */
export async function loadOrCreateAuthSecret(dataDir: string): Promise<string> {
  const file = path.resolve(dataDir, "auth-secret");
  try {
    const existing = (await readFile(file, "utf8")).trim();
    if (existing.length >= 32) return existing;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  await mkdir(path.dirname(file), { recursive: true });
  const secret = randomBytes(48).toString("base64url");
  // "wx" fails if another process wrote it first; then theirs is the one to use.
  try {
    await writeFile(file, secret, { mode: 0o600, flag: "wx" });
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    return (await readFile(file, "utf8")).trim();
  }
}
