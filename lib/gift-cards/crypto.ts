import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from "node:crypto";
import { giftCardMasterKey } from "./key";
import { processSlot } from "@/lib/kernel/process/slot";

/**
 * Codes at rest. Two keys are derived from GIFT_CARD_KEY (HKDF-SHA256, one label each) so the
 * look-up hash and the encryption never share key material:
 * - hashCode: HMAC-SHA256 of the normalized code, the only way a code is found. Keyed, so a
 *   stolen table cannot be searched by hashing all guesses offline.
 * - encryptCode / decryptCode: AES-256-GCM, stored as base64(iv ‖ tag ‖ ciphertext). The hash
 *   is the associated data, so a ciphertext moved to another row fails to decrypt.
 */

const IV_BYTES = 12;
const TAG_BYTES = 16;

export interface CodeKeys {
  hashKey: Buffer;
  encryptionKey: Buffer;
}

export function deriveCodeKeys(master: Buffer): CodeKeys {
  const derive = (label: string) => Buffer.from(hkdfSync("sha256", master, Buffer.alloc(0), label, 32));
  return { hashKey: derive("boroughbright gift-card code lookup v1"), encryptionKey: derive("boroughbright gift-card code encryption v1") };
}

const KEYS = processSlot<{ master: Buffer; keys: CodeKeys }>("giftCardCodeKeys");

function currentKeys(): CodeKeys {
  const master = giftCardMasterKey();
  // Re-derived only when the master key object changes (tests swap it).
  const cached = KEYS.get();
  return cached?.master === master ? cached.keys : KEYS.set({ master, keys: deriveCodeKeys(master) }).keys;
}

/** The look-up hash of a normalized code, as hex. */
export function hashCode(normalized: string, keys: CodeKeys = currentKeys()): string {
  return createHmac("sha256", keys.hashKey).update(normalized, "utf8").digest("hex");
}

export function encryptCode(normalized: string, codeHash: string, keys: CodeKeys = currentKeys()): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", keys.encryptionKey, iv);
  cipher.setAAD(Buffer.from(codeHash, "utf8"));
  const ciphertext = Buffer.concat([cipher.update(normalized, "utf8"), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString("base64");
}

/** The normalized code; throws when the data was altered, moved or encrypted with another key. */
export function decryptCode(stored: string, codeHash: string, keys: CodeKeys = currentKeys()): string {
  const data = Buffer.from(stored, "base64");
  if (data.length <= IV_BYTES + TAG_BYTES) throw new Error("the stored gift-card code is malformed");
  const decipher = createDecipheriv("aes-256-gcm", keys.encryptionKey, data.subarray(0, IV_BYTES));
  decipher.setAAD(Buffer.from(codeHash, "utf8"));
  decipher.setAuthTag(data.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(data.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString("utf8");
}
