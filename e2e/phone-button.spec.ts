/**
 * The floating Quick Actions button on a phone (390 × 844) never sits on a price or a tip
 * (issue #24, docs/product.md "From a public page to a booking"). A paid, finished visit gives
 * the pages full of amounts: the poll page with its tip choices, and the customer's order page
 * and receipt, which have no bottom bar. Each page is scrolled from top to bottom in steps; at
 * every step no dollar amount or tip percentage that can be seen may share a pixel with the
 * button. Text hidden behind a page's bottom bar cannot be seen, so it does not count: the
 * button docks inside that bar.
 */
import { expect, test, type Page } from "@playwright/test";
import { usePaidVisitServer } from "./support/paid-visits";
import { pollMail, tipRegionOnceOffered } from "./support/poll-tips";
import { saveCardOnTestPage } from "./support/test-card";

const PHONE = { width: 390, height: 844 };

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

interface Overlap {
  scrollY: number;
  text: string;
  amount: Box;
  button: Box;
}

/** Scrolls the page in steps and collects every visible amount the button covers. */
async function amountsUnderTheButton(page: Page): Promise<{ checkedAmounts: number; overlaps: Overlap[] }> {
  await expect(page.getByRole("button", { name: "Quick Actions" })).toBeVisible();
  return page.evaluate(async () => {
    const AMOUNT = /\$\s?\d[\d,]*(?:\.\d{2})?|\d+\s?%/g;
    const toBox = (rect: DOMRect): Box => ({ left: rect.left, top: rect.top, right: rect.right, bottom: rect.bottom });
    const button = Array.from(document.querySelectorAll("button")).find((candidate) => candidate.textContent?.trim() === "Quick Actions");
    if (!button) throw new Error("no Quick Actions button");
    const widget = button.parentElement;
    const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));

    const overlaps: Overlap[] = [];
    const seen = new Set<string>();
    const step = Math.floor(window.innerHeight / 4);
    const end = document.documentElement.scrollHeight - window.innerHeight;
    for (let y = 0; ; y = Math.min(y + step, end)) {
      window.scrollTo({ top: y, behavior: "instant" });
      await nextFrame();
      const buttonBox = toBox(button.getBoundingClientRect());
      // What the page's bottom bar hides is not on show, whatever floats above it.
      const bars = Array.from(document.querySelectorAll<HTMLElement>("[data-bottom-bar]")).filter((bar) => bar.checkVisibility());
      const visibleBottom = Math.min(window.innerHeight, ...bars.map((bar) => bar.getBoundingClientRect().top));
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || widget?.contains(parent) || parent.closest("[data-bottom-bar], script, style, [hidden]")) continue;
        if (getComputedStyle(parent).visibility === "hidden") continue;
        for (const match of (node.textContent ?? "").matchAll(AMOUNT)) {
          const start = match.index ?? 0;
          const range = document.createRange();
          range.setStart(node, start);
          range.setEnd(node, start + match[0].length);
          for (const rect of Array.from(range.getClientRects())) {
            if (rect.width === 0 || rect.height === 0) continue;
            seen.add(`${match[0]}@${Math.round(rect.left)},${Math.round(rect.top + window.scrollY)}`);
            const top = Math.max(rect.top, 0);
            const bottom = Math.min(rect.bottom, visibleBottom);
            if (bottom <= top) continue;
            const covered = rect.left < buttonBox.right && rect.right > buttonBox.left && top < buttonBox.bottom && bottom > buttonBox.top;
            if (covered) overlaps.push({ scrollY: Math.round(window.scrollY), text: match[0], amount: toBox(rect), button: buttonBox });
          }
        }
      }
      if (y >= end) break;
    }
    return { checkedAmounts: seen.size, overlaps };
  });
}

test.describe("the phone button and the amounts on a phone", () => {
  test.describe.configure({ mode: "serial" });
  const { server, newCustomer, book, workTheVisit } = usePaidVisitServer();

  test("never covers a price or a tip while the poll, order and receipt pages scroll", async ({ browser }) => {
    const { page, email } = await newCustomer(browser);
    await page.setViewportSize(PHONE);
    const order = await book(page.request, email, 5);
    await page.goto(order.cardSetupUrl ?? "");
    await saveCardOnTestPage(page, "4242 4242 4242 4242", /Save card/);
    await workTheVisit(browser, order.id);

    const { pollPath } = await pollMail(email, server().dataDir);
    await tipRegionOnceOffered(page, pollPath);

    for (const path of [pollPath, `/order/${order.id}`, `/order/${order.id}/receipt`]) {
      await page.goto(path);
      const { checkedAmounts, overlaps } = await amountsUnderTheButton(page);
      // The pages do show amounts, so the check below checks something.
      expect(checkedAmounts, `amounts on ${path}`).toBeGreaterThan(0);
      expect(overlaps, `amounts under the phone button on ${path}`).toEqual([]);
    }
  });
});
