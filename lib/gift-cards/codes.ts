/**
 * Gift-card codes: 16 characters from an alphabet without the look-alikes 0/O and 1/I/L, so a
 * code read aloud or copied by hand comes out right. 31^16 ≈ 7×10^23 codes (79 bits), which
 * with the guessing limits makes finding someone else's card hopeless. Web Crypto keeps this
 * module usable in the browser too (the forms normalize and check what people type).
 */
export const CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
export const CODE_LENGTH = 16;
const GROUP = 4;

// Bytes at or above this are thrown away so every character is equally likely (no modulo bias).
const UNBIASED_LIMIT = 256 - (256 % CODE_ALPHABET.length);

/** A new random code, normalized (no dashes). */
export function generateCode(random: (size: number) => Uint8Array = secureRandomBytes): string {
  let code = "";
  while (code.length < CODE_LENGTH) {
    for (const byte of random(CODE_LENGTH * 2)) {
      if (byte >= UNBIASED_LIMIT) continue;
      code += CODE_ALPHABET[byte % CODE_ALPHABET.length];
      if (code.length === CODE_LENGTH) break;
    }
  }
  return code;
}

function secureRandomBytes(size: number): Uint8Array {
  return globalThis.crypto.getRandomValues(new Uint8Array(size));
}

/** What people type, reduced to the stored form: upper case, without spaces and dashes. */
export function normalizeCode(input: string): string {
  return input.toUpperCase().replace(/[\s\-‐‑‒–—]/g, "");
}

const CODE_PATTERN = new RegExp(`^[${CODE_ALPHABET}]{${CODE_LENGTH}}$`);

/** Whether a normalized code could be one of ours (the right length and alphabet). */
export function isWellFormedCode(normalized: string): boolean {
  return CODE_PATTERN.test(normalized);
}

/** XXXX-XXXX-XXXX-XXXX. */
export function formatCode(normalized: string): string {
  const groups: string[] = [];
  for (let i = 0; i < normalized.length; i += GROUP) groups.push(normalized.slice(i, i + GROUP));
  return groups.join("-");
}

export function lastFourOf(normalized: string): string {
  return normalized.slice(-GROUP);
}

/** "•••• •••• •••• WXYZ": enough to tell cards apart, never enough to use one. */
export function maskedCode(last4: string): string {
  return `••••-••••-••••-${last4}`;
}
