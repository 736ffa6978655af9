import { setUpFakePlacesServer } from "@/lib/reviews/testing/set-up-fake-places";
import { GET } from "./route";

const PLACE_ID = "ChIJN1t_tDeuEmsRUsoyG83frY4";
const places = setUpFakePlacesServer(PLACE_ID);

/** Calls the handler as Next 16 does: the params arrive as a promise. */
function get(placeId: string): Promise<Response> {
  const request = new Request(`http://localhost/api/googlereviews/${encodeURIComponent(placeId)}`);
  return GET(request, { params: Promise.resolve({ placeId }) });
}

describe("GET /api/googlereviews/[placeId]", () => {
  it("answers the configured place's reviews payload, cacheable for a few minutes", async () => {
    const response = await get(PLACE_ID);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toMatch(/^public, max-age=300, s-maxage=300/);
    const body = (await response.json()) as { result: { reviews: Array<Record<string, unknown>>; rating: number; user_ratings_total: number } };
    expect(body.result.rating).toBe(4.8);
    expect(body.result.user_ratings_total).toBe(127);
    expect(body.result.reviews[0]).toEqual({
      author_name: "Jane Doe",
      profile_photo_url: expect.stringMatching(/^https:\/\//),
      rating: 5,
      text: expect.any(String),
      time: expect.any(Number),
    });
  });

  it("answers 200 with the empty result when Google fails", async () => {
    places.server.setAnswer({ kind: "http-error", status: 500 });
    const response = await get(PLACE_ID);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ result: { reviews: [], rating: 0, user_ratings_total: 0 } });
  });

  it("refuses a place that is not configured, without calling Google", async () => {
    const response = await get("ChIJ-someone-elses-business");
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: "Unknown place" });
    expect(places.server.requestCount).toBe(0);
  });

  it.each(["", "../../etc/passwd", "abc def", "x".repeat(256), "id?key=1"])("answers 400 to a malformed place id %j", async (placeId) => {
    const response = await get(placeId);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: "Invalid place id", fields: { placeId: expect.arrayContaining([expect.any(String)]) } });
    expect(places.server.requestCount).toBe(0);
  });
});
