import { createLogger } from "@/lib/platform/log/logger";
import { captureLog } from "@/lib/platform/log/testing";
import { createReviewsSource, type ReviewsSourceOptions } from "./reviews-source";
import { startFakePlacesServer, type FakePlacesServer } from "./testing/fake-places-server";
import { samplePlaceDetails } from "./testing/place-details-fixture";

const API_KEY = "AIzaSy-test-key-that-must-never-be-logged";
const PLACE_ID = "ChIJ-test-place";
const EMPTY = { result: { reviews: [], rating: 0, user_ratings_total: 0 } };

let server: FakePlacesServer;

beforeAll(async () => {
  server = await startFakePlacesServer();
});

afterAll(async () => {
  await server.stop();
});

beforeEach(() => {
  server.setAnswer({ kind: "ok" });
  server.resetRequests();
});

/** A source against the fake server whose log lines land in a buffer. */
function sourceFor(overrides: Partial<ReviewsSourceOptions> = {}) {
  const log = captureLog();
  const logger = createLogger(log.stream, "debug");
  const source = createReviewsSource({
    settings: () => ({ apiKey: API_KEY, baseUrl: server.baseUrl }),
    logger: () => logger,
    ...overrides,
  });
  return { source, logText: log.text, logLines: log.lines };
}

describe("reviews source", () => {
  it("asks Google for the place's reviews and answers the payload", async () => {
    const { source } = sourceFor();
    const payload = await source.getPayload(PLACE_ID);
    expect(payload.result).toMatchObject({ rating: 4.8, user_ratings_total: 127 });
    expect(payload.result.reviews.map((review) => review.author_name)).toEqual(["Jane Doe", "Sam Lee"]);
    expect(server.requests).toEqual([{ path: "/maps/api/place/details/json", placeId: PLACE_ID, fields: "reviews,rating,user_ratings_total", key: API_KEY }]);
  });

  it("answers from its cache the second time, and refetches once the answer is old", async () => {
    let clock = 1_000_000;
    const { source } = sourceFor({ now: () => clock });
    await source.getPayload(PLACE_ID);
    clock += 5 * 60 * 60 * 1000;
    expect((await source.getPayload(PLACE_ID)).result.reviews).toHaveLength(2);
    expect(server.requestCount).toBe(1);
    clock += 60 * 60 * 1000;
    await source.getPayload(PLACE_ID);
    expect(server.requestCount).toBe(2);
  });

  it("keys the cache by place id", async () => {
    const { source } = sourceFor();
    await source.getPayload(PLACE_ID);
    await source.getPayload("ChIJ-other");
    expect(server.requests.map((request) => request.placeId)).toEqual([PLACE_ID, "ChIJ-other"]);
  });

  it("shares one upstream request between concurrent callers", async () => {
    server.setAnswer({ kind: "slow", delayMs: 100 });
    const { source } = sourceFor();
    const answers = await Promise.all([source.getPayload(PLACE_ID), source.getPayload(PLACE_ID), source.getPayload(PLACE_ID)]);
    expect(answers.map((answer) => answer.result.user_ratings_total)).toEqual([127, 127, 127]);
    expect(server.requestCount).toBe(1);
  });

  it("hands each caller its own copy of the cached answer", async () => {
    const { source } = sourceFor();
    (await source.getPayload(PLACE_ID)).result.reviews.length = 0;
    expect((await source.getPayload(PLACE_ID)).result.reviews).toHaveLength(2);
  });

  it("answers the empty result without any request when no API key is configured", async () => {
    const { source, logLines } = sourceFor({ settings: () => ({ apiKey: undefined, baseUrl: server.baseUrl }) });
    expect(await source.getPayload(PLACE_ID)).toEqual(EMPTY);
    expect(server.requestCount).toBe(0);
    expect(logLines()).toEqual([expect.objectContaining({ level: 40, placeId: PLACE_ID, msg: expect.stringContaining("GOOGLE_PLACES_API_KEY") })]);
  });

  it.each([
    ["an HTTP error", { kind: "http-error", status: 500 } as const, { reason: "http-status", httpStatus: 500 }],
    ["a status other than OK", { kind: "ok", body: { status: "REQUEST_DENIED", error_message: `The provided API key ${API_KEY} is invalid.` } } as const, { reason: "places-status", placesStatus: "REQUEST_DENIED" }],
    ["invalid JSON", { kind: "invalid-json" } as const, { reason: "invalid-json" }],
    ["an answer of another shape", { kind: "ok", body: { status: "OK" } } as const, { reason: "invalid-shape" }],
    ["no answer in time", { kind: "slow", delayMs: 2_000 } as const, { reason: "timeout" }],
  ])("answers the empty result and logs on %s, without ever logging the key", async (_name, answer, logged) => {
    server.setAnswer(answer);
    const { source, logLines, logText } = sourceFor({ timeoutMs: 150 });
    expect(await source.getPayload(PLACE_ID)).toEqual(EMPTY);
    expect(logLines()).toEqual([expect.objectContaining({ level: 50, placeId: PLACE_ID, ...logged })]);
    expect(logText()).not.toContain(API_KEY);
    expect(logText()).not.toContain("key=");
  });

  it("logs a network failure by its name only", async () => {
    const { source, logLines, logText } = sourceFor({ settings: () => ({ apiKey: API_KEY, baseUrl: "http://127.0.0.1:1" }) });
    expect(await source.getPayload(PLACE_ID)).toEqual(EMPTY);
    expect(logLines()).toEqual([expect.objectContaining({ level: 50, reason: "network", errorName: "TypeError" })]);
    expect(logText()).not.toContain(API_KEY);
  });

  it("keeps a failure for minutes only, so the next try comes soon but not at once", async () => {
    let clock = 0;
    server.setAnswer({ kind: "http-error", status: 503 });
    const { source } = sourceFor({ now: () => clock });
    await source.getPayload(PLACE_ID);
    clock += 4 * 60 * 1000;
    await source.getPayload(PLACE_ID);
    expect(server.requestCount).toBe(1);
    server.setAnswer({ kind: "ok" });
    clock += 60 * 1000;
    expect((await source.getPayload(PLACE_ID)).result.reviews).toHaveLength(2);
    expect(server.requestCount).toBe(2);
  });

  it("keeps showing the last good reviews when a refresh fails, for a day at most", async () => {
    let clock = 0;
    const { source, logLines } = sourceFor({ now: () => clock });
    await source.getPayload(PLACE_ID);
    server.setAnswer({ kind: "http-error", status: 500 });
    clock += 7 * 60 * 60 * 1000;
    expect((await source.getPayload(PLACE_ID)).result.reviews).toHaveLength(2);
    expect(logLines().at(-1)).toMatchObject({ servingStale: true });
    clock += 18 * 60 * 60 * 1000;
    expect(await source.getPayload(PLACE_ID)).toEqual(EMPTY);
    expect(server.requestCount).toBe(3);
  });

  it("drops malformed reviews, keeps the rest, and says how many it dropped", async () => {
    const body = samplePlaceDetails();
    body.result = { ...body.result, reviews: [{ author_name: "Broken", rating: "five", time: 1 }, { author_name: "Fine", rating: 5, text: "ok", time: 2 }] };
    server.setAnswer({ kind: "ok", body });
    const { source, logLines } = sourceFor();
    const payload = await source.getPayload(PLACE_ID);
    expect(payload.result.reviews.map((review) => review.author_name)).toEqual(["Fine"]);
    expect(logLines()).toEqual([expect.objectContaining({ level: 40, dropped: 1 })]);
  });
});
