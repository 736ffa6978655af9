import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { allPages, homePage } from "../lib/site/content";
import { DEMO, signIn } from "./support/accounts";

/** Decodes the few entities React writes into text, so HTML can be compared with the copy. */
function decode(html: string): string {
  return html
    .replace(/<!-- -->/g, "")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

function h1sOf(html: string): string[] {
  return [...html.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)].map((m) => decode((m[1] ?? "").replace(/<[^>]+>/g, "")).trim());
}

function metaContent(html: string, attribute: "name" | "property", key: string): string | undefined {
  const tag = html.match(new RegExp(`<meta[^>]*${attribute}="${key}"[^>]*>`))?.[0];
  return tag ? decode(tag.match(/content="([^"]*)"/)?.[1] ?? "") : undefined;
}

test.describe("public pages in the server-rendered HTML", () => {
  for (const page of allPages) {
    test(`${page.path} answers 200 with its one h1, title, description, canonical URL and share tags`, async ({ request }) => {
      const response = await request.get(page.path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(h1sOf(html)).toEqual([page.h1]);
      expect(decode(html.match(/<title>([^<]*)<\/title>/)?.[1] ?? "")).toBe(page.title);
      expect(metaContent(html, "name", "description")).toBe(page.metaDescription);
      const canonical = html.match(/<link rel="canonical" href="([^"]+)"/)?.[1] ?? "";
      expect(canonical).toMatch(/^https?:\/\//);
      expect(new URL(canonical).pathname).toBe(page.path);
      expect(metaContent(html, "property", "og:title")).toBe(page.title);
      expect(metaContent(html, "property", "og:url")).toBe(canonical);
      expect(metaContent(html, "property", "og:image")).toMatch(/\/share-image\.png$/);
      expect(metaContent(html, "name", "twitter:card")).toBe("summary_large_image");
      expect(html).toContain('type="application/ld+json"');
      expect(html).not.toMatch(/\{(fromPrice|phone|email|price:[a-z-]+|extra:[a-z-]+)\}/);
    });
  }

  test("service pages carry Service, FAQPage and BreadcrumbList data and a from price", async ({ request }) => {
    const html = await (await request.get("/services/deep-cleaning")).text();
    const data = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap((m) => JSON.parse(m[1] ?? "[]") as { "@type": string }[]);
    expect(data.map((node) => node["@type"]).sort()).toEqual(["BreadcrumbList", "FAQPage", "Service"]);
    expect(decode(html)).toMatch(/From \$\d+/);
  });

  test("the home page describes the business as a house-cleaning local business", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const data = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap(
      (m) => JSON.parse(m[1] ?? "[]") as { "@type": string; areaServed?: { name: string }[]; telephone?: string }[],
    );
    const business = data.find((node) => node["@type"] === "HouseCleaning");
    expect(business?.areaServed?.map((a) => a.name)).toEqual(["Manhattan", "Brooklyn", "Queens"]);
    expect(business?.telephone).toBeTruthy();
  });

  test("sitemap.xml lists every public page and robots.txt keeps crawlers out of private areas", async ({ request }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    for (const page of allPages) expect(sitemap).toMatch(new RegExp(`<loc>https?://[^<]+${page.path === "/" ? "/" : page.path}</loc>`));
    const robots = await (await request.get("/robots.txt")).text();
    for (const path of ["/admin", "/cleaner", "/profile", "/order", "/booking-confirmation", "/gift-card-confirmation", "/change-", "/auth", "/api", "/login"]) {
      expect(robots).toContain(`Disallow: ${path}\n`);
    }
    expect(robots).toMatch(/Sitemap: https?:\/\/\S+\/sitemap\.xml/);
  });

  test("the share image is a PNG", async ({ request }) => {
    const response = await request.get("/share-image.png");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/png");
  });

  test("an unknown service address is the not-found page", async ({ request }) => {
    const response = await request.get("/services/window-washing-in-the-bronx");
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(h1sOf(html)).toEqual(["We couldn't find that page"]);
    // In a frame of its own: the logo and the way on (app/global-not-found.tsx says why).
    expect(html).toContain('title="Borough Bright Cleaning: home page"');
    expect(html).toContain('href="/booking"');
  });

  test("a page's HTML carries the site footer twice, for the page and for its data, and no copy for the error pages", async ({ request }) => {
    // The root's not-found and forbidden boundaries are written into every page's data; with the
    // whole site frame in them, each page view carried the header and footer four times over.
    const html = await (await request.get("/services/deep-cleaning")).text();
    expect(html.split("Background-checked, insured cleaners in New York City.").length - 1).toBe(2);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a service page shows its text, prices and FAQ answers", async ({ page }) => {
    await page.goto("/services/office-cleaning");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // Every section is in the HTML as it arrives, none waiting for a script to reveal it.
    await expect(page.getByRole("heading", { name: "What's included" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Frequently asked questions" })).toBeVisible();
    await expect(page.getByText(/From \$\d+/).first()).toBeVisible();
    await page.locator("summary").first().click();
    await expect(page.locator("details[open] p").first()).toBeVisible();
  });

  test("the home page shows every section's text", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1, name: homePage.h1 })).toBeVisible();
    await expect(page.getByText(homePage.hero.tagline).first()).toBeVisible();
    await expect(page.getByRole("heading", { name: homePage.howItWorks.heading })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Frequently asked questions" })).toBeVisible();
    await expect(page.getByRole("heading", { name: homePage.finalCta.heading })).toBeVisible();
  });
});

test.describe("home page", () => {
  test("has the hero with the tagline, the borough buttons and Book Now, then the sections in order", async ({ page }) => {
    await page.goto("/");
    const main = page.getByRole("main");
    await expect(main.getByText("We Clean - You Relax").first()).toBeVisible();
    const boroughs = main.getByRole("navigation", { name: "Boroughs we serve" });
    await expect(boroughs.getByRole("link", { name: "Manhattan" })).toHaveAttribute("href", "/services/manhattan-cleaning");
    await expect(boroughs.getByRole("link", { name: "Brooklyn" })).toHaveAttribute("href", "/services/brooklyn-cleaning");
    await expect(boroughs.getByRole("link", { name: "Queens" })).toHaveAttribute("href", "/services/queens-cleaning");
    await expect(main.getByRole("link", { name: "Book Now" }).first()).toHaveAttribute("href", "/booking");
    await expect(main.getByRole("link", { name: "More Services" })).toHaveAttribute("href", "/service-page");
    await expect(main.locator("#how-it-works li")).toHaveCount(3);
    await expect(main.getByRole("link", { name: /^Call / })).toHaveAttribute("href", /^tel:\+\d{11}$/);

    // Issue #24: a path to booking, not an essay.
    const order = await main.locator(":scope > section").evaluateAll((nodes) => nodes.map((n) => n.id || n.getAttribute("aria-labelledby")));
    const expected = ["home-title", "services", "how-it-works", "faq", "book"];
    expect(order.filter((id) => id !== null && expected.includes(id))).toEqual(expected);
  });

  test("preloads the main image while shown and removes the preload on leaving", async ({ page }) => {
    const preload = page.locator('head link[rel="preload"][data-preload="home-hero"]');
    await page.goto("/");
    await expect(preload).toHaveCount(1);
    await expect(preload).toHaveAttribute("href", "/illustrations/hero-brownstones.svg");
    await page.getByRole("main").getByRole("link", { name: "More Services" }).click();
    await expect(page).toHaveURL(/\/service-page$/);
    await expect(preload).toHaveCount(0);
    await page.goBack();
    await expect(preload).toHaveCount(1);
  });

  test("scrolls to an anchor and restores the scroll position on back", async ({ page }) => {
    // The home guide and its anchor list moved to the service and borough pages (issue #24).
    await page.goto("/services/brooklyn-cleaning");
    await page.getByRole("link", { name: "Neighborhoods we serve" }).click();
    await expect(page).toHaveURL(/#neighborhoods$/);
    await expect(page.locator("#neighborhoods h2")).toBeInViewport();

    // Back to a page without a hash: going back to /#section scrolls to that section instead.
    await page.goto("/");
    await page.getByRole("link", { name: "More Services" }).scrollIntoViewIfNeeded();
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(500);
    await page.getByRole("link", { name: "More Services" }).click();
    await expect(page).toHaveURL(/\/service-page$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before - 80);
  });
});

test.describe("header on desktop", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  const megaMenu = (page: Page) => page.locator("#services-menu");

  test("opens the Services mega-menu on hover and goes to /service-page on a click", async ({ page }) => {
    await page.goto("/about");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(page.getByRole("button", { name: "Open menu" })).toBeHidden();
    await expect(megaMenu(page)).toBeHidden();
    await nav.getByRole("link", { name: "Services", exact: true }).hover();
    await expect(megaMenu(page)).toBeVisible();
    for (const column of ["Basics", "Specialized", "Service Areas"]) await expect(megaMenu(page).getByRole("list", { name: column })).toBeVisible();
    await page.getByRole("heading", { level: 1 }).hover();
    await expect(megaMenu(page)).toBeHidden();

    await nav.getByRole("link", { name: "Services", exact: true }).click();
    await expect(page).toHaveURL(/\/service-page$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Cleaning Services");
  });

  test("keeps the mega-menu inside a narrow desktop window", async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 700 });
    await page.goto("/about");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Services", exact: true }).hover();
    const box = await megaMenu(page).boundingBox();
    expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(800);
    // The pointer travels from the trigger diagonally into the panel's far column without closing it.
    const target = await megaMenu(page).getByRole("link", { name: "Kitchen" }).boundingBox();
    await page.mouse.move((target?.x ?? 0) + 10, (target?.y ?? 0) + 10, { steps: 12 });
    await expect(megaMenu(page)).toBeVisible();
    await page.mouse.click((target?.x ?? 0) + 10, (target?.y ?? 0) + 10);
    await expect(page).toHaveURL(/\/services\/residential-cleaning\/kitchen$/);
  });

  test("follows a mega-menu link", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Services", exact: true }).hover();
    await megaMenu(page).getByRole("link", { name: "Heavy Condition" }).click();
    await expect(page).toHaveURL(/\/services\/heavy-condition-cleaning$/);
    await expect(megaMenu(page)).toBeHidden();
  });

  test("works from the keyboard: the toggle opens it, Tab reaches its links, Escape closes it", async ({ page }) => {
    await page.goto("/about");
    const toggle = page.getByRole("button", { name: "Services menu" });
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(megaMenu(page).getByRole("link", { name: "Residential" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(megaMenu(page)).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test("closes on a click anywhere else", async ({ page }) => {
    await page.goto("/about");
    await page.getByRole("button", { name: "Services menu" }).focus();
    await page.keyboard.press("Enter");
    await expect(megaMenu(page)).toBeVisible();
    await page.mouse.click(5, 700);
    await expect(megaMenu(page)).toBeHidden();
  });

  test("opening the account menu closes the Services menu, and the reverse", async ({ page }) => {
    await signIn(page.request, DEMO.customer);
    await page.goto("/about");
    const account = page.getByRole("button", { name: /Account menu for/ });
    await account.click();
    await expect(page.locator("#user-menu")).toBeVisible();
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Services", exact: true }).hover();
    await expect(megaMenu(page)).toBeVisible();
    await expect(page.locator("#user-menu")).toBeHidden();
    await account.click();
    await expect(page.locator("#user-menu")).toBeVisible();
    await expect(megaMenu(page)).toBeHidden();
  });
});

const SCREEN_WIDTH = 375;

test.describe("header at 375 px", () => {
  test.use({ viewport: { width: SCREEN_WIDTH, height: 740 }, hasTouch: true, isMobile: true });

  test("has a burger menu with tap-to-expand Services and Residential submenus", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    const burger = page.getByRole("button", { name: "Open menu" });
    await burger.tap();
    const mobile = page.getByRole("navigation", { name: "Mobile" });
    await expect(mobile).toBeVisible();
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");

    await mobile.getByRole("button", { name: "Services" }).tap();
    await expect(mobile.getByRole("link", { name: "Brooklyn" })).toBeVisible();
    await expect(mobile.getByRole("link", { name: "Kitchen" })).toBeHidden();
    await mobile.getByRole("button", { name: "Residential" }).tap();
    await mobile.getByRole("link", { name: "Kitchen" }).tap();
    await expect(page).toHaveURL(/\/services\/residential-cleaning\/kitchen$/);
    await expect(mobile).toBeHidden();
  });

  test("closes the burger menu on a tap outside it and on Escape", async ({ page }) => {
    await page.goto("/about");
    await page.getByRole("button", { name: "Open menu" }).tap();
    await expect(page.locator("#mobile-menu")).toBeVisible();
    await page.touchscreen.tap(10, 700);
    await expect(page.locator("#mobile-menu")).toBeHidden();

    await page.getByRole("button", { name: "Open menu" }).tap();
    await page.keyboard.press("Escape");
    await expect(page.locator("#mobile-menu")).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
  });

  test("shows the page without horizontal scrolling", async ({ page }) => {
    for (const path of ["/", "/services/deep-cleaning", "/services/queens-cleaning", "/privacy-policy"]) {
      await page.goto(path);
      // On failure the message names what sticks out, so a rare overflow can be traced.
      // The screen's width, not window.innerWidth: on a phone a too-wide page widens the layout viewport with it.
      const { width, wider } = await page.evaluate((screenWidth) => ({
        width: document.documentElement.scrollWidth,
        wider: Array.from(document.body.querySelectorAll("*"))
          .filter((element) => element.getBoundingClientRect().right > screenWidth + 1)
          // Cards in a sideways scroller stick out by design; their scroller clips them. An
          // absolutely placed box (a card's screen-reader text) is clipped only by scrollers up
          // to its containing block: beyond, it widens the page. Fixed boxes never do.
          .filter((element) => {
            const position = getComputedStyle(element).position;
            if (position === "fixed") return false;
            const containingBlock = position === "absolute" && element instanceof HTMLElement ? element.offsetParent : null;
            let clipsCount = containingBlock === null;
            for (let parent = element.parentElement; parent; parent = parent.parentElement) {
              const style = getComputedStyle(parent);
              if (style.position === "fixed") return false;
              if (parent === containingBlock) clipsCount = true;
              if (clipsCount && style.overflowX !== "visible") return false;
            }
            return true;
          })
          .slice(0, 5)
          .map((element) => `${element.tagName.toLowerCase()}.${String(element.getAttribute("class")).slice(0, 80)} (right ${Math.round(element.getBoundingClientRect().right)})`),
      }), SCREEN_WIDTH);
      expect(width, `${path} is ${width} px wide; beyond the screen: ${wider.join("; ")}`).toBeLessThanOrEqual(SCREEN_WIDTH);
    }
  });
});

test.describe("quick actions", () => {
  test("expands into Book Now, Call and Email from the configuration and collapses on an outside click", async ({ page }) => {
    await page.goto("/about");
    const toggle = page.getByRole("button", { name: "Quick Actions" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    const panel = page.locator(`[id="${await toggle.getAttribute("aria-controls")}"]`);
    await expect(panel).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(panel.getByRole("link", { name: "Book Now" })).toHaveAttribute("href", "/booking");
    const footer = page.getByRole("contentinfo");
    const phone = (await footer.locator('a[href^="tel:"]').textContent())?.trim();
    const email = (await footer.locator('a[href^="mailto:"]').textContent())?.trim();
    await expect(panel.getByRole("link", { name: `Call ${phone}` })).toHaveAttribute("href", (await footer.locator('a[href^="tel:"]').getAttribute("href")) ?? "");
    await expect(panel.getByRole("link", { name: `Email ${email}` })).toHaveAttribute("href", `mailto:${email}`);
    await panel.getByText("Quick Actions").click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await page.getByRole("heading", { level: 1 }).click();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(panel).toBeHidden();
  });
});

test.describe("footer", () => {
  test("has the site links, contacts and social profiles", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    await expect(footer).toContainText("Professional cleaning services for home and office");
    const links = footer.getByRole("navigation", { name: "Footer" }).getByRole("link");
    await expect(links).toHaveText(["Home", "About", "Services", "Book Now", "Gift cards", "Contact", "Privacy Policy", "Terms & Conditions"]);
    for (const network of ["Instagram", "Facebook"]) {
      const link = footer.getByRole("link", { name: new RegExp(`on ${network}`) });
      await expect(link).toHaveAttribute("href", `https://www.${network.toLowerCase()}.com/boroughbrightnyc`);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", /noopener/);
    }
  });
});

test.describe("accessibility (axe)", () => {
  for (const path of ["/", "/services/deep-cleaning", "/services/brooklyn-cleaning", "/service-page", "/about", "/privacy-policy"]) {
    test(`${path} has no violations`, async ({ page }) => {
      await page.goto(path);
      // The home page's offers load on the client: check the settled page.
      await page.waitForLoadState("networkidle");
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
    });
  }

  test("/ has no violations at 375 px with the menu open", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("navigation", { name: "Mobile" }).getByRole("button", { name: "Services" }).click();
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });

  test("/contact has no violations", async ({ page }) => {
    await page.goto("/contact");
    await page.waitForLoadState("networkidle");
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  });
});
