import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { getConfig } from "@/lib/platform/config";
import { processSlot } from "@/lib/kernel/process/slot";

const KEY_PATTERN = /^[0-9a-f]{64}$/i;
const KEY_FILE = "gift-card-key";

/**
 * The embedded default keeps a generated GIFT_CARD_KEY in DATA_DIR, as it does AUTH_SECRET, so
 * codes stay readable across restarts with no set-up. Production on PostgreSQL must set the
 * variable instead (the configuration refuses to start without it). Synchronous because it
 * also runs lazily on the first use inside a request, where nothing else can be awaited first.
 */
export function loadOrCreateGiftCardKey(dataDir: string): string {
  const file = path.resolve(dataDir, KEY_FILE);
  const existing = readKeyFile(file);
  if (existing) return existing;
  mkdirSync(path.dirname(file), { recursive: true });
  const key = randomBytes(32).toString("hex");
  // "wx" fails if another process wrote it first; then theirs is the one to use.
  try {
    writeFileSync(file, key, { mode: 0o600, flag: "wx" });
    return key;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    const written = readKeyFile(file);
    if (!written) throw new Error(`${file} does not hold a gift-card key (64 hex characters)`);
    return written;
  }
}

function readKeyFile(file: string): string | null {
  try {
    const text = readFileSync(file, "utf8").trim();
    if (KEY_PATTERN.test(text)) return text.toLowerCase();
    throw new Error(`${file} does not hold a gift-card key (64 hex characters); restore it or remove it only if no card was issued`);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}

const KEY = processSlot<Buffer>("giftCardKey");

/**
 * The 32-byte master key: GIFT_CARD_KEY, or the one kept in DATA_DIR. server.ts loads it at
 * start-up; the lazy path covers scripts and a server started without that line.
 */
export function giftCardMasterKey(): Buffer {
  return KEY.getOrCreate(() => {
    const config = getConfig();
    return Buffer.from(config.GIFT_CARD_KEY ?? loadOrCreateGiftCardKey(config.DATA_DIR), "hex");
  });
}

/**
 * Tests: use this key from now on (or forget it with null).
 * @internal A test seam: it reaches state private to this module; knip --production ignores it (docs/architecture.md#layers).
 */
export function setGiftCardMasterKeyForTests(hex: string | null): void {
  if (hex === null) KEY.clear();
  else KEY.set(Buffer.from(hex, "hex"));
}
