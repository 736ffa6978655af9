import { resetConfigCache } from "@/lib/platform/config";
import { isServedPlaceId, loadHomeReviews } from "./index";
import { MARCH_3_2026 } from "./testing/place-details-fixture";
import { setUpFakePlacesServer } from "./testing/set-up-fake-places";

const places = setUpFakePlacesServer("ChIJ-home");

describe("loadHomeReviews", () => {
  it("loads the configured place's reviews in the client shape", async () => {
    const home = await loadHomeReviews();
    expect(home.summary).toEqual({ overallRating: 4.8, totalReviews: 127 });
    expect(home.reviews[1]).toEqual({ authorName: "Sam Lee", profilePhotoUrl: null, rating: 4, text: "Quick and friendly.", time: MARCH_3_2026 - 86_400 });
    expect(places.server.requests.map((request) => request.placeId)).toEqual(["ChIJ-home"]);
  });

  it("answers no reviews, rating 0 and total 0 when there is no API key", async () => {
    delete process.env.GOOGLE_PLACES_API_KEY;
    resetConfigCache();
    expect(await loadHomeReviews()).toEqual({ reviews: [], summary: { overallRating: 0, totalReviews: 0 } });
    expect(places.server.requestCount).toBe(0);
  });
});

describe("isServedPlaceId", () => {
  it("serves the configured place only", () => {
    expect(isServedPlaceId("ChIJ-home")).toBe(true);
    expect(isServedPlaceId("ChIJ-someone-else")).toBe(false);
  });
});
