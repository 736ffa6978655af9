import { getConfig } from "@/lib/platform/config";
import { processSlot } from "@/lib/kernel/process/slot";
import { loadOrCreateKeyFile } from "@/lib/platform/security/key-file";

/**
 * The embedded default keeps a generated GIFT_CARD_KEY in DATA_DIR, as it does AUTH_SECRET, so
 * codes stay readable across restarts with no set-up. Production on PostgreSQL must set the
 * variable instead (the configuration refuses to start without it).
 */
export function loadOrCreateGiftCardKey(dataDir: string): string {
  return loadOrCreateKeyFile(dataDir, { file: "gift-card-key", name: "a gift-card key", whenDamaged: "restore it or remove it only if no card was issued" });
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
