import { render, screen } from "@testing-library/react";
import type { RatingSummary } from "@/lib/reviews/rating-summary";
import { TrustFacts } from "./TrustFacts";

const RATINGS: RatingSummary = { ours: { overallRating: 4.8, totalReviews: 1234, samples: true }, google: { overallRating: 4.9, totalReviews: 1 } };
const ADDRESS = "123 Example St, Brooklyn, NY 11201";

const facts = (container: HTMLElement) => container.querySelector("[data-trust-facts]") as HTMLElement;

describe("TrustFacts", () => {
  it("says the facts in English word for word", () => {
    const { container } = render(<TrustFacts ratings={RATINGS} address={ADDRESS} locale="en" />);
    expect(screen.getByRole("img", { name: "Rated 4.8 out of 5" })).toBeInTheDocument();
    expect(screen.getByText("from 1,234 customer ratings after their visit (demo samples)")).toBeInTheDocument();
    expect(facts(container)).toHaveTextContent("4.9 on Google from 1 review");
    expect(facts(container)).toHaveTextContent(
      "Insured: our liability insurance covers your home and belongings while we work, and your building gets a certificate of insurance on request.",
    );
    expect(facts(container)).toHaveTextContent(
      "Background-checked: every cleaner passes a background check before their first visit, and only the cleaner assigned to you sees your door codes.",
    );
    expect(facts(container)).toHaveTextContent("Satisfaction guarantee: tell us within 24 hours of the visit and we come back to re-clean what was missed, free.");
    expect(screen.getByText(`Borough Bright Cleaning, ${ADDRESS}`)).toBeInTheDocument();
  });

  it("counts one customer rating in the singular, without the demo note for real ones", () => {
    render(<TrustFacts ratings={{ ours: { overallRating: 5, totalReviews: 1, samples: false }, google: null }} address={ADDRESS} locale="en" />);
    expect(screen.getByText("from 1 customer rating after their visit")).toBeInTheDocument();
  });

  it("says them in Spanish on a Spanish page, and no English", () => {
    const { container } = render(<TrustFacts ratings={RATINGS} address={ADDRESS} locale="es" />);
    expect(screen.getByRole("img", { name: "Calificación: 4.8 de 5" })).toBeInTheDocument();
    expect(screen.getByText("de 1,234 calificaciones de clientes después de su visita (muestras de demostración)")).toBeInTheDocument();
    expect(facts(container)).toHaveTextContent("4.9 en Google, de 1 reseña");
    expect(facts(container)).toHaveTextContent("Con seguro: nuestro seguro de responsabilidad civil cubre tu casa");
    expect(facts(container)).toHaveTextContent("Antecedentes verificados:");
    expect(facts(container)).toHaveTextContent("Satisfacción garantizada: avísanos dentro de las 24 horas");
    expect(screen.getByText(`Borough Bright Cleaning, ${ADDRESS}`)).toBeInTheDocument();
    for (const english of ["customer rating", "on Google", "Insured", "Background-checked", "Satisfaction guarantee", "demo samples"]) {
      expect(facts(container)).not.toHaveTextContent(english);
    }
  });
});
