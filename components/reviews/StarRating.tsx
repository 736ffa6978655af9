import type { HomeWords } from "@/lib/kernel/i18n/home-words";
import { fillWords } from "@/lib/kernel/i18n/fill-words";
import { STARS_PER_RATING, spokenRating } from "@/lib/reviews/view";

/**
 * Five stars filled up to the rating (a fraction fills part of a star, so 4.8 reads as
 * nearly five). Screen readers hear one label instead of five images. No hooks: it renders in
 * server and client components alike.
 *
 * One small SVG per rating: the five grey stars are one path, the gold ones the same path seen
 * through a nested SVG as wide as the filled part (a nested SVG clips what it holds, so no ids are
 * needed). Drawn star by star, a rating was about 2 KB of markup, written again in the page's
 * data; a page with a few reviews carried 20 KB of stars (docs/operations.md, "Page weight").
 */

/** A star's box and the room between two, in the units of the viewBox (a star is 20 units tall). */
const STAR = 20;
const GAP = 2;
const STEP = STAR + GAP;
const WIDTH = STARS_PER_RATING * STEP - GAP;

/** One star drawn from its top point with relative moves, so the same steps draw it anywhere. */
const STAR_FROM_TOP = "l2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z";
const ROW_OF_STARS = Array.from({ length: STARS_PER_RATING }, (_, index) => `M${index * STEP + 10} 1.5${STAR_FROM_TOP}`).join("");

/** How much of each star is filled, in tenths: enough for the eye, and short in the markup. */
export function starFills(rating: number): number[] {
  return Array.from({ length: STARS_PER_RATING }, (_, index) => Math.round(Math.min(1, Math.max(0, rating - index)) * 10) / 10);
}

/** Where the gold ends, in viewBox units: at the last star with any fill, as far into it as it is filled. */
export function filledWidth(rating: number): number {
  return starFills(rating).reduce((end, fill, index) => (fill > 0 ? index * STEP + fill * STAR : end), 0);
}

export function StarRating({ rating, words, size = "md", className = "" }: { rating: number; words: HomeWords["stars"]; size?: "md" | "lg"; className?: string }) {
  // The row is 108 units wide for 20 tall: 5.4 times the height.
  const sizeClass = size === "lg" ? "h-6 w-[8.1rem]" : "h-5 w-[6.75rem]";
  const gold = filledWidth(rating);
  return (
    <span role="img" aria-label={fillWords(words.rated, { rating: spokenRating(rating), max: STARS_PER_RATING })} className={`inline-flex ${className}`}>
      <svg viewBox={`0 0 ${WIDTH} ${STAR}`} className={`${sizeClass} text-slate-300`} fill="currentColor" aria-hidden="true" data-rating={rating}>
        <path d={ROW_OF_STARS} />
        {gold > 0 ? (
          <svg width={gold} height={STAR} viewBox={`0 0 ${gold} ${STAR}`} className="text-amber-400" data-testid="stars-filled">
            <path d={ROW_OF_STARS} />
          </svg>
        ) : null}
      </svg>
    </span>
  );
}
