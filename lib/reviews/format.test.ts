import {
  authorInitials,
  formatOverallRating,
  formatReviewDate,
  isLongReviewText,
  spokenRating,
} from "./format";
import { toHomeReviews } from "./map-reviews";
import { MARCH_3_2026 } from "./testing/place-details-fixture";

describe("review display helpers", () => {
  it("formats the date in New York, not in the machine's zone", () => {
    expect(formatReviewDate(MARCH_3_2026)).toBe("March 3, 2026");
    // 02:00 UTC on March 4 is still March 3 in New York.
    expect(formatReviewDate(Date.UTC(2026, 2, 4, 2, 0) / 1000)).toBe("March 3, 2026");
    expect(formatReviewDate(MARCH_3_2026, "es")).toBe("3 de marzo de 2026");
  });

  it("shows the overall rating with one decimal and speaks it without a trailing zero", () => {
    expect(formatOverallRating(4.8)).toBe("4.8");
    expect(formatOverallRating(5)).toBe("5.0");
    expect(formatOverallRating(4.75)).toBe("4.8");
    expect(spokenRating(5)).toBe("5");
    expect(spokenRating(4.8)).toBe("4.8");
  });

  it("calls text long only over 100 characters", () => {
    expect(isLongReviewText("a".repeat(100))).toBe(false);
    expect(isLongReviewText("a".repeat(101))).toBe(true);
    // 100 emoji are 200 UTF-16 units but 100 characters.
    expect(isLongReviewText("😀".repeat(100))).toBe(false);
  });

  it("makes initials", () => {
    expect(authorInitials("Jane Doe")).toBe("JD");
    expect(authorInitials("jane van der berg")).toBe("JB");
    expect(authorInitials("Madonna")).toBe("M");
    expect(authorInitials("   ")).toBe("?");
  });
});

describe("toHomeReviews", () => {
  it("maps the payload to the client shape", () => {
    expect(
      toHomeReviews({
        result: {
          rating: 4.8,
          user_ratings_total: 127,
          reviews: [
            { author_name: "Jane", profile_photo_url: "https://example.test/p.jpg", rating: 5, text: "Great", time: 1 },
            { author_name: "Sam", profile_photo_url: "", rating: 4, text: "", time: 2 },
          ],
        },
      }),
    ).toEqual({
      summary: { overallRating: 4.8, totalReviews: 127 },
      reviews: [
        { authorName: "Jane", profilePhotoUrl: "https://example.test/p.jpg", rating: 5, text: "Great", time: 1 },
        { authorName: "Sam", profilePhotoUrl: null, rating: 4, text: "", time: 2 },
      ],
    });
  });
});
