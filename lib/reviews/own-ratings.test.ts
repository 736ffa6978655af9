import { testDrivers } from "@/lib/startup/testing/database";
import { useTestDatabase } from "@/lib/startup/testing/use-test-database";
import { loadOwnRatings } from "./own-ratings";
import { answerPoll, type PollAnswer } from "./testing/answered-poll";

// Each suite opens and migrates a database of its own; on a busy machine that takes a while.
jest.setTimeout(30_000);

describe.each(testDrivers())("our own customers' published ratings on %s", (driver) => {
  const database = useTestDatabase(driver);
  const { db } = database;

  let day = 10;
  const answered = (answer: PollAnswer) => answerPoll(db, ++day, answer);

  it("shows only ratings the customer allowed us to publish, with the average and count, newest comments first", async () => {
    expect(await loadOwnRatings(db, { includeSamples: false })).toEqual({ reviews: [], summary: { overallRating: 0, totalReviews: 0 }, includesSamples: false });

    await answered({ rating: 5, comment: "Our Astoria kitchen has never looked this good.", publishConsent: true, firstName: "Rosa", lastName: "Delgado" });
    await answered({ rating: 4, comment: null, publishConsent: true });
    await answered({ rating: 1, comment: "Please do not publish this.", publishConsent: false });
    await answered({ rating: 5, comment: "x", publishConsent: true, answered: false });
    await answered({ rating: 3, comment: "  ", publishConsent: true, firstName: "Kwame", lastName: "Mensah" });

    const own = await loadOwnRatings(db, { includeSamples: false });
    expect(own.summary).toEqual({ overallRating: 4, totalReviews: 3 });
    // Only answers with words become cards; the name is first name and last initial.
    expect(own.reviews).toEqual([
      { authorName: "Rosa D.", profilePhotoUrl: null, rating: 5, text: "Our Astoria kitchen has never looked this good.", time: expect.any(Number) },
    ]);
    expect(JSON.stringify(own)).not.toContain("Please do not publish");
  });

  it("leaves demo samples out unless asked for (never on a production database)", async () => {
    await answered({ rating: 1, comment: "A sample from the demo data.", publishConsent: true, sample: true });
    const real = await loadOwnRatings(db, { includeSamples: false });
    expect(JSON.stringify(real)).not.toContain("A sample from the demo data.");
    expect(real.summary.totalReviews).toBe(3);
    expect(real.includesSamples).toBe(false);
    const demo = await loadOwnRatings(db, { includeSamples: true });
    expect(demo.summary.totalReviews).toBe(4);
    expect(demo.includesSamples).toBe(true);
    expect(demo.reviews.map((review) => review.text)).toContain("A sample from the demo data.");
  });
});
