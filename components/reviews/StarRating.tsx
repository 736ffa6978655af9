import { STARS_PER_RATING, spokenRating } from "@/lib/reviews/view";

/**
 * Five stars filled up to the rating (a fraction fills part of a star, so 4.8 reads as
 * nearly five). Screen readers hear one label instead of five images. No hooks: it renders in
 * server and client components alike.
 */

const STAR_PATH =
  "M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9L10 1.5z";

function Star({ fill, sizeClass }: { fill: number; sizeClass: string }) {
  return (
    <span className={`relative inline-block ${sizeClass}`} data-testid="star" data-fill={fill}>
      <svg viewBox="0 0 20 20" className={`absolute inset-0 ${sizeClass} text-slate-300`} fill="currentColor" aria-hidden="true">
        <path d={STAR_PATH} />
      </svg>
      {fill > 0 && (
        <span className="absolute inset-y-0 left-0 overflow-hidden" style={{ width: `${Math.round(fill * 100)}%` }}>
          <svg viewBox="0 0 20 20" className={`${sizeClass} max-w-none text-amber-400`} fill="currentColor" aria-hidden="true">
            <path d={STAR_PATH} />
          </svg>
        </span>
      )}
    </span>
  );
}

export function StarRating({ rating, size = "md", className = "" }: { rating: number; size?: "md" | "lg"; className?: string }) {
  const sizeClass = size === "lg" ? "h-6 w-6" : "h-5 w-5";
  const stars = Array.from({ length: STARS_PER_RATING }, (_, index) => {
    // Tenths are enough for the eye, and keep the markup free of long float strings.
    const fraction = Math.round(Math.min(1, Math.max(0, rating - index)) * 10) / 10;
    return <Star key={index} fill={fraction} sizeClass={sizeClass} />;
  });
  return (
    <span role="img" aria-label={`Rated ${spokenRating(rating)} out of ${STARS_PER_RATING}`} className={`inline-flex gap-0.5 ${className}`}>
      {stars}
    </span>
  );
}
