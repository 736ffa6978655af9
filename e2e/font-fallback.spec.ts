import { expect, test, type Page } from "@playwright/test";

/**
 * Text paints at once in a fallback font sized to the site font's metrics, so nothing moves when
 * the site font arrives (docs/operations.md, "Page weight"). The fallback is whichever common
 * system font the device has (Arial, Roboto on Android, DejaVu Sans or Liberation Sans on Linux);
 * this machine's is compared with the site font itself.
 */
const PAGES = ["/services/deep-cleaning", "/services/brooklyn-cleaning", "/"];
/** How far a block of text may change height when the font swaps in, as a share of its height. */
const TOLERATED_CHANGE = 0.04;

interface TextBlock {
  text: string;
  top: number;
  height: number;
}

/** The page's heading and its first paragraphs of copy, where they lie. */
async function textBlocks(page: Page): Promise<TextBlock[]> {
  return page.locator("main h1, main h1 ~ p, main p.text-xl, main p.text-lg").evaluateAll((elements) =>
    elements.slice(0, 4).map((element) => {
      const box = element.getBoundingClientRect();
      return { text: (element.textContent ?? "").slice(0, 40), top: box.top + window.scrollY, height: box.height };
    }),
  );
}

async function siteFontLoaded(page: Page): Promise<boolean> {
  return page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts].some((face) => face.family.replace(/"/g, "") === "siteFont" && face.status === "loaded");
  });
}

for (const path of PAGES) {
  test(`${path}: the fallback font takes the same room as the site font`, async ({ browser }) => {
    const withoutFont = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const fallbackPage = await withoutFont.newPage();
    await fallbackPage.route(/\.woff2$/, (route) => route.abort());
    await fallbackPage.goto(path);
    expect(await siteFontLoaded(fallbackPage)).toBe(false);
    const fallback = await textBlocks(fallbackPage);

    const withFont = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const sitePage = await withFont.newPage();
    await sitePage.goto(path);
    expect(await siteFontLoaded(sitePage)).toBe(true);
    const site = await textBlocks(sitePage);

    expect(fallback.map((block) => block.text)).toEqual(site.map((block) => block.text));
    expect(site.length).toBeGreaterThan(1);
    for (const [index, block] of site.entries()) {
      const other = fallback[index];
      if (!other) throw new Error(`No fallback block for "${block.text}"`);
      expect.soft(Math.abs(other.height - block.height) / block.height, `height of "${block.text}"`).toBeLessThan(TOLERATED_CHANGE);
    }
    await withoutFont.close();
    await withFont.close();
  });
}
