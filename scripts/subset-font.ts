/**
 * Makes the web font the site serves, components/site/fonts/geist-site.woff2, from the Latin
 * Geist kept beside it (geist-latin.woff2): only the weights the site uses (400 to 800 of the
 * variable axis), only the characters its pages can show, and only the OpenType features its
 * CSS asks for (kerning, tabular figures). Nothing is downloaded: it runs fontTools from the
 * machine (Debian: `apt-get install fonttools python3-brotli`; or set FONTTOOLS to a
 * `fonttools` executable). Run it after copy gains a character outside the set below, and
 * commit the new file:
 *
 *   npm run fonts:subset
 *
 * docs/operations.md, "Page weight", says why: the font is fetched at high priority before the
 * first paint, so every kilobyte of it is paid in Largest Contentful Paint on a slow phone.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const ROOT = path.resolve(__dirname, "..");
const FONT_DIR = path.join(ROOT, "components/site/fonts");
const SOURCE = path.join(FONT_DIR, "geist-latin.woff2");
const TARGET = path.join(FONT_DIR, "geist-site.woff2");
/** The characters the subset was asked for, beside it, so a test can tell when copy outgrew it. */
export const SUBSET_CHARACTERS_FILE = path.join(FONT_DIR, "geist-site.characters.txt");

/** The weights the site's classes use: normal (400) to extrabold (800). */
const WEIGHTS = "400:800";
/** `tabular-nums` (prices, times) needs tnum; kerning keeps headings even. */
const FEATURES = "kern,tnum";
/**
 * Beyond the characters of our own copy: what names, reviews and offers typed by people
 * commonly hold. Anything else still shows, drawn by the metric-matched fallback font.
 */
const TYPOGRAPHY = "‘’“”–—…•·©®™°×€£";
/** Spanish, whole (docs/product.md, "Languages"): the pages, and the names and reviews people type in it. */
const SPANISH = "áéíóúüñÁÉÍÓÚÜÑ¿¡«»";
/** Where the copy the pages show lives (tests excluded). */
const COPY_FOLDERS = ["app", "components", "lib"];
/** Source that holds character tables, not copy: the text-message alphabets (GSM 03.38 and its look-alikes), never drawn in the font. */
const CHARACTER_TABLES = new Set(["lib/messaging/segments.ts", "lib/messaging/plain-gsm.ts"].map((file) => path.join(ROOT, file)));

export function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const file = path.join(folder, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.(ts|tsx|md|json)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

/** The characters of the given files beyond printable ASCII. */
export function charactersBeyondAscii(files: string[]): Set<number> {
  const found = new Set<number>();
  for (const file of files) {
    for (const char of readFileSync(file, "utf8")) {
      const code = char.codePointAt(0) ?? 0;
      if (code > 0x7e) found.add(code);
    }
  }
  return found;
}

/** Printable ASCII, the no-break space, the typography and Spanish above, and every other character our copy holds. */
function siteCharacters(): Set<number> {
  const found = new Set<number>([0xa0, ...[...TYPOGRAPHY, ...SPANISH].map((char) => char.codePointAt(0) ?? 0x20)]);
  for (let code = 0x20; code <= 0x7e; code += 1) found.add(code);
  const copy = COPY_FOLDERS.flatMap((folder) => sourceFiles(path.join(ROOT, folder))).filter((file) => !CHARACTER_TABLES.has(file));
  for (const code of charactersBeyondAscii(copy)) found.add(code);
  return found;
}

function unicodes(characters: Set<number>): string {
  return [...characters]
    .sort((a, b) => a - b)
    .map((code) => `U+${code.toString(16).toUpperCase().padStart(4, "0")}`)
    .join(",");
}

function main(): void {
  const fonttools = process.env.FONTTOOLS ?? "fonttools";
  const work = mkdtempSync(path.join(tmpdir(), "subset-font-"));
  try {
    const characters = siteCharacters();
    const instanced = path.join(work, "instanced.woff2");
    execFileSync(fonttools, ["varLib.instancer", SOURCE, `wght=${WEIGHTS}`, "-q", "-o", instanced], { stdio: "inherit" });
    execFileSync(
      fonttools,
      [
        "subset",
        instanced,
        `--unicodes=${unicodes(characters)}`,
        `--layout-features=${FEATURES}`,
        // The copyright, the font's names and the licence (OFL 1.1) travel with the file.
        "--name-IDs=0,1,2,3,4,5,6,13,14",
        "--flavor=woff2",
        `--output-file=${TARGET}`,
      ],
      { stdio: "inherit" },
    );
    writeFileSync(SUBSET_CHARACTERS_FILE, `${String.fromCodePoint(...[...characters].sort((a, b) => a - b))}\n`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  const kb = (file: string) => `${(statSync(file).size / 1024).toFixed(1)} KB`;
  console.log(`${path.relative(ROOT, TARGET)}: ${kb(TARGET)} (from ${kb(SOURCE)})`);
}

if (require.main === module) main();
