import { deriveSealingKey, openSealedText, sealText, type SealingKeyRing } from "./sealed-text";

const OLD = deriveSealingKey(Buffer.alloc(32, 1), "access codes");
const NEW = deriveSealingKey(Buffer.alloc(32, 2), "access codes");
const ring: SealingKeyRing = { current: NEW, previous: OLD };

describe("sealed text (docs/security.md, \"Access codes at rest\")", () => {
  it("round-trips, with a fresh IV each time and no plain text in the sealed value", () => {
    const first = sealText("4711#", "lockboxCode", ring);
    const second = sealText("4711#", "lockboxCode", ring);
    expect(first).not.toBe(second);
    expect(first).toMatch(new RegExp(`^ac1\\.${NEW.id}\\.[A-Za-z0-9_-]+$`));
    expect(first).not.toContain("4711");
    expect(openSealedText(first, "lockboxCode", ring)).toBe("4711#");
    expect(openSealedText(sealText("", "alarmCode", ring), "alarmCode", ring)).toBe("");
    expect(openSealedText(sealText("Ключ 🗝", "alarmCode", ring), "alarmCode", ring)).toBe("Ключ 🗝");
  });

  it("refuses a changed byte, a cut value, another context, and says nothing of the value", () => {
    const sealed = sealText("2580", "lockboxCode", ring);
    const [format, id, body] = sealed.split(".") as [string, string, string];
    const bytes = Buffer.from(body, "base64url");
    for (const index of [0, 13, bytes.length - 1]) {
      const tampered = Buffer.from(bytes);
      tampered[index] = (tampered[index] ?? 0) ^ 1;
      expect(() => openSealedText(`${format}.${id}.${tampered.toString("base64url")}`, "lockboxCode", ring)).toThrow();
    }
    expect(() => openSealedText(`${format}.${id}.${bytes.subarray(0, 20).toString("base64url")}`, "lockboxCode", ring)).toThrow("malformed");
    expect(() => openSealedText(sealed, "alarmCode", ring)).toThrow();
    expect(() => openSealedText("2580", "lockboxCode", ring)).toThrow("malformed");
    expect(() => openSealedText(`${sealed}.x`, "lockboxCode", ring)).toThrow("malformed");
    try {
      openSealedText(sealed, "alarmCode", ring);
    } catch (error) {
      expect(String(error)).not.toContain("2580");
    }
  });

  it("opens values of the previous key after a rotation, seals with the new one, and refuses an unknown key", () => {
    const before = sealText("1234", "alarmCode", { current: OLD, previous: null });
    expect(before.startsWith(`ac1.${OLD.id}.`)).toBe(true);
    expect(openSealedText(before, "alarmCode", ring)).toBe("1234");
    expect(sealText("1234", "alarmCode", ring).startsWith(`ac1.${NEW.id}.`)).toBe(true);
    const other = deriveSealingKey(Buffer.alloc(32, 3), "access codes");
    expect(() => openSealedText(before, "alarmCode", { current: other, previous: null })).toThrow(`names key ${OLD.id}`);
    // A key id that matches but a key that does not (a forged id) still fails the tag.
    expect(() => openSealedText(before.replace(OLD.id, NEW.id), "alarmCode", ring)).toThrow();
  });

  it("derives distinct keys per purpose and refuses a master key of the wrong size", () => {
    expect(deriveSealingKey(Buffer.alloc(32, 1), "other").id).not.toBe(OLD.id);
    expect(() => deriveSealingKey(Buffer.alloc(16, 1), "access codes")).toThrow("32 bytes");
  });
});
