import { StarRating } from "@/components/reviews/StarRating";
import { formatOverallRating } from "@/lib/reviews/view";
import { formatCount } from "@/lib/kernel/format/numbers";
import type { RatingSummary } from "@/lib/reviews/rating-summary";

/** What each promise means here, in one line each (the same claims as docs/product.md and the about page). */
const TRUST_PROMISES = [
  { term: "Insured", text: "our liability insurance covers your home and belongings while we work, and your building gets a certificate of insurance on request." },
  { term: "Background-checked", text: "every cleaner passes a background check before their first visit, and only the cleaner assigned to you sees your door codes." },
  { term: "Satisfaction guarantee", text: "tell us within 24 hours of the visit and we come back to re-clean what was missed, free." },
] as const;

/**
 * The facts that sit beside every call to action of the public pages (issue #24): our
 * customers' rating and count (and Google's when configured), what "insured" and
 * "background-checked" mean for us, the guarantee, and where we are. Server-rendered, no script.
 */
export function TrustFacts({ ratings, address, tone = "light", wide = false, className = "" }: { ratings: RatingSummary; address: string; tone?: "light" | "dark"; wide?: boolean; className?: string }) {
  const muted = tone === "dark" ? "text-brand-50" : "text-slate-700";
  const strong = tone === "dark" ? "text-white" : "text-ink";
  return (
    <div data-trust-facts className={`text-sm ${muted} ${className}`}>
      {ratings.ours ? (
        <p className="flex flex-wrap items-center gap-x-2">
          <StarRating rating={ratings.ours.overallRating} />{" "}
          <span className={`font-semibold ${strong}`}>{formatOverallRating(ratings.ours.overallRating)}</span>{" "}
          <span>
            from {formatCount(ratings.ours.totalReviews)} {ratings.ours.totalReviews === 1 ? "customer rating" : "customer ratings"} after their visit{ratings.ours.samples ? " (demo samples)" : ""}
          </span>
        </p>
      ) : null}
      {ratings.google ? (
        <p className="mt-1">
          <span className={`font-semibold ${strong}`}>{formatOverallRating(ratings.google.overallRating)}</span> on Google from{" "}
          {formatCount(ratings.google.totalReviews)} {ratings.google.totalReviews === 1 ? "review" : "reviews"}
        </p>
      ) : null}
      <ul className={wide ? "mt-3 grid gap-x-6 gap-y-1 md:grid-cols-3" : "mt-2 space-y-1"}>
        {TRUST_PROMISES.map((promise) => (
          <li key={promise.term}>
            <strong className={strong}>{promise.term}:</strong> {promise.text}
          </li>
        ))}
      </ul>
      <address className="mt-2 not-italic">Borough Bright Cleaning, {address}</address>
    </div>
  );
}
