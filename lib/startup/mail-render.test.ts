import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { chromium, type Browser } from "@playwright/test";
import { LOGO_PATH } from "@/lib/platform/mail/content";
import { renderMail } from "@/lib/platform/mail/layout";
import { allSampleMails, MAIL_FAMILIES, SAMPLE_BRAND } from "./testing/mail-catalog";

/**
 * Every email, rendered in Chromium at a phone's width and a desktop's: nothing wider than the
 * screen, no element spilling out of its box, the logo served from our own site, and a
 * plain-text part that says what the HTML says (docs/architecture.md, "Emails").
 */

jest.setTimeout(120_000);

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const WIDTHS = [390, 1280] as const;
const ROOT = path.resolve(__dirname, "../..");

async function sourceFiles(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(directory, entry.name);
      if (entry.isDirectory()) return entry.name === "testing" ? [] : sourceFiles(full);
      return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [full] : [];
    }),
  );
  return nested.flat();
}

/** What each rendered element must not do: be wider than the screen or than the box it sits in. */
function overflowProblems(): string[] {
  const problems: string[] = [];
  const describe = (element: Element) => `${element.tagName.toLowerCase()} "${(element.textContent ?? "").trim().slice(0, 40)}"`;
  if (document.documentElement.scrollWidth > window.innerWidth) problems.push(`the page is ${document.documentElement.scrollWidth}px wide on a ${window.innerWidth}px screen`);
  for (const element of Array.from(document.body.querySelectorAll("*"))) {
    if (getComputedStyle(element).display === "none" || element.closest("[style*='display:none']")) continue;
    const box = element.getBoundingClientRect();
    const parent = element.parentElement;
    if (box.width > 0 && parent) {
      const outer = parent.getBoundingClientRect();
      if (box.left < outer.left - 0.5 || box.right > outer.right + 0.5) problems.push(`${describe(element)} overflows its container (${Math.round(box.left)}–${Math.round(box.right)} in ${Math.round(outer.left)}–${Math.round(outer.right)})`);
    }
    if (element.clientWidth > 0 && element.scrollWidth > element.clientWidth + 1) problems.push(`${describe(element)} has content ${element.scrollWidth}px wide in ${element.clientWidth}px`);
  }
  return problems;
}

describe("every email", () => {
  const mails = allSampleMails().map(({ name, content }) => ({ name, content, rendered: renderMail(content, SAMPLE_BRAND) }));

  it("comes from the one catalog: each template object under lib/ has its samples there", async () => {
    const families = new Set<string>();
    for (const file of await sourceFiles(path.join(ROOT, "lib"))) {
      const source = await readFile(file, "utf8");
      if (!/\bMailContent\b/.test(source)) continue;
      for (const match of source.matchAll(/export const (\w+) = \{[^]*?\): MailContent =>/g)) if (match[1]) families.add(match[1]);
    }
    expect(families.size).toBeGreaterThanOrEqual(5);
    expect([...families].sort()).toEqual(Object.keys(MAIL_FAMILIES).sort());
  });

  it.each(mails.map((mail) => [mail.name, mail] as const))("%s has a plain-text part with its words, links and the footer", (_name, { content, rendered }) => {
    expect(rendered.text).toContain(content.heading);
    for (const paragraph of content.paragraphs) expect(rendered.text).toContain(paragraph);
    for (const url of [content.action?.url, ...(content.links ?? []).map((link) => link.url), ...(content.rating?.links ?? [])]) if (url) expect(rendered.text).toContain(url);
    for (const fact of [SAMPLE_BRAND.phone, SAMPLE_BRAND.email, SAMPLE_BRAND.address]) {
      expect(rendered.text).toContain(fact);
      expect(rendered.html).toContain(fact);
    }
    expect(rendered.html).toContain(`src="${SAMPLE_BRAND.publicUrl}${LOGO_PATH}"`);
    // Nothing is fetched from anywhere but our own site.
    for (const source of rendered.html.matchAll(/\bsrc="([^"]+)"/g)) expect(source[1]).toMatch(new RegExp(`^${SAMPLE_BRAND.publicUrl}/`));
  });

  describe("in Chromium", () => {
    let browser: Browser;
    beforeAll(async () => {
      browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ["--no-sandbox", "--disable-gpu"] });
    });
    afterAll(async () => {
      await browser?.close();
    });

    it.each(WIDTHS)("fits a %ipx screen, every message, with the logo shown", async (width) => {
      const logo = await readFile(path.join(ROOT, "public", LOGO_PATH));
      const page = await browser.newPage({ viewport: { width, height: 800 } });
      // The logo comes from our own site; nothing else may be fetched.
      const fetched: string[] = [];
      await page.route("**/*", (route) => {
        const url = route.request().url();
        fetched.push(url);
        return url === `${SAMPLE_BRAND.publicUrl}${LOGO_PATH}` ? route.fulfill({ status: 200, contentType: "image/png", body: logo }) : route.abort();
      });
      const problems: Record<string, string[]> = {};
      for (const { name, rendered } of mails) {
        await page.setContent(rendered.html, { waitUntil: "load" });
        const found = await page.evaluate(overflowProblems);
        if (found.length > 0) problems[name] = found;
        expect(await page.locator(`img[src$="${LOGO_PATH}"]`).evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(96);
      }
      await page.close();
      expect(problems).toEqual({});
      expect(new Set(fetched)).toEqual(new Set([`${SAMPLE_BRAND.publicUrl}${LOGO_PATH}`]));
    });
  });
});
