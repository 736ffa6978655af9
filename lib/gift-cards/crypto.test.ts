import { decryptCode, deriveCodeKeys, encryptCode, hashCode } from "./crypto";

const keys = deriveCodeKeys(Buffer.alloc(32, 7));
const otherKeys = deriveCodeKeys(Buffer.alloc(32, 8));
const CODE = "ABCDEFGHJKMNPQRS";

describe("code hashing and encryption", () => {
  it("hashes the same code the same way, and differently under another key", () => {
    expect(hashCode(CODE, keys)).toBe(hashCode(CODE, keys));
    expect(hashCode(CODE, keys)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashCode(CODE, otherKeys)).not.toBe(hashCode(CODE, keys));
    expect(hashCode("ABCDEFGHJKMNPQRT", keys)).not.toBe(hashCode(CODE, keys));
  });

  it("derives separate keys for the look-up and the encryption", () => {
    expect(keys.hashKey.equals(keys.encryptionKey)).toBe(false);
  });

  it("encrypts with a fresh IV each time and decrypts back", () => {
    const hash = hashCode(CODE, keys);
    const first = encryptCode(CODE, hash, keys);
    const second = encryptCode(CODE, hash, keys);
    expect(first).not.toBe(second);
    expect(first).not.toContain(CODE);
    expect(Buffer.from(first, "base64")).toHaveLength(12 + 16 + CODE.length);
    expect(decryptCode(first, hash, keys)).toBe(CODE);
  });

  it("refuses altered data, another row's hash and another key", () => {
    const hash = hashCode(CODE, keys);
    const stored = encryptCode(CODE, hash, keys);
    const bytes = Buffer.from(stored, "base64");
    bytes[bytes.length - 1] = (bytes[bytes.length - 1] ?? 0) ^ 1;
    expect(() => decryptCode(bytes.toString("base64"), hash, keys)).toThrow();
    expect(() => decryptCode(stored, hashCode("ABCDEFGHJKMNPQRT", keys), keys)).toThrow();
    expect(() => decryptCode(stored, hash, otherKeys)).toThrow();
    expect(() => decryptCode("c2hvcnQ=", hash, keys)).toThrow("malformed");
  });
});
