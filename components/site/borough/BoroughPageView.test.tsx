import { render, screen } from "@testing-library/react";
import { enPages } from "@/lib/kernel/i18n/messages/en-pages";
import { contentIn, type BoroughPageContent } from "@/lib/site/content";
import { boroughCrumbs } from "@/lib/site/seo/breadcrumbs";
import { BoroughPageView } from "./BoroughPageView";

/** The page in a language as BoroughPage hands it over: its copy, crumbs and price. */
function renderPage(locale: "en" | "es") {
  const page = contentIn(locale).boroughPages.find((p) => p.slug === "queens-cleaning") as BoroughPageContent;
  render(<BoroughPageView locale={locale} page={page} crumbs={boroughCrumbs(page)} fromPrice="$140" services={[]} trust={() => null} />);
  return page;
}

/** Every English word the component adds (not the page's copy), which a Spanish page must not show. */
const ENGLISH_WORDS = [...Object.values(enPages.borough).flatMap((message) => message.split(/\{\w+\}/).map((part) => part.trim())), "Frequently asked questions"].filter(
  (words) => words.length > 4,
);

describe("BoroughPageView", () => {
  it("says its own words in English exactly as before", () => {
    renderPage("en");
    expect(screen.getByText("Service area: Queens")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Neighborhoods we serve" })).toHaveAttribute("href", "#neighborhoods");
    expect(screen.getByRole("img", { name: "Map of the boroughs we serve, with Queens highlighted" })).toBeInTheDocument();
    expect(screen.getByText((_, element) => element?.tagName === "P" && element.textContent === "Regular cleaning in Queens from $140")).toBeInTheDocument();
    expect(screen.getByRole("list", { name: "Queens ZIP codes" })).toBeInTheDocument();
    for (const name of ["Cleaning in Queens: what we plan for", "Pricing in Queens", "Frequently asked questions"]) {
      expect(screen.getByRole("heading", { level: 2, name })).toBeInTheDocument();
    }
  });

  it("says them in Spanish on the Spanish page, with no English left", () => {
    const page = renderPage("es");
    expect(screen.getByRole("heading", { level: 1, name: page.h1 })).toBeInTheDocument();
    expect(screen.getByText("Zona de servicio: Queens")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Barrios donde trabajamos" })).toHaveAttribute("href", "#neighborhoods");
    expect(screen.getByRole("img", { name: "Mapa de los condados donde trabajamos, con Queens resaltado" })).toBeInTheDocument();
    expect(screen.getByText((_, element) => element?.tagName === "P" && element.textContent === "Limpieza regular en Queens desde $140")).toBeInTheDocument();
    expect(screen.getByRole("list", { name: "Códigos postales (ZIP) de Queens" })).toBeInTheDocument();
    for (const name of ["Limpiar en Queens: lo que tenemos en cuenta", "Precios en Queens", "Preguntas frecuentes"]) {
      expect(screen.getByRole("heading", { level: 2, name })).toBeInTheDocument();
    }
    const text = [document.body.textContent ?? "", ...[...document.querySelectorAll("[aria-label]")].map((element) => element.getAttribute("aria-label"))].join("\n");
    for (const words of ENGLISH_WORDS) expect([words, text.includes(words)]).toEqual([words, false]);
    // Booking has no Spanish twin yet: the Spanish copy's "/es/booking" leads to the English page, never to a missing one.
    for (const link of screen.getAllByRole("link", { name: page.cta.primary.label })) expect(link).toHaveAttribute("href", `/booking?service=${page.priceSlug}`);
  });
});
