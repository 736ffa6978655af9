import { render, screen, within } from "@testing-library/react";
import { enPages } from "@/lib/kernel/i18n/messages/en-pages";
import { hasSpanishTwin, splitLocale } from "@/lib/kernel/i18n/paths";
import { contentIn, type ServicePageContent } from "@/lib/site/content";
import { serviceCrumbs } from "@/lib/site/seo/breadcrumbs";
import { ServicePageView } from "./ServicePageView";

/** The page in a language as ServicePage hands it over: its copy, crumbs and prices (a real price table is the page's, not the view's). */
function renderPage(locale: "en" | "es", slug = "deep-cleaning") {
  const page = contentIn(locale).servicePages.find((p) => p.slug === slug) as ServicePageContent;
  render(
    <ServicePageView
      locale={locale}
      page={page}
      crumbs={serviceCrumbs(page)}
      fromPrice="$225"
      priceNote={locale === "en" ? "for a studio or 1 bedroom, 1 bathroom" : "por un estudio o 1 habitación y 1 baño"}
      related={[{ slug: "office-cleaning", name: "Office", summary: "Summary", href: locale === "en" ? "/services/office-cleaning" : "/es/services/office-cleaning" }]}
      quickQuote={null}
      trust={() => null}
    />,
  );
  return page;
}

/** Every English word the components add (not the page's copy), which a Spanish page must not show. */
const ENGLISH_WORDS = [
  ...Object.values(enPages.service).map((message) => message.split("{")[0]?.trim() ?? ""),
  "Frequently asked questions",
].filter((words) => words.length > 3);

describe("ServicePageView", () => {
  it("says its own words in English exactly as before", () => {
    const page = renderPage("en");
    for (const name of ["What's included", "Who it's for", "How the price works", "How the visit goes", "Related services", "Frequently asked questions"]) {
      expect(screen.getByRole("heading", { level: 2, name })).toBeInTheDocument();
    }
    const facts = screen.getByRole("complementary", { name: "At a glance" });
    expect(within(facts).getByText("Starting price")).toBeInTheDocument();
    expect(within(facts).getAllByText("From $225")).toHaveLength(1);
    expect(within(facts).getByText("7 days a week, from tomorrow")).toBeInTheDocument();
    expect(within(facts).getByText("Manhattan, Brooklyn and Queens")).toBeInTheDocument();
    expect(within(facts).getByText("Background-checked and insured")).toBeInTheDocument();
    expect(screen.getByText("for a studio or 1 bedroom, 1 bathroom, before extras and tax")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Get your instant quote" })).toHaveAttribute("href", page.cta.primary.href);
    expect(screen.getByText(`${page.name} is available in all three boroughs we serve:`)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Cleaning in Brooklyn" })).toHaveAttribute("href", "/services/brooklyn-cleaning");
  });

  it("says them in Spanish on the Spanish page, with no English left, and links to Spanish pages", () => {
    const page = renderPage("es");
    for (const name of ["Qué incluye", "Para quién es", "Cómo funciona el precio", "Cómo es la visita", "Servicios relacionados"]) {
      expect(screen.getByRole("heading", { level: 2, name })).toBeInTheDocument();
    }
    expect(screen.getByRole("heading", { level: 1, name: page.h1 })).toBeInTheDocument();
    const facts = screen.getByRole("complementary", { name: "De un vistazo" });
    expect(within(facts).getByText("Desde $225")).toBeInTheDocument();
    expect(screen.getByText("por un estudio o 1 habitación y 1 baño, antes de extras e impuestos")).toBeInTheDocument();
    expect(screen.getByText(`${page.name} está disponible en los tres condados donde trabajamos:`)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Limpieza en Brooklyn" })).toHaveAttribute("href", "/es/services/brooklyn-cleaning");
    const text = document.body.textContent ?? "";
    for (const words of ENGLISH_WORDS) expect([words, text.includes(words)]).toEqual([words, false]);
    // A link of the Spanish copy leads to the Spanish page where there is one, else to the English page, never to a missing one.
    for (const link of screen.getAllByRole("link")) {
      const href = link.getAttribute("href") ?? "";
      if (href.startsWith("/es")) expect([href, hasSpanishTwin(splitLocale(href.split(/[?#]/, 1)[0] ?? href).path)]).toEqual([href, true]);
    }
  });
});
