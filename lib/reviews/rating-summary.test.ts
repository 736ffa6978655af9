import { resetConfigCache } from "@/lib/platform/config";
import { testDrivers } from "@/lib/startup/testing/database";
import { useTestDatabase } from "@/lib/startup/testing/use-test-database";
import { resetReviewsCache } from "./index";
import { loadRatingSummary } from "./rating-summary";
import { answerPoll, type PollAnswer } from "./testing/answered-poll";
import { setUpFakePlacesServer } from "./testing/set-up-fake-places";

// Each suite opens and migrates a database of its own; on a busy machine that takes a while.
jest.setTimeout(30_000);

const places = setUpFakePlacesServer("ChIJ-trust-facts");

function withoutPlacesKey(): void {
  delete process.env.GOOGLE_PLACES_API_KEY;
  resetConfigCache();
  resetReviewsCache();
}

describe.each(testDrivers())("the ratings beside the calls to action on %s", (driver) => {
  // The summary reads the process's database, as the pages do.
  const database = useTestDatabase(driver, { install: true, each: true });
  const { db } = database;

  // Every test has a fresh database; its visits take the days of March in turn.
  let day = 10;
  beforeEach(() => {
    day = 10;
  });
  async function answered(answer: Omit<PollAnswer, "comment">): Promise<void> {
    await answerPoll(db, ++day, { ...answer, comment: "Our Park Slope floors shine." });
  }

  async function seedPolls(): Promise<void> {
    await answered({ rating: 5, publishConsent: true });
    await answered({ rating: 4, publishConsent: true });
    await answered({ rating: 4, publishConsent: true });
    // Left out: no consent to publish, never answered, and a demo sample on a production site.
    await answered({ rating: 1, publishConsent: false });
    await answered({ rating: 5, publishConsent: true, answered: false });
    await answered({ rating: 1, publishConsent: true, sample: true });
  }

  it("leaves both out before any customer published a rating and without a Places key", async () => {
    withoutPlacesKey();
    await answered({ rating: 2, publishConsent: false });
    expect(await loadRatingSummary()).toEqual({ ours: null, google: null });
    expect(places.server.requestCount).toBe(0);
  });

  it("shows our published poll average and count, and no Google figures without a Places key", async () => {
    withoutPlacesKey();
    await seedPolls();
    // (5 + 4 + 4) / 3 = 4.33…, shown to one decimal.
    expect(await loadRatingSummary()).toEqual({ ours: { overallRating: 4.3, totalReviews: 3, samples: false }, google: null });
    expect(places.server.requestCount).toBe(0);
  });

  it("adds Google's rating and count from the Places answer when a key is configured", async () => {
    await seedPolls();
    expect(await loadRatingSummary()).toEqual({
      ours: { overallRating: 4.3, totalReviews: 3, samples: false },
      google: { overallRating: 4.8, totalReviews: 127 },
    });
    expect(places.server.requests.map((request) => request.placeId)).toEqual(["ChIJ-trust-facts"]);
  });

  it("leaves Google out when the Places call fails, and keeps ours", async () => {
    places.server.setAnswer({ kind: "http-error", status: 500 });
    await seedPolls();
    expect(await loadRatingSummary()).toEqual({ ours: { overallRating: 4.3, totalReviews: 3, samples: false }, google: null });
  });

  it("leaves Google out when the place has no ratings yet", async () => {
    places.server.setAnswer({ kind: "ok", body: { status: "OK", html_attributions: [], result: { rating: 0, user_ratings_total: 0, reviews: [] } } });
    await seedPolls();
    expect((await loadRatingSummary()).google).toBeNull();
  });
});
