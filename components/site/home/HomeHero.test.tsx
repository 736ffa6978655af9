import { render, screen, within } from "@testing-library/react";
import type { HomePageContent } from "@/lib/site/content";
import { FaqList } from "../FaqList";
import { HomeHero } from "./HomeHero";

/** The hero's texts come from the page's content (already in the page's language); the component adds the rest. */
const HERO: HomePageContent["hero"] = {
  tagline: "Tagline",
  subheading: "Subheading",
  text: ["Text"],
  boroughButtons: [
    { label: "Brooklyn", href: "/services/brooklyn" },
    { label: "Home", href: "/" },
  ],
  bookNow: { label: "Book", href: "/booking" },
};
const FAQS = [{ question: "Q?", answer: "A." }];

describe("HomeHero and FaqList", () => {
  it("say their own words in English as before", () => {
    render(
      <>
        <HomeHero locale="en" hero={HERO} h1="Title" quote={null} />
        <FaqList locale="en" faqs={FAQS} />
      </>,
    );
    const boroughs = screen.getByRole("navigation", { name: "Boroughs we serve" });
    expect(within(boroughs).getByText("Cleaning in your borough")).toBeInTheDocument();
    expect(screen.getByAltText("Freshly cleaned brownstones in Brooklyn with the Manhattan skyline behind them")).toBeInTheDocument();
    expect(within(boroughs).getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    expect(screen.getByRole("heading", { name: "Frequently asked questions" })).toBeInTheDocument();
  });

  it("say them in Spanish, linking to a Spanish page where one exists", () => {
    render(
      <>
        <HomeHero locale="es" hero={HERO} h1="Título" quote={null} />
        <FaqList locale="es" faqs={FAQS} />
      </>,
    );
    const boroughs = screen.getByRole("navigation", { name: "Condados donde limpiamos" });
    expect(within(boroughs).getByText("Limpieza en tu condado")).toBeInTheDocument();
    expect(screen.getByAltText(/^Brownstones recién limpios en Brooklyn/)).toBeInTheDocument();
    expect(within(boroughs).getByRole("link", { name: "Home" })).toHaveAttribute("href", "/es");
    // No Spanish twin yet: the English page, never a missing one.
    expect(within(boroughs).getByRole("link", { name: "Brooklyn" })).toHaveAttribute("href", "/services/brooklyn");
    expect(screen.getByRole("heading", { name: "Preguntas frecuentes" })).toBeInTheDocument();
    expect(screen.queryByText("Cleaning in your borough")).not.toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Frequently asked questions" })).not.toBeInTheDocument();
  });
});
