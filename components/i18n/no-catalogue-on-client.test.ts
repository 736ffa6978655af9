import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

/**
 * docs/architecture.md, "Languages": a client component gets its words from its server parent,
 * in the page's language only. Importing a catalogue's value (a words accessor, a messages file
 * or the pages' copy) into a "use client" file would ship both languages to every page; a type
 * import is erased and costs nothing.
 */
const CATALOGUE = /^import (?!type )[^;]*from "@\/lib\/(kernel\/i18n\/(messages\/|(?!fill-)[\w-]+-words"|translator")|site\/content)/m;

function clientFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return clientFiles(file);
    if (!/\.tsx?$/.test(name) || /\.test\.tsx?$/.test(name)) return [];
    return readFileSync(file, "utf8").startsWith('"use client"') ? [file] : [];
  });
}

describe("client components and the catalogues", () => {
  it("no client component imports a catalogue's value", () => {
    const offenders = ["components", "app"].flatMap((folder) => clientFiles(path.join(process.cwd(), folder))).filter((file) => CATALOGUE.test(readFileSync(file, "utf8")));
    expect(offenders.map((file) => path.relative(process.cwd(), file))).toEqual([]);
  });

  it("tells a value import from a type import", () => {
    expect(CATALOGUE.test('import { shellWords } from "@/lib/kernel/i18n/shell-words";')).toBe(true);
    expect(CATALOGUE.test('import { enHome } from "@/lib/kernel/i18n/messages/en-home";')).toBe(true);
    expect(CATALOGUE.test('import { contentIn } from "@/lib/site/content";')).toBe(true);
    expect(CATALOGUE.test('import type { ShellWords } from "@/lib/kernel/i18n/shell-words";')).toBe(false);
    expect(CATALOGUE.test('import { fillWords } from "@/lib/kernel/i18n/fill-words";')).toBe(false);
  });
});
