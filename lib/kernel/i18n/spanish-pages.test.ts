import { readdirSync } from "node:fs";
import path from "node:path";
import { SPANISH_PAGES } from "./spanish-pages";

const SPANISH_APP = path.join(process.cwd(), "app/es");

/** Every page.tsx under app/es as the English path it is the twin of ("app/es/about/page.tsx" → "/about"), the catch-all 404 left out. */
function spanishRoutes(dir = SPANISH_APP, segments: string[] = []): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return entry.name.startsWith("[...") ? [] : spanishRoutes(path.join(dir, entry.name), entry.name.startsWith("(") ? segments : [...segments, entry.name]);
    return entry.name === "page.tsx" ? [`/${segments.join("/")}`] : [];
  });
}

describe("the list of Spanish pages", () => {
  it("names exactly the pages app/es has, so no link, redirect or hreflang points at a Spanish page that is not there", () => {
    expect([...SPANISH_PAGES].sort()).toEqual(spanishRoutes().sort());
  });
});
