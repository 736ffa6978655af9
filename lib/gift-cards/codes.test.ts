import { CODE_ALPHABET, CODE_LENGTH, formatCode, generateCode, isWellFormedCode, lastFourOf, maskedCode, normalizeCode } from "./codes";

describe("gift-card codes", () => {
  it("uses an alphabet without look-alikes", () => {
    for (const confusable of ["0", "O", "1", "I", "L"]) expect(CODE_ALPHABET).not.toContain(confusable);
    expect(new Set(CODE_ALPHABET).size).toBe(CODE_ALPHABET.length);
  });

  it("makes 16 characters from that alphabet, different every time", () => {
    const codes = Array.from({ length: 500 }, () => generateCode());
    for (const code of codes) {
      expect(code).toHaveLength(CODE_LENGTH);
      expect(isWellFormedCode(code)).toBe(true);
    }
    expect(new Set(codes).size).toBe(codes.length);
  });

  it("draws every character with equal chance: bytes past the last full cycle are skipped", () => {
    // 248 = 8 × 31: bytes from 248 on would favour the first eight characters, so they are dropped.
    const bytes = [255, 248, 0, 31, 62, 1];
    let call = 0;
    const code = generateCode((size) => Uint8Array.from({ length: size }, () => bytes[call++ % bytes.length] ?? 0));
    // 0, 31 and 62 are all the first character; 1 is the second.
    expect(code).toBe("2223".repeat(4));
  });

  it("normalizes what people type: case, dashes and spaces", () => {
    expect(normalizeCode(" abcd-efgh jkmn–pqrs ")).toBe("ABCDEFGHJKMNPQRS");
    expect(normalizeCode("abcd\tefgh\njkmn pqrs")).toBe("ABCDEFGHJKMNPQRS");
  });

  it("refuses codes of the wrong length or with characters outside the alphabet", () => {
    expect(isWellFormedCode("ABCDEFGHJKMNPQR")).toBe(false);
    expect(isWellFormedCode("ABCDEFGHJKMNPQRST")).toBe(false);
    expect(isWellFormedCode("ABCDEFGHJKMNPQR0")).toBe(false);
    expect(isWellFormedCode("ABCDEFGHJKMNPQRI")).toBe(false);
  });

  it("shows codes in groups of four and masks all but the last group", () => {
    expect(formatCode("ABCDEFGHJKMNPQRS")).toBe("ABCD-EFGH-JKMN-PQRS");
    expect(lastFourOf("ABCDEFGHJKMNPQRS")).toBe("PQRS");
    expect(maskedCode("PQRS")).toBe("••••-••••-••••-PQRS");
    expect(normalizeCode(formatCode("ABCDEFGHJKMNPQRS"))).toBe("ABCDEFGHJKMNPQRS");
  });
});
