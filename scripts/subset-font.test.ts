import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { charactersBeyondAscii, sourceFiles, SUBSET_CHARACTERS_FILE } from "./subset-font";

describe("the site's font subset (npm run fonts:subset)", () => {
  it("holds every character of the pages' copy; when this fails, run npm run fonts:subset and commit the font", () => {
    const subset = new Set([...readFileSync(SUBSET_CHARACTERS_FILE, "utf8").trimEnd()].map((char) => char.codePointAt(0)));
    const copy = charactersBeyondAscii(sourceFiles(path.resolve(__dirname, "../lib/site/content")));
    const missing = [...copy].filter((code) => !subset.has(code)).map((code) => String.fromCodePoint(code));
    expect(missing).toEqual([]);
  });

  it("finds what lies beyond printable ASCII, and nothing within it", () => {
    const folder = mkdtempSync(path.join(tmpdir(), "subset-font-"));
    try {
      const file = path.join(folder, "copy.ts");
      writeFileSync(file, 'export const line = "Café on 5th – 2× a week";\n');
      expect([...charactersBeyondAscii([file])].map((code) => String.fromCodePoint(code)).sort()).toEqual(["é", "×", "–"].sort());
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
