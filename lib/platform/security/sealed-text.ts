import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from "node:crypto";

/**
 * Short secrets at rest (docs/security.md, "Access codes at rest"): AES-256-GCM with a key
 * derived by HKDF-SHA256 from a configured 32-byte master key. A sealed value reads
 * `ac1.<key id>.<base64url(iv ‖ tag ‖ ciphertext)>`: the version says the format, the key id
 * (8 hex digits, an HMAC of the derived key, never the key) says which master key sealed it, so
 * the master key can rotate: the current key seals, the current and the previous one open. The
 * context (the field's name) is the associated data, so a lockbox code moved into the alarm
 * code's place does not open. Nothing here logs or throws the plain text.
 */

const FORMAT = "ac1";
const IV_BYTES = 12;
const TAG_BYTES = 16;

export interface SealingKey {
  id: string;
  key: Buffer;
}

/** The keys in force: `current` seals; `current` and `previous` open. */
export interface SealingKeyRing {
  current: SealingKey;
  previous: SealingKey | null;
}

export function deriveSealingKey(master: Buffer, purpose: string): SealingKey {
  if (master.length !== 32) throw new Error("a sealing master key must be 32 bytes");
  const key = Buffer.from(hkdfSync("sha256", master, Buffer.alloc(0), `boroughbright ${purpose} v1`, 32));
  const id = createHmac("sha256", key).update("key id").digest("hex").slice(0, 8);
  return { id, key };
}

export function sealText(plain: string, context: string, ring: SealingKeyRing): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", ring.current.key, iv);
  cipher.setAAD(Buffer.from(context, "utf8"));
  const ciphertext = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return `${FORMAT}.${ring.current.id}.${Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString("base64url")}`;
}

/**
 * The plain text; throws (without the value) when the data was altered, moved to another
 * context or sealed with a key the ring does not hold.
 */
export function openSealedText(sealed: string, context: string, ring: SealingKeyRing): string {
  const [format, keyId, body, extra] = sealed.split(".");
  if (format !== FORMAT || !keyId || !body || extra !== undefined) throw new Error("a sealed value is malformed");
  const key = [ring.current, ring.previous].find((candidate) => candidate?.id === keyId);
  if (!key) throw new Error(`a sealed value names key ${keyId}, which is not configured`);
  const data = Buffer.from(body, "base64url");
  if (data.length < IV_BYTES + TAG_BYTES) throw new Error("a sealed value is malformed");
  const decipher = createDecipheriv("aes-256-gcm", key.key, data.subarray(0, IV_BYTES));
  decipher.setAAD(Buffer.from(context, "utf8"));
  decipher.setAuthTag(data.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(data.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString("utf8");
}
