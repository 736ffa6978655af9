import { readFileSync } from "node:fs";
import path from "node:path";

/**
 * The fallback faces in app/globals.css (made by `npm run fonts:fallbacks`, which measures the
 * widths in a browser): each system font has a regular and a bold face, each face's lines sit
 * where Geist's do, and the site font's stack tries them before any unsized system font.
 * e2e/font-fallback.spec.ts checks that text takes the same room in them.
 */
const FAMILIES = ["siteFont Fallback Arial", "siteFont Fallback Roboto", "siteFont Fallback DejaVu"];
/** Geist's ascent and descent per em (hhea table, units per em 1000). */
const GEIST_ASCENT = 1.005;
const GEIST_DESCENT = 0.295;

const ROOT = path.resolve(__dirname, "../../..");
const css = readFileSync(path.join(ROOT, "app/globals.css"), "utf8");

function facesOf(family: string): Array<Record<string, string>> {
  return [...css.matchAll(/@font-face\s*\{([^}]*)\}/g)]
    .map((match) => match[1] ?? "")
    .filter((body) => body.includes(`"${family}"`))
    .map((body) =>
      Object.fromEntries(
        body
          .split(";")
          .map((declaration) => declaration.split(/:(.*)/s).map((part) => part.trim()))
          .filter((pair): pair is [string, string] => pair.length >= 2 && pair[0] !== "")
          .map(([property, value]) => [property, value]),
      ),
    );
}

const percentOf = (value: string | undefined) => Number((value ?? "").replace("%", "")) / 100;

describe("the site font's fallback faces", () => {
  it.each(FAMILIES)("%s has a regular and a bold face drawn from local fonts", (family) => {
    const faces = facesOf(family);
    expect(faces.map((face) => face["font-weight"])).toEqual(["100 549", "550 900"]);
    for (const face of faces) expect(face.src).toMatch(/^local\("[^"]+"\)(, local\("[^"]+"\))*$/);
  });

  it.each(FAMILIES)("%s puts its lines where Geist's go", (family) => {
    for (const face of facesOf(family)) {
      const sizeAdjust = percentOf(face["size-adjust"]);
      expect(sizeAdjust).toBeGreaterThan(0.8);
      expect(sizeAdjust).toBeLessThan(1.2);
      expect(percentOf(face["ascent-override"])).toBeCloseTo(GEIST_ASCENT / sizeAdjust, 3);
      expect(percentOf(face["descent-override"])).toBeCloseTo(GEIST_DESCENT / sizeAdjust, 3);
      expect(face["line-gap-override"]).toBe("0%");
    }
  });

  it("puts every fallback face in the site font's stack, before the unsized system fonts", () => {
    const fonts = readFileSync(path.join(ROOT, "components/site/fonts.ts"), "utf8");
    const stack = [...(fonts.match(/fallback:\s*\[([^\]]*)\]/)?.[1] ?? "").matchAll(/"([^"]+)"/g)].map((match) => match[1]);
    expect(stack.slice(0, FAMILIES.length)).toEqual(FAMILIES);
    expect(fonts).toMatch(/adjustFontFallback:\s*false/);
  });
});
