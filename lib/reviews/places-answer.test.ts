import { parsePlacesAnswer } from "./places-answer";
import { MARCH_3_2026, samplePlaceDetails } from "./testing/place-details-fixture";

function okWith(result: Record<string, unknown>) {
  return { status: "OK", result };
}

describe("parsePlacesAnswer", () => {
  it("maps a Google answer to the reviews source payload, leaving out fields we do not use", () => {
    const answer = parsePlacesAnswer(samplePlaceDetails());
    expect(answer).toEqual({
      ok: true,
      dropped: 0,
      payload: {
        result: {
          rating: 4.8,
          user_ratings_total: 127,
          reviews: [
            expect.objectContaining({ author_name: "Jane Doe", rating: 5, time: MARCH_3_2026, profile_photo_url: expect.stringMatching(/^https:\/\/lh3/) }),
            { author_name: "Sam Lee", profile_photo_url: "", rating: 4, text: "Quick and friendly.", time: MARCH_3_2026 - 86_400 },
          ],
        },
      },
    });
    if (answer.ok) expect(Object.keys(answer.payload.result.reviews[0] ?? {}).sort()).toEqual(["author_name", "profile_photo_url", "rating", "text", "time"]);
  });

  it("drops malformed reviews and keeps the others", () => {
    const answer = parsePlacesAnswer(
      okWith({
        rating: 4.5,
        user_ratings_total: 10,
        reviews: [
          "not a review",
          null,
          { author_name: "No rating", text: "x", time: 1 },
          { author_name: "Bad time", rating: 5, time: "yesterday" },
          { author_name: "Good", rating: 5, text: "Great", time: 100 },
        ],
      }),
    );
    expect(answer.ok && answer.dropped).toBe(4);
    expect(answer.ok && answer.payload.result.reviews.map((review) => review.author_name)).toEqual(["Good"]);
  });

  it("tolerates missing optional fields and clamps ratings", () => {
    const answer = parsePlacesAnswer(
      okWith({
        reviews: [
          { rating: 9, time: 5.7 },
          { author_name: "  ", rating: -3, text: 42, time: 6, profile_photo_url: "javascript:alert(1)" },
        ],
      }),
    );
    expect(answer).toEqual({
      ok: true,
      dropped: 0,
      payload: {
        result: {
          rating: 0,
          user_ratings_total: 0,
          reviews: [
            { author_name: "A Google user", profile_photo_url: "", rating: 5, text: "", time: 5 },
            { author_name: "A Google user", profile_photo_url: "", rating: 1, text: "", time: 6 },
          ],
        },
      },
    });
  });

  it("treats a place without reviews as an empty list", () => {
    expect(parsePlacesAnswer(okWith({ rating: 7, user_ratings_total: "many" }))).toEqual({
      ok: true,
      dropped: 0,
      payload: { result: { reviews: [], rating: 5, user_ratings_total: 0 } },
    });
  });

  it("reports a status other than OK with Google's message", () => {
    expect(parsePlacesAnswer({ status: "REQUEST_DENIED", error_message: "The provided API key is invalid." })).toEqual({
      ok: false,
      reason: "places-status",
      placesStatus: "REQUEST_DENIED",
      errorMessage: "The provided API key is invalid.",
    });
  });

  it("refuses answers of another shape", () => {
    expect(parsePlacesAnswer([1, 2])).toEqual({ ok: false, reason: "invalid-shape" });
    expect(parsePlacesAnswer({ result: {} })).toEqual({ ok: false, reason: "invalid-shape" });
    expect(parsePlacesAnswer({ status: "OK" })).toEqual({ ok: false, reason: "invalid-shape" });
  });
});
