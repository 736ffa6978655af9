import { readdirSync } from "node:fs";
import path from "node:path";
import { servicesRouteParams } from "@/lib/site/services-route";
import { SPANISH_PAGES } from "./spanish-pages";

const SPANISH_APP = path.join(process.cwd(), "app/es");

/** The pages a dynamic route under app/es serves, by its folder: the segments of each, from the params its page prerenders. */
const DYNAMIC_ROUTES: Record<string, () => string[][]> = {
  "services/[...slug]": () => servicesRouteParams().map((params) => params.slug),
};

/**
 * Every page under app/es as the English path it is the twin of ("app/es/about/page.tsx" →
 * "/about"; a dynamic route as each page it serves), the catch-all 404 left out.
 */
function spanishRoutes(dir = SPANISH_APP, segments: string[] = []): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (!entry.isDirectory()) return entry.name === "page.tsx" ? [`/${segments.join("/")}`] : [];
    if (entry.name === "[...missing]") return [];
    if (entry.name.startsWith("[")) {
      const served = DYNAMIC_ROUTES[[...segments, entry.name].join("/")];
      if (!served) throw new Error(`app/es has a dynamic route ${[...segments, entry.name].join("/")} this test does not know the pages of`);
      return served().map((rest) => `/${[...segments, ...rest].join("/")}`);
    }
    return spanishRoutes(path.join(dir, entry.name), entry.name.startsWith("(") ? segments : [...segments, entry.name]);
  });
}

describe("the list of Spanish pages", () => {
  it("names exactly the pages app/es has, so no link, redirect or hreflang points at a Spanish page that is not there", () => {
    expect([...SPANISH_PAGES].sort()).toEqual(spanishRoutes().sort());
  });
});
