import { render, screen, within } from "@testing-library/react";
import { review } from "./fixtures";
import { ReviewsBlock } from "./ReviewsBlock";

describe("ReviewsBlock", () => {
  it("shows the overall rating with one decimal, its stars, the count and every review", () => {
    render(<ReviewsBlock reviews={[review(), review({ authorName: "Sam Lee", rating: 4 })]} summary={{ overallRating: 4.8, totalReviews: 127 }} />);
    const section = screen.getByRole("region", { name: "What Our Clients Say" });
    expect(within(section).getByText("4.8")).toBeInTheDocument();
    expect(within(section).getByText("Based on 127 reviews")).toBeInTheDocument();
    const overall = within(section).getByRole("img", { name: "Rated 4.8 out of 5" });
    const fills = Array.from(overall.querySelectorAll('[data-testid="star"]')).map((star) => star.getAttribute("data-fill"));
    expect(fills).toEqual(["1", "1", "1", "1", "0.8"]);
    expect(within(section).getAllByRole("article")).toHaveLength(2);
    expect(within(section).getByText("Sam Lee")).toBeInTheDocument();
  });

  it("shows a whole rating as 5.0", () => {
    render(<ReviewsBlock reviews={[review()]} summary={{ overallRating: 5, totalReviews: 1 }} />);
    expect(screen.getByText("5.0")).toBeInTheDocument();
    expect(screen.getByText("Based on 1 review")).toBeInTheDocument();
  });

  it("renders nothing without reviews", () => {
    const { container } = render(<ReviewsBlock reviews={[]} summary={{ overallRating: 0, totalReviews: 0 }} />);
    expect(container).toBeEmptyDOMElement();
  });
});
