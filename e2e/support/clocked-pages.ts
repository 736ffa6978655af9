import { expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { DEMO, signIn } from "./accounts";
import { startServerWithMovableClock, type ClockedServer } from "./movable-clock";
import { siteHeaders } from "./site-origin";

/** Signed-in pages of the demo's people on a spec's own server (support/movable-clock.ts). */
export interface ClockedPages {
  /** A new browser context signed in as one of the demo's people, and a page in it. */
  pageAs(browser: Browser, who: keyof typeof DEMO): Promise<Page>;
  /** A new signed-out browser context (a visitor, on their own device), and a page in it. */
  visitorPage(browser: Browser): Promise<Page>;
  /** Closes every context opened so far: before a long clock move, whose sessions would not survive it, and after the spec. */
  closeAll(): Promise<void>;
}

export function clockedPages(clocked: () => ClockedServer): ClockedPages {
  const contexts: BrowserContext[] = [];
  async function newContext(browser: Browser): Promise<BrowserContext> {
    const { url } = clocked().server;
    const context = await browser.newContext({ baseURL: url, extraHTTPHeaders: siteHeaders(url) });
    contexts.push(context);
    return context;
  }
  return {
    async pageAs(browser, who) {
      const context = await newContext(browser);
      await signIn(context.request, DEMO[who]);
      return context.newPage();
    },
    async visitorPage(browser) {
      return (await newContext(browser)).newPage();
    },
    async closeAll() {
      for (const context of contexts.splice(0)) await context.close().catch(() => undefined);
    },
  };
}

/**
 * A serial describe block's own server with a movable clock and its signed-in pages: the
 * server starts before the block's first test and stops, with every page, after its last.
 * `clocked` stands for the server once started (its `server`, `moveTo` and `stop`).
 */
export function movableClockBlock(options?: Parameters<typeof startServerWithMovableClock>[0]): { clocked: ClockedServer; pages: ClockedPages } {
  let started: ClockedServer | undefined;
  const current = (): ClockedServer => {
    if (!started) throw new Error("movableClockBlock: the server runs only while the block's tests do");
    return started;
  };
  const pages = clockedPages(current);
  test.beforeAll(async () => {
    started = await startServerWithMovableClock(options);
  });
  test.afterAll(async () => {
    await pages.closeAll();
    await started?.stop();
    started = undefined;
  });
  const clocked: ClockedServer = {
    get server() {
      return current().server;
    },
    moveTo: (instant) => current().moveTo(instant),
    stop: () => current().stop(),
  };
  return { clocked, pages };
}

/** Waits until the page's one hub connection is open, so an event sent now reaches it. */
export async function connected(page: Page): Promise<void> {
  await expect(page.getByTestId("live-order-announcement")).toHaveAttribute("data-connected", "true");
}
