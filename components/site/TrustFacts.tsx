import { StarRating } from "@/components/reviews/StarRating";
import { formatOverallRating } from "@/lib/reviews/view";
import { formatCount } from "@/lib/kernel/format/numbers";
import type { RatingSummary } from "@/lib/reviews/rating-summary";
import type { Locale } from "@/lib/kernel/enums/locales";
import { homeWords } from "@/lib/kernel/i18n/home-words";
import { countWords } from "@/lib/kernel/i18n/fill-words";
import { fillWords } from "@/lib/kernel/i18n/fill-words";

/**
 * The promises, in this order, each with what it means here in one line (the same claims as
 * docs/product.md and the about page; their words are in lib/kernel/i18n/messages/en-home.ts).
 */
const TRUST_PROMISES = ["insured", "backgroundChecked", "guarantee"] as const;

/**
 * The facts that sit beside every call to action of the public pages (issue #24): our
 * customers' rating and count (and Google's when configured), what "insured" and
 * "background-checked" mean for us, the guarantee, and where we are. Server-rendered, no script.
 */
export function TrustFacts({
  ratings,
  address,
  locale,
  tone = "light",
  wide = false,
  className = "",
}: {
  ratings: RatingSummary;
  address: string;
  locale: Locale;
  tone?: "light" | "dark";
  wide?: boolean;
  className?: string;
}) {
  const words = homeWords(locale).trust;
  const muted = tone === "dark" ? "text-brand-50" : "text-slate-700";
  const strong = tone === "dark" ? "text-white" : "text-ink";
  return (
    <div data-trust-facts className={`text-sm ${muted} ${className}`}>
      {ratings.ours ? (
        <p className="flex flex-wrap items-center gap-x-2">
          <StarRating rating={ratings.ours.overallRating} words={homeWords(locale).stars} />{" "}
          <span className={`font-semibold ${strong}`}>{formatOverallRating(ratings.ours.overallRating)}</span>{" "}
          <span>
            {fillWords(countWords(words.ours, ratings.ours.totalReviews), { count: formatCount(ratings.ours.totalReviews, locale) })}
            {ratings.ours.samples ? words.samples : ""}
          </span>
        </p>
      ) : null}
      {ratings.google ? (
        <p className="mt-1">
          <span className={`font-semibold ${strong}`}>{formatOverallRating(ratings.google.overallRating)}</span>{" "}
          {fillWords(countWords(words.google, ratings.google.totalReviews), { count: formatCount(ratings.google.totalReviews, locale) })}
        </p>
      ) : null}
      <ul className={wide ? "mt-3 grid gap-x-6 gap-y-1 md:grid-cols-3" : "mt-2 space-y-1"}>
        {TRUST_PROMISES.map((key) => (
          <li key={key}>
            <strong className={strong}>{words[key].term}:</strong> {words[key].text}
          </li>
        ))}
      </ul>
      <address className="mt-2 not-italic">{fillWords(words.address, { address })}</address>
    </div>
  );
}
