import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { loadOrCreateGiftCardKey } from "./key";

describe("the embedded default's gift-card key", () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), "gift-card-key-"));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("is generated once, kept private in DATA_DIR, and read back on the next start", () => {
    const first = loadOrCreateGiftCardKey(path.join(dir, "data"));
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    const file = path.join(dir, "data", "gift-card-key");
    expect(readFileSync(file, "utf8")).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadOrCreateGiftCardKey(path.join(dir, "data"))).toBe(first);
  });

  it("refuses a damaged key file rather than silently replacing it (codes would be lost)", () => {
    writeFileSync(path.join(dir, "gift-card-key"), "not a key");
    expect(() => loadOrCreateGiftCardKey(dir)).toThrow("does not hold a gift-card key");
  });
});
