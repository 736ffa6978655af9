/**
 * Measures how wide the site's own copy sets in Geist and in each system font a fallback face
 * stands for (Arial, Roboto, DejaVu Sans), regular and bold, and prints the @font-face rules for
 * app/globals.css: size-adjust makes the fallback as wide as Geist, the ascent and descent
 * overrides put its lines where Geist's go. It measures in Chromium with the page's own text
 * (every page of the sitemap: paragraphs and list items in regular, headings in bold), because
 * kerning makes set text about 3 % narrower than the advance widths font tools read. Needs
 * `npm run build` and the system fonts (Debian: fonts-liberation2 for Arial's widths,
 * fonts-roboto-unhinted, fonts-dejavu-core).
 *
 *   npm run fonts:fallbacks
 *
 * docs/operations.md, "Page weight", says why: text paints at once in the fallback and must not
 * move when the site font arrives.
 */
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../e2e/support/playwright-shared";
import { disposeServer, startServer } from "../e2e/support/server-process";
import { runMain } from "./run-main";

/** Geist's vertical metrics per em, from the font's hhea table (units per em 1000). */
const GEIST_ASCENT = 1.005;
const GEIST_DESCENT = 0.295;

interface Fallback {
  family: string;
  /** The font the browser measures with. */
  measuredAs: string;
  regular: string[];
  bold: string[];
}

/** local() names: a face is used on a device that has any of them (full name or PostScript name). */
const FALLBACKS: Fallback[] = [
  {
    family: "siteFont Fallback Arial",
    measuredAs: "Liberation Sans",
    regular: ["Arial", "ArialMT", "Liberation Sans", "LiberationSans", "Arimo"],
    bold: ["Arial Bold", "Arial-BoldMT", "Liberation Sans Bold", "LiberationSans-Bold", "Arimo Bold", "Arimo-Bold"],
  },
  { family: "siteFont Fallback Roboto", measuredAs: "Roboto", regular: ["Roboto", "Roboto-Regular"], bold: ["Roboto Bold", "Roboto-Bold"] },
  { family: "siteFont Fallback DejaVu", measuredAs: "DejaVu Sans", regular: ["DejaVu Sans", "DejaVuSans"], bold: ["DejaVu Sans Bold", "DejaVuSans-Bold"] },
];

const percent = (value: number) => `${(value * 100).toFixed(2)}%`;

function fontFace(family: string, locals: string[], weights: string, sizeAdjust: number): string {
  return [
    "@font-face {",
    `  font-family: "${family}";`,
    `  src: ${locals.map((name) => `local("${name}")`).join(", ")};`,
    `  font-weight: ${weights};`,
    `  size-adjust: ${percent(sizeAdjust)};`,
    `  ascent-override: ${percent(GEIST_ASCENT / sizeAdjust)};`,
    `  descent-override: ${percent(GEIST_DESCENT / sizeAdjust)};`,
    "  line-gap-override: 0%;",
    "}",
  ].join("\n");
}

async function main(): Promise<void> {
  const server = await startServer();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? "/").pathname);
    const page = await browser.newPage();
    const regularText: string[] = [];
    const boldText: string[] = [];
    for (const pagePath of paths) {
      await page.goto(`${server.url}${pagePath}`);
      regularText.push(...(await page.locator("main p, main li").allTextContents()));
      boldText.push(...(await page.locator("main h1, main h2, main h3").allTextContents()));
    }
    const families = ["siteFont", ...FALLBACKS.map((fallback) => fallback.measuredAs)];
    // Plain script text: tsx would wrap a function passed to the browser in helpers it lacks there.
    const widths = (await page.evaluate(`(async () => {
      await document.fonts.ready;
      const families = ${JSON.stringify(families)};
      const texts = { regular: ${JSON.stringify(regularText)}, bold: ${JSON.stringify(boldText)} };
      const context = document.createElement("canvas").getContext("2d");
      const measure = (family, weight, list, generic) => {
        context.font = weight + ' 100px "' + family + '", ' + generic;
        return list.reduce((sum, text) => sum + context.measureText(text).width, 0);
      };
      // A font the machine lacks falls back to the generic family: two generics tell it.
      const missing = families.filter((family) => measure(family, 400, texts.regular, "monospace") !== measure(family, 400, texts.regular, "serif"));
      if (missing.length > 0) throw new Error("This machine lacks " + missing.join(", "));
      return Object.fromEntries(families.map((family) => [family, { regular: measure(family, 400, texts.regular, "serif"), bold: measure(family, 700, texts.bold, "serif") }]));
    })()`)) as Record<string, { regular: number; bold: number } | undefined>;
    const geist = widths.siteFont;
    if (!geist) throw new Error("Geist was not measured");
    console.log(`Measured ${regularText.length} paragraphs and list items and ${boldText.length} headings on ${paths.length} pages.\n`);
    for (const fallback of FALLBACKS) {
      const system = widths[fallback.measuredAs];
      if (!system) throw new Error(`${fallback.measuredAs} was not measured`);
      console.log(fontFace(fallback.family, fallback.regular, "100 549", geist.regular / system.regular));
      console.log(fontFace(fallback.family, fallback.bold, "550 900", geist.bold / system.bold));
    }
  } finally {
    await browser.close();
    await disposeServer(server);
  }
}

runMain(main);
