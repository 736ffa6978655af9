import { DEFAULT_LOCALE, type Locale } from "@/lib/kernel/enums/locales";
import { formatInNewYork } from "@/lib/kernel/format/date-time";
import { REVIEW_TEXT_TOGGLE_THRESHOLD } from "./constants";

/**
 * Display helpers shared by the server-rendered block and the client-side cards. The time zone
 * is fixed, so the server's HTML and the browser's hydration print the same date.
 */

/** "March 3, 2026" ("3 de marzo de 2026" in Spanish) for a review time given in seconds. */
export function formatReviewDate(timeSeconds: number, locale: Locale = DEFAULT_LOCALE): string {
  return formatInNewYork(new Date(timeSeconds * 1000), "longDate", locale);
}

/** The instant as ISO 8601, for a <time dateTime> attribute. */
export function reviewDateTimeAttribute(timeSeconds: number): string {
  return new Date(timeSeconds * 1000).toISOString();
}

/** One decimal, as the overall rating is shown: 4.8, 5.0. */
export function formatOverallRating(rating: number): string {
  return rating.toFixed(1);
}

/** The rating as spoken: "4.8", "5" (no trailing ".0" in a sentence). */
export function spokenRating(rating: number): string {
  return String(Math.round(rating * 10) / 10);
}

/** Whether the text is long enough to get the See more toggle (counted in characters, not UTF-16 units). */
export function isLongReviewText(text: string): boolean {
  return Array.from(text).length > REVIEW_TEXT_TOGGLE_THRESHOLD;
}

/** Up to two initials for a review without a photo: "Jane Doe" → "JD". */
export function authorInitials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (!first) return "?";
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const letter = (word: string | undefined) => (word ? (Array.from(word)[0] ?? "") : "");
  return (letter(first) + letter(last)).toUpperCase();
}
