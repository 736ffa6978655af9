import { getConfig } from "@/lib/platform/config";
import { processSlot } from "@/lib/kernel/process/slot";
import { loadOrCreateKeyFile } from "./key-file";
import { deriveSealingKey, type SealingKeyRing } from "./sealed-text";

const PURPOSE = "access codes";

/**
 * The embedded default keeps a generated ACCESS_CODE_KEY in DATA_DIR, as it does the gift-card
 * key, so saved codes stay readable across restarts with no set-up; production on PostgreSQL
 * must set the variable (the configuration refuses to start without it). docs/security.md,
 * "Access codes at rest".
 */
export function loadOrCreateAccessCodeKey(dataDir: string): string {
  return loadOrCreateKeyFile(dataDir, { file: "access-code-key", name: "an access-code key" });
}

const RING = processSlot<SealingKeyRing>("accessCodeKeyRing");

/** The keys that seal and open access codes: ACCESS_CODE_KEY (or DATA_DIR's) and ACCESS_CODE_KEY_PREVIOUS. */
export function accessCodeKeyRing(): SealingKeyRing {
  return RING.getOrCreate(() => {
    const config = getConfig();
    const current = config.ACCESS_CODE_KEY ?? loadOrCreateAccessCodeKey(config.DATA_DIR);
    const previous = config.ACCESS_CODE_KEY_PREVIOUS;
    return {
      current: deriveSealingKey(Buffer.from(current, "hex"), PURPOSE),
      previous: previous ? deriveSealingKey(Buffer.from(previous, "hex"), PURPOSE) : null,
    };
  });
}

/**
 * Tests: seal and open with these master keys from now on (or forget them with null).
 * @internal A test seam: it reaches state private to this module; knip --production ignores it (docs/architecture.md#tiers).
 */
export function setAccessCodeKeysForTests(keys: { current: string; previous?: string } | null): void {
  if (keys === null) {
    RING.clear();
    return;
  }
  RING.set({
    current: deriveSealingKey(Buffer.from(keys.current, "hex"), PURPOSE),
    previous: keys.previous ? deriveSealingKey(Buffer.from(keys.previous, "hex"), PURPOSE) : null,
  });
}
