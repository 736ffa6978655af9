/**
 * A Google Places Details answer (legacy API) as Google sends it, with fields we ignore, for
 * the fake server and tests.
 */

export interface PlaceDetailsBody {
  status: string;
  error_message?: string;
  html_attributions?: string[];
  result?: { reviews?: unknown; rating?: unknown; user_ratings_total?: unknown };
}

/** 2026-03-03 15:00 UTC, which is 10:00 on March 3 in New York. */
export const MARCH_3_2026 = 1772550000;

export const LONG_REVIEW_TEXT =
  "The team arrived on time, brought all their own supplies and left our Brooklyn brownstone spotless from top to bottom. Will book again!";

export function samplePlaceDetails(): PlaceDetailsBody {
  return {
    status: "OK",
    html_attributions: [],
    result: {
      rating: 4.8,
      user_ratings_total: 127,
      reviews: [
        {
          author_name: "Jane Doe",
          author_url: "https://www.google.com/maps/contrib/1",
          profile_photo_url: "https://lh3.googleusercontent.com/a/jane=s128-c0x00000000-cc-rp-mo",
          rating: 5,
          relative_time_description: "a month ago",
          text: LONG_REVIEW_TEXT,
          time: MARCH_3_2026,
          language: "en",
        },
        {
          author_name: "Sam Lee",
          rating: 4,
          text: "Quick and friendly.",
          time: MARCH_3_2026 - 86_400,
        },
      ],
    },
  };
}
