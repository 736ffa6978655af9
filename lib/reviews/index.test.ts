import { resetConfigCache } from "@/lib/config";
import { isServedPlaceId, loadHomeReviews, resetReviewsCache } from "./index";
import { startFakePlacesServer, type FakePlacesServer } from "./testing/fake-places-server";
import { MARCH_3_2026 } from "./testing/place-details-fixture";

const ENV_KEYS = ["GOOGLE_PLACES_API_KEY", "GOOGLE_PLACE_ID", "GOOGLE_PLACES_BASE_URL"] as const;
const saved = Object.fromEntries(ENV_KEYS.map((key) => [key, process.env[key]]));
let server: FakePlacesServer;

beforeAll(async () => {
  server = await startFakePlacesServer();
});

afterAll(async () => {
  await server.stop();
  for (const key of ENV_KEYS) {
    if (saved[key] === undefined) delete process.env[key];
    else process.env[key] = saved[key];
  }
  resetConfigCache();
  resetReviewsCache();
});

beforeEach(() => {
  Object.assign(process.env, { GOOGLE_PLACES_API_KEY: "test-key", GOOGLE_PLACE_ID: "ChIJ-home", GOOGLE_PLACES_BASE_URL: server.baseUrl });
  resetConfigCache();
  resetReviewsCache();
  server.resetRequests();
});

describe("loadHomeReviews", () => {
  it("loads the configured place's reviews in the client shape", async () => {
    const home = await loadHomeReviews();
    expect(home.summary).toEqual({ overallRating: 4.8, totalReviews: 127 });
    expect(home.reviews[1]).toEqual({ authorName: "Sam Lee", profilePhotoUrl: null, rating: 4, text: "Quick and friendly.", time: MARCH_3_2026 - 86_400 });
    expect(server.requests.map((request) => request.placeId)).toEqual(["ChIJ-home"]);
  });

  it("answers no reviews, rating 0 and total 0 when there is no API key", async () => {
    delete process.env.GOOGLE_PLACES_API_KEY;
    resetConfigCache();
    expect(await loadHomeReviews()).toEqual({ reviews: [], summary: { overallRating: 0, totalReviews: 0 } });
    expect(server.requestCount).toBe(0);
  });
});

describe("isServedPlaceId", () => {
  it("serves the configured place only", () => {
    expect(isServedPlaceId("ChIJ-home")).toBe(true);
    expect(isServedPlaceId("ChIJ-someone-else")).toBe(false);
  });
});
