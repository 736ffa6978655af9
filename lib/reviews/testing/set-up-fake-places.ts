/**
 * The one setup for tests that read reviews through the fake Places server: called in a test
 * file's body, it starts the server, points the Places settings at it before each test (with a
 * fresh config and reviews cache and an "ok" answer) and puts the environment back at the end.
 */
import { resetConfigCache } from "@/lib/platform/config";
import { resetReviewsCache } from "../index";
import { startFakePlacesServer, type FakePlacesServer } from "./fake-places-server";

const ENV_KEYS = ["GOOGLE_PLACES_API_KEY", "GOOGLE_PLACE_ID", "GOOGLE_PLACES_BASE_URL"] as const;

export function setUpFakePlacesServer(placeId: string): { readonly server: FakePlacesServer } {
  const saved = Object.fromEntries(ENV_KEYS.map((key) => [key, process.env[key]]));
  let current: FakePlacesServer | undefined;
  const server = (): FakePlacesServer => {
    if (!current) throw new Error("setUpFakePlacesServer: the server runs only while the file's tests run");
    return current;
  };

  beforeAll(async () => {
    current = await startFakePlacesServer();
  });

  afterAll(async () => {
    await server().stop();
    for (const key of ENV_KEYS) {
      if (saved[key] === undefined) delete process.env[key];
      else process.env[key] = saved[key];
    }
    resetConfigCache();
    resetReviewsCache();
  });

  beforeEach(() => {
    Object.assign(process.env, { GOOGLE_PLACES_API_KEY: "test-key", GOOGLE_PLACE_ID: placeId, GOOGLE_PLACES_BASE_URL: server().baseUrl });
    resetConfigCache();
    resetReviewsCache();
    server().setAnswer({ kind: "ok" });
    server().resetRequests();
  });

  return {
    get server() {
      return server();
    },
  };
}
