import { fireEvent, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { LONG_TEXT, review } from "./fixtures";
import { ReviewCard } from "./ReviewCard";
import { filledWidth, starFills } from "./StarRating";

import type { Locale } from "@/lib/kernel/enums/locales";
import { homeWords } from "@/lib/kernel/i18n/home-words";

/** A card as ReviewsBlock renders it on a page in `locale`. */
const card = (props: Parameters<typeof review>[0], locale: Locale = "en") => <ReviewCard review={review(props)} locale={locale} words={homeWords(locale)} />;

/** The stars drawn, and where their gold ends (in the units of a 20-unit star with 2 between). */
function stars(container: HTMLElement): { drawn: number; goldEndsAt: number } {
  const row = container.querySelector("svg path")?.getAttribute("d") ?? "";
  const gold = container.querySelector('[data-testid="stars-filled"]');
  return { drawn: (row.match(/M/g) ?? []).length, goldEndsAt: Number(gold?.getAttribute("width") ?? 0) };
}

describe("ReviewCard", () => {
  it("shows the author, the date in New York and the text", () => {
    render(card({ time: Date.UTC(2026, 2, 4, 2, 0) / 1000 }));
    expect(screen.getByText("Jane Doe")).toBeInTheDocument();
    // 02:00 UTC on March 4 is the evening of March 3 in New York.
    expect(screen.getByText("March 3, 2026")).toHaveAttribute("datetime", "2026-03-04T02:00:00.000Z");
    expect(screen.getByText("Spotless.")).toBeInTheDocument();
  });

  it("fills as many of the five stars as the rating, with a spoken label", () => {
    const { container } = render(card({ rating: 4 }));
    // Four whole stars: the gold ends at the right edge of the fourth (3 × 22 + 20).
    expect(stars(container)).toEqual({ drawn: 5, goldEndsAt: 86 });
    expect(screen.getByRole("img", { name: "Rated 4 out of 5" })).toBeInTheDocument();
  });

  it("has no toggle for text of 100 characters or fewer", () => {
    render(card({ text: "a".repeat(100) }));
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
    expect(screen.getByText("a".repeat(100))).not.toHaveClass("line-clamp-3");
  });

  it("clamps longer text to three lines and toggles between See more and Show less", () => {
    render(card({ text: LONG_TEXT }));
    const text = screen.getByText(LONG_TEXT);
    const toggle = screen.getByRole("button", { name: "See more" });
    expect(text).toHaveClass("line-clamp-3");
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(toggle).toHaveAttribute("aria-controls", text.id);

    fireEvent.click(toggle);
    expect(screen.getByRole("button", { name: "Show less" })).toHaveAttribute("aria-expanded", "true");
    expect(text).not.toHaveClass("line-clamp-3");

    fireEvent.click(screen.getByRole("button", { name: "Show less" }));
    expect(screen.getByRole("button", { name: "See more" })).toHaveAttribute("aria-expanded", "false");
    expect(text).toHaveClass("line-clamp-3");
  });

  it("puts the whole text in the server-rendered HTML even while collapsed", () => {
    const html = renderToString(card({ text: LONG_TEXT }));
    expect(html).toContain(LONG_TEXT);
    expect(html).toContain("line-clamp-3");
  });

  it("shows the photo lazily and without a referrer, or the initials when there is none", () => {
    const { rerender } = render(card({ profilePhotoUrl: "https://lh3.googleusercontent.com/a/jane" }));
    const photo = screen.getByRole("img", { name: "Photo of Jane Doe" });
    expect(photo).toHaveAttribute("src", "https://lh3.googleusercontent.com/a/jane");
    expect(photo).toHaveAttribute("loading", "lazy");
    expect(photo).toHaveAttribute("referrerpolicy", "no-referrer");
    expect(photo).toHaveAttribute("width", "48");

    fireEvent.error(photo);
    expect(screen.queryByRole("img", { name: "Photo of Jane Doe" })).not.toBeInTheDocument();
    expect(screen.getByText("JD")).toBeInTheDocument();

    rerender(card({ authorName: "Sam Lee", profilePhotoUrl: null }));
    expect(screen.getByText("SL")).toBeInTheDocument();
  });
});

describe("ReviewCard on a Spanish page", () => {
  it("prints the date in Spanish, says the stars in Spanish and keeps the review as written", () => {
    render(card({ rating: 4, time: Date.UTC(2026, 2, 4, 2, 0) / 1000 }, "es"));
    expect(screen.getByText("3 de marzo de 2026")).toHaveAttribute("datetime", "2026-03-04T02:00:00.000Z");
    expect(screen.getByRole("img", { name: "Calificación: 4 de 5" })).toBeInTheDocument();
    expect(screen.getByText("Spotless.")).toBeInTheDocument();
    expect(screen.queryByText("March 3, 2026")).not.toBeInTheDocument();
  });

  it("toggles between Ver más and Ver menos", () => {
    render(card({ text: LONG_TEXT }, "es"));
    fireEvent.click(screen.getByRole("button", { name: "Ver más" }));
    expect(screen.getByRole("button", { name: "Ver menos" })).toHaveAttribute("aria-expanded", "true");
    expect(screen.queryByRole("button", { name: /See more|Show less/ })).not.toBeInTheDocument();
  });
});

describe("star fills", () => {
  it.each([
    [0, [0, 0, 0, 0, 0], 0],
    [1, [1, 0, 0, 0, 0], 20],
    [3.46, [1, 1, 1, 0.5, 0], 76],
    [4.8, [1, 1, 1, 1, 0.8], 104],
    [5, [1, 1, 1, 1, 1], 108],
    [7, [1, 1, 1, 1, 1], 108],
  ])("a rating of %d fills %j, gold up to %d", (rating, fills, width) => {
    expect(starFills(rating)).toEqual(fills);
    expect(filledWidth(rating)).toBe(width);
  });

  it("draws no gold for a rating of 0", () => {
    const { container } = render(card({ rating: 0 }, "es"));
    expect(stars(container)).toEqual({ drawn: 5, goldEndsAt: 0 });
  });
});
