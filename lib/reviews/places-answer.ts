import { z } from "zod";
import type { ReviewsPayload, SourceReview } from "./types";

/**
 * Parses a Google Places Details answer (legacy API) into the reviews source payload. Google
 * is an outside party: fields it may omit get defaults, a review that cannot be shown is
 * dropped on its own instead of failing the whole list, and ratings are kept in range.
 */

const clamp = (min: number, max: number) => (value: number) => Math.min(max, Math.max(min, value));

/** Only web addresses reach an <img src>; anything else counts as "no photo". */
const photoUrl = z
  .string()
  .transform((value) => {
    try {
      const url = new URL(value);
      return url.protocol === "https:" || url.protocol === "http:" ? url.href : "";
    } catch {
      return "";
    }
  })
  .optional()
  .catch(undefined)
  .transform((value) => value ?? "");

const sourceReviewSchema = z.object({
  author_name: z
    .string()
    .trim()
    .min(1)
    .optional()
    .catch(undefined)
    .transform((value) => value ?? "A Google user"),
  profile_photo_url: photoUrl,
  rating: z.number().finite().transform(clamp(1, 5)),
  text: z
    .string()
    .optional()
    .catch(undefined)
    .transform((value) => (value ?? "").trim()),
  time: z.number().finite().nonnegative().transform(Math.floor),
});

const detailsAnswerSchema = z.object({
  status: z.string(),
  error_message: z.string().optional().catch(undefined),
  result: z
    .object({
      // Each review is checked on its own below, so one bad entry cannot sink the others.
      reviews: z.array(z.unknown()).optional().catch(undefined),
      rating: z.number().finite().optional().catch(undefined),
      user_ratings_total: z.number().finite().nonnegative().optional().catch(undefined),
    })
    .optional(),
});

export type PlacesAnswer =
  | { ok: true; payload: ReviewsPayload; dropped: number }
  | { ok: false; reason: "invalid-shape" }
  | { ok: false; reason: "places-status"; placesStatus: string; errorMessage?: string };

export function parsePlacesAnswer(body: unknown): PlacesAnswer {
  const parsed = detailsAnswerSchema.safeParse(body);
  if (!parsed.success) return { ok: false, reason: "invalid-shape" };
  const answer = parsed.data;
  if (answer.status !== "OK") {
    return { ok: false, reason: "places-status", placesStatus: answer.status, errorMessage: answer.error_message };
  }
  if (!answer.result) return { ok: false, reason: "invalid-shape" };

  const raw = answer.result.reviews ?? [];
  const reviews: SourceReview[] = [];
  for (const entry of raw) {
    const review = sourceReviewSchema.safeParse(entry);
    if (review.success) reviews.push(review.data);
  }
  return {
    ok: true,
    dropped: raw.length - reviews.length,
    payload: {
      result: {
        reviews,
        // Google omits the rating of a place nobody has rated yet: 0 means "no rating".
        rating: clamp(0, 5)(answer.result.rating ?? 0),
        user_ratings_total: Math.floor(answer.result.user_ratings_total ?? 0),
      },
    },
  };
}
