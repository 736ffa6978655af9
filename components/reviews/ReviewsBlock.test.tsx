import { render, screen, within } from "@testing-library/react";
import { review } from "./fixtures";
import { ReviewsBlock } from "./ReviewsBlock";

let mockPathname = "/";
jest.mock("next/navigation", () => ({ usePathname: () => mockPathname }));

describe("ReviewsBlock", () => {
  it("shows the overall rating with one decimal, its stars, the count and every review", () => {
    render(<ReviewsBlock locale="en" reviews={[review(), review({ authorName: "Sam Lee", rating: 4 })]} summary={{ overallRating: 4.8, totalReviews: 127 }} />);
    const section = screen.getByRole("region", { name: "What Our Clients Say" });
    expect(within(section).getByText("4.8")).toBeInTheDocument();
    expect(within(section).getByText("Based on 127 reviews")).toBeInTheDocument();
    const overall = within(section).getByRole("img", { name: "Rated 4.8 out of 5" });
    // Four whole stars and eight tenths of the fifth: 4 × 22 + 0.8 × 20.
    expect(overall.querySelector('[data-testid="stars-filled"]')).toHaveAttribute("width", "104");
    expect(within(section).getAllByRole("article")).toHaveLength(2);
    expect(within(section).getByText("Sam Lee")).toBeInTheDocument();
  });

  it("shows a whole rating as 5.0", () => {
    render(<ReviewsBlock locale="en" reviews={[review()]} summary={{ overallRating: 5, totalReviews: 1 }} />);
    expect(screen.getByText("5.0")).toBeInTheDocument();
    expect(screen.getByText("Based on 1 review")).toBeInTheDocument();
  });

  it("counts thousands with a comma, as SPEC section 9's label reads", () => {
    render(<ReviewsBlock locale="en" reviews={[]} summary={{ overallRating: 4.8, totalReviews: 1234 }} />);
    expect(screen.getByText("Based on 1,234 reviews")).toBeInTheDocument();
  });

  it("renders nothing without reviews", () => {
    const { container } = render(<ReviewsBlock locale="en" reviews={[]} summary={{ overallRating: 0, totalReviews: 0 }} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("credits Google for Google's reviews, and our customers' poll for our own ratings", () => {
    const { rerender } = render(<ReviewsBlock locale="en" reviews={[review()]} summary={{ overallRating: 4.8, totalReviews: 127 }} />);
    expect(screen.getByText("Reviews from Google")).toBeInTheDocument();
    rerender(<ReviewsBlock locale="en" reviews={[review()]} summary={{ overallRating: 4.7, totalReviews: 23 }} origin="customers" />);
    expect(screen.queryByText("Reviews from Google")).not.toBeInTheDocument();
    expect(screen.getByText(/Ratings from our customers' after-visit poll/)).toBeInTheDocument();
    expect(screen.getByText("Based on 23 reviews")).toBeInTheDocument();
  });

  it("says so plainly when the ratings are the demo data's samples", () => {
    render(<ReviewsBlock locale="en" reviews={[review()]} summary={{ overallRating: 4.7, totalReviews: 6 }} origin="samples" />);
    expect(screen.getByText(/Sample ratings from the demo data/)).toBeInTheDocument();
  });

  it("shows the average and count of published ratings even when none has a comment", () => {
    render(<ReviewsBlock locale="en" reviews={[]} summary={{ overallRating: 4.5, totalReviews: 2 }} origin="customers" />);
    const section = screen.getByRole("region", { name: "What Our Clients Say" });
    expect(within(section).getByText("4.5")).toBeInTheDocument();
    expect(within(section).getByText("Based on 2 reviews")).toBeInTheDocument();
    expect(within(section).queryAllByRole("article")).toHaveLength(0);
  });

  it("speaks Spanish on a Spanish page: heading, count, stars, list and origin, and no English", () => {
    mockPathname = "/es";
    try {
      render(<ReviewsBlock locale="es" reviews={[review()]} summary={{ overallRating: 4.8, totalReviews: 1234 }} origin="customers" />);
      const section = screen.getByRole("region", { name: "Lo que dicen nuestros clientes" });
      expect(within(section).getByText("Basado en 1,234 reseñas")).toBeInTheDocument();
      expect(within(section).getByRole("img", { name: "Calificación: 4.8 de 5" })).toBeInTheDocument();
      expect(within(section).getByRole("list", { name: "Reseñas" })).toBeInTheDocument();
      expect(within(section).getByText(/^Calificaciones de la encuesta que nuestros clientes responden/)).toBeInTheDocument();
      expect(within(section).getByText("3 de marzo de 2026")).toBeInTheDocument();
      for (const english of ["What Our Clients Say", "Based on", "Ratings from our customers", "Rated "]) {
        expect(section).not.toHaveTextContent(english);
      }
    } finally {
      mockPathname = "/";
    }
  });

  it("says one review in the singular in Spanish, and credits Google", () => {
    render(<ReviewsBlock locale="es" reviews={[]} summary={{ overallRating: 5, totalReviews: 1 }} />);
    expect(screen.getByText("Basado en 1 reseña")).toBeInTheDocument();
    expect(screen.getByText("Reseñas de Google")).toBeInTheDocument();
  });
});
