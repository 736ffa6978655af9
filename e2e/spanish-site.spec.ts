/**
 * The site in Spanish (issue #30; docs/product.md, "Languages"): /es is its own document in
 * Spanish, pairs with its English twin for search engines, switches language on the same page,
 * answers a missing Spanish page in Spanish, and keeps the route table's guards.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { sitePagesWords } from "../lib/kernel/i18n/site-pages-words";
import { SPANISH_PAGES } from "../lib/kernel/i18n/spanish-pages";
import { contentIn } from "../lib/site/content";
import { DEMO, signIn } from "./support/accounts";
import { untilHydrated } from "./support/hydration";

const spanishContent = contentIn("es");
const spanishHome = spanishContent.homePage;
/** A placeholder of the copy (lib/site/content/placeholders.ts) the page forgot to fill, anywhere in its HTML or data. */
const UNFILLED = /\{(fromPrice|phone|email|price:[a-z-]+|extra:[a-z-]+)\}/;
const spanishServicePages = [...spanishContent.servicePages, ...spanishContent.boroughPages];

/** A text as React writes it into the HTML. */
const inHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");

test.describe("the Spanish home page", () => {
  test("is a Spanish document with its own title and h1, its canonical address and its English twin named", async ({ request }) => {
    const response = await request.get("/es");
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<html lang="es"/);
    expect(html, "a placeholder left unfilled").not.toMatch(UNFILLED);
    expect(html).toContain(`<title>${spanishHome.title}</title>`);
    expect(html).toContain(spanishHome.h1);
    expect(html).toMatch(/<link rel="canonical" href="[^"]*\/es"\/>/);
    for (const [tag, path] of [["en-US", "/"], ["es-US", "/es"], ["x-default", "/"]] as const) {
      expect(html, tag).toMatch(new RegExp(`<link rel="alternate" hrefLang="${tag}" href="https?://[^"/]+${path === "/" ? "/?" : path}"/>`));
    }
    expect(html).toContain('"inLanguage":"es-US"');
    expect(html).toContain('<meta property="og:locale" content="es_US"/>');
  });

  test("names its Spanish twin from the English home page, and nothing from a page that has none yet", async ({ request }) => {
    const home = await (await request.get("/")).text();
    expect(home).toMatch(/<html lang="en"/);
    expect(home).toMatch(/<link rel="alternate" hrefLang="es-US" href="https?:\/\/[^"/]+\/es"\/>/);
    const welcome = await (await request.get("/welcome-friend")).text();
    expect(welcome).not.toContain("hrefLang=");
  });

  test("speaks Spanish in its frame: the header, the menus, the footer and the widgets", async ({ page }) => {
    await page.goto("/es");
    const header = page.getByRole("banner");
    await expect(header.getByRole("navigation", { name: "Principal" }).getByRole("link", { name: "Inicio" })).toHaveAttribute("href", "/es");
    await expect(header.getByRole("link", { name: "Entrar" })).toBeVisible();
    const footer = page.getByRole("contentinfo");
    await expect(footer).toContainText("Todos los días, con llegadas de 8 a.m. a 5 p.m.");
    await expect(footer.getByRole("navigation", { name: "Pie de página" }).getByRole("link", { name: "Política de privacidad" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(spanishHome.h1);
    await expect(page.getByRole("button", { name: "Acciones rápidas" })).toBeVisible();
  });

  test("keeps the visitor on the same page when the language changes, from the header and the footer", async ({ page }) => {
    await page.goto("/");
    const toSpanish = page.getByRole("banner").getByRole("link", { name: "Español" });
    await expect(toSpanish).toHaveAttribute("lang", "es");
    await toSpanish.click();
    await expect(page).toHaveURL(/\/es$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await page.getByRole("contentinfo").getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL(/:\d+\/$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await page.goto("/welcome-friend");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("link", { name: "Español" })).toHaveCount(0);
  });

  test("on a phone, the menu opens, reads in Spanish and offers the English page", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/es");
    const burger = page.getByRole("button", { name: "Abrir el menú" });
    await untilHydrated(burger);
    await burger.click();
    const menu = page.getByRole("navigation", { name: "Menú móvil" });
    await menu.getByRole("button", { name: "Servicios" }).click();
    await expect(menu.getByText("Zonas de servicio")).toBeVisible();
    await expect(page.getByRole("button", { name: "Cerrar el menú" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "English" })).toHaveAttribute("href", "/");
  });

  test("passes axe", async ({ page }) => {
    await page.goto("/es");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  });
});

test.describe("the Spanish about, services, legal and contact pages", () => {
  const words = sitePagesWords("es").contact;
  const pages = [
    { path: "/about", title: spanishContent.aboutPage.title, h1: spanishContent.aboutPage.h1 },
    { path: "/service-page", title: spanishContent.servicesOverviewPage.title, h1: spanishContent.servicesOverviewPage.h1 },
    { path: "/privacy-policy", title: spanishContent.privacyPolicyPage.title, h1: spanishContent.privacyPolicyPage.h1 },
    { path: "/terms-and-conditions", title: spanishContent.termsPage.title, h1: spanishContent.termsPage.h1 },
    { path: "/contact", title: words.title, h1: words.h1 },
  ];

  test("are Spanish documents with their own title and h1, each paired with its English twin", async ({ request }) => {
    for (const { path, title, h1 } of pages) {
      const response = await request.get(`/es${path}`);
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      expect(html, path).toMatch(/<html lang="es"/);
      expect(html, `${path}: a placeholder left unfilled`).not.toMatch(UNFILLED);
      expect(html, path).toContain(`<title>${inHtml(title)}</title>`);
      expect(html, path).toMatch(/<h1[\s>]/);
      expect(html, path).toContain(inHtml(h1));
      expect(html, path).toMatch(new RegExp(`<link rel="alternate" hrefLang="en-US" href="https?://[^"/]+${path}"/>`));
      expect(html, path).toMatch(new RegExp(`<link rel="alternate" hrefLang="es-US" href="https?://[^"/]+/es${path}"/>`));
      const english = await (await request.get(path)).text();
      expect(english, path).toMatch(/<html lang="en"/);
      expect(english, path).toMatch(new RegExp(`<link rel="alternate" hrefLang="es-US" href="https?://[^"/]+/es${path}"/>`));
    }
  });
});

test.describe("Spanish addresses", () => {
  test("a Spanish address no page answers is a 404 in Spanish, inside the Spanish frame", async ({ page }) => {
    const response = await page.goto("/es/no-existe");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("No encontramos esa página");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("link", { name: "Inicio" }).first()).toHaveAttribute("href", "/es");
  });

  test("the sitemap lists both homes, each naming the other", async ({ request }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).toMatch(/<loc>https?:\/\/[^<]+\/es<\/loc>/);
    expect(sitemap).toMatch(/<xhtml:link rel="alternate" hreflang="es-US" href="https?:\/\/[^"]+\/es"/);
    expect(sitemap).toMatch(/<xhtml:link rel="alternate" hreflang="x-default" href="https?:\/\/[^"]+\/"/);
  });

  test("the guards hold for /es: a visitor goes to sign in with the Spanish page to return to", async ({ request }) => {
    const answer = await request.get("/es/profile", { maxRedirects: 0 });
    expect(answer.status()).toBe(307);
    expect(answer.headers().location).toMatch(/\/login\?returnUrl=%2Fes%2Fprofile$/);
  });

  test("the guards hold for /es: a signed-in customer is sent from the Spanish login to the Spanish home", async ({ request }) => {
    await signIn(request, DEMO.customer);
    const answer = await request.get("/es/login", { maxRedirects: 0 });
    expect(answer.status()).toBe(307);
    expect(new URL(answer.headers().location ?? "", "http://site.test").pathname).toBe("/es");
  });
});

test.describe("the Spanish service and borough pages", () => {
  test("each is a Spanish document with its title and h1 from its copy, paired with its English twin", async ({ request }) => {
    expect(spanishServicePages).toHaveLength(14);
    for (const page of spanishServicePages) {
      const response = await request.get(page.path);
      expect(response.status(), page.path).toBe(200);
      const html = await response.text();
      expect(html, page.path).toMatch(/<html lang="es"/);
      expect(html, `${page.path}: a placeholder left unfilled`).not.toMatch(UNFILLED);
      expect(html, page.path).toContain(`<title>${inHtml(page.title)}</title>`);
      expect(html, page.path).toMatch(new RegExp(`<h1[^>]*>${inHtml(page.h1).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}</h1>`));
      const english = page.path.replace(/^\/es/, "");
      for (const [tag, path] of [["en-US", english], ["es-US", page.path]] as const) {
        expect(html, `${page.path} ${tag}`).toMatch(new RegExp(`<link rel="alternate" hrefLang="${tag}" href="https?://[^"/]+${path}"/>`));
      }
    }
  });
});

/**
 * English words that, in running text, give English copy away; Spanish shares none of them. A
 * text counts as copy unless it sits in an element marked as another language (the "English"
 * switch, offers the office wrote) or as a customer's own words (reviews, `data-as-written`).
 */
const ENGLISH_WORDS = /\b(the|and|your|with|you|our|for|we|from|this|that|are|is|book|more|cleaning)\b/i;
/** The names and SPEC's quoted English texts a Spanish page may show as they are. */
const KEPT_AS_WRITTEN = ["Borough Bright Cleaning", "We Clean - You Relax"];
/** Public pages whose Spanish twins are not built yet (docs/product.md, "Languages"): links to them lead to the English page. */
const NOT_YET_IN_SPANISH = ["/booking", "/gift-cards", "/login"];

test.describe("a crawler walking the Spanish site from /es", () => {
  test("finds no English copy and no link that drops the language, but the switch and the pages not yet in Spanish", async ({ page }) => {
    test.setTimeout(180_000);
    const seen = new Set(["/es"]);
    const queue = ["/es"];
    const english: string[] = [];
    const dropped = new Set<string>();
    while (queue.length > 0) {
      const path = queue.shift() ?? "/es";
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      // The account area is drawn once the session is known; its links count too.
      await expect(page.getByRole("banner").getByRole("link", { name: "Entrar" })).toBeVisible();
      const found = await page.evaluate(() => {
        const texts: string[] = [];
        const walk = (node: Node): void => {
          if (node.nodeType === Node.TEXT_NODE) {
            const text = node.textContent?.trim();
            if (text) texts.push(text);
            return;
          }
          if (!(node instanceof Element) || ["SCRIPT", "STYLE", "NOSCRIPT"].includes(node.tagName)) return;
          const lang = node.getAttribute("lang");
          if ((lang && lang !== "es") || node.hasAttribute("data-as-written")) return;
          for (const attribute of ["aria-label", "alt", "title", "placeholder"]) {
            const value = node.getAttribute(attribute);
            if (value) texts.push(value);
          }
          node.childNodes.forEach(walk);
        };
        walk(document.body);
        const links = [...document.querySelectorAll("a[href]")].filter((link) => !link.hasAttribute("hreflang")).map((link) => link.getAttribute("href") ?? "");
        return { texts, links };
      });
      for (const text of found.texts) {
        const rest = KEPT_AS_WRITTEN.reduce((left, kept) => left.replaceAll(kept, ""), text);
        if (ENGLISH_WORDS.test(rest)) english.push(`${path}: ${text}`);
      }
      for (const href of found.links.filter((link) => link.startsWith("/") && !link.startsWith("//"))) {
        const target = href.split(/[?#]/, 1)[0] ?? href;
        if (target === "/es" || target.startsWith("/es/")) {
          if (!seen.has(target)) {
            seen.add(target);
            queue.push(target);
          }
        } else dropped.add(target);
      }
    }
    expect(english).toEqual([]);
    expect([...dropped].sort()).toEqual([...NOT_YET_IN_SPANISH].sort());
    // Every Spanish page is reached from /es by following links.
    expect(seen.size).toBe(SPANISH_PAGES.size);
  });
});
