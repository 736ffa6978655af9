import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { samplePlaceDetails, type PlaceDetailsBody } from "./place-details-fixture";

/**
 * A stand-in for Google Places Details on 127.0.0.1 with a random port, for unit tests and
 * Playwright (point GOOGLE_PLACES_BASE_URL at `baseUrl`). Real HTTP, so the timeout, status
 * and JSON handling are exercised as in production.
 */

export type FakePlacesAnswer =
  | { kind: "ok"; body?: PlaceDetailsBody }
  | { kind: "http-error"; status: number }
  | { kind: "invalid-json" }
  /** Waits before answering (or never answers while the delay lasts), then gives `then`. */
  | { kind: "slow"; delayMs: number; then?: FakePlacesAnswer };

export interface FakePlacesRequest {
  path: string;
  placeId: string | null;
  fields: string | null;
  key: string | null;
}

export interface FakePlacesServer {
  /** e.g. http://127.0.0.1:41234 — the value for GOOGLE_PLACES_BASE_URL. */
  baseUrl: string;
  /** Details requests received so far. */
  readonly requestCount: number;
  readonly requests: readonly FakePlacesRequest[];
  /** Changes the answer for the next requests; a function may answer per place id. */
  setAnswer(answer: FakePlacesAnswer | ((request: FakePlacesRequest) => FakePlacesAnswer)): void;
  resetRequests(): void;
  stop(): Promise<void>;
}

const DETAILS_PATH = "/maps/api/place/details/json";

function send(response: ServerResponse, status: number, body: string): void {
  response.writeHead(status, { "content-type": "application/json; charset=utf-8" });
  response.end(body);
}

export async function startFakePlacesServer(initial: FakePlacesAnswer = { kind: "ok" }): Promise<FakePlacesServer> {
  let answerFor: (request: FakePlacesRequest) => FakePlacesAnswer = () => initial;
  const requests: FakePlacesRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();

  function respond(response: ServerResponse, answer: FakePlacesAnswer): void {
    if (response.destroyed) return;
    switch (answer.kind) {
      case "ok":
        return send(response, 200, JSON.stringify(answer.body ?? samplePlaceDetails()));
      case "http-error":
        return send(response, answer.status, JSON.stringify({ error: "fake upstream error" }));
      case "invalid-json":
        return send(response, 200, "{ this is not json");
      case "slow": {
        const timer = setTimeout(() => {
          timers.delete(timer);
          respond(response, answer.then ?? { kind: "ok" });
        }, answer.delayMs);
        timers.add(timer);
        return;
      }
    }
  }

  const server: Server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    if (request.method !== "GET" || url.pathname !== DETAILS_PATH) return send(response, 404, JSON.stringify({ error: "not found" }));
    const seen: FakePlacesRequest = {
      path: url.pathname,
      placeId: url.searchParams.get("place_id"),
      fields: url.searchParams.get("fields"),
      key: url.searchParams.get("key"),
    };
    requests.push(seen);
    respond(response, answerFor(seen));
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    get requestCount() {
      return requests.length;
    },
    get requests() {
      return requests;
    },
    setAnswer(answer) {
      answerFor = typeof answer === "function" ? answer : () => answer;
    },
    resetRequests() {
      requests.length = 0;
    },
    stop: () => closeServer(server, timers),
  };
}

/** Closes the server, dropping slow answers still waiting, so a test run can exit at once. */
async function closeServer(server: Server, timers: Set<NodeJS.Timeout>): Promise<void> {
  for (const timer of timers) clearTimeout(timer);
  timers.clear();
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
}
