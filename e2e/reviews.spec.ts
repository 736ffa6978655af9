import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { homePage } from "../lib/site/content";
import { startFakePlacesServer, type FakePlacesServer } from "../lib/reviews/testing/fake-places-server";
import { startServer, stopServer, type RunningServer } from "./support/server-process";

/**
 * The home page is prerendered at build time, when there is no reviews key. These tests start
 * servers of their own with a key and a local stand-in for Google Places, and check that the
 * server's start-up refresh brings the reviews in (or, when Google cannot be reached, that the
 * page shows our own customers' published poll ratings instead: on the demo database, the
 * demo data's samples, labelled as such). They run one after the other: the servers share one build.
 */
test.describe.configure({ mode: "serial" });

const reviewsBlock = "section#reviews";

test("with Google Places unreachable, the home page shows our own customers' published ratings instead, and no error", async ({ page }) => {
  // A port that was just freed: nothing listens there.
  const gone = await startFakePlacesServer();
  const unreachable = gone.baseUrl;
  await gone.stop();
  const server = await startServer({ env: { GOOGLE_PLACES_API_KEY: "test-key", GOOGLE_PLACES_BASE_URL: unreachable } });
  const pageErrors: Error[] = [];
  page.on("pageerror", (error) => pageErrors.push(error));
  try {
    // Wait until this server has regenerated the home page itself, after trying Google.
    await expect(async () => {
      expect((await page.goto(`${server.url}/`))?.status()).toBe(200);
      expect(await readFile(server.logFile, "utf8")).toContain("reviews: Google Places request failed");
      await expect(page.locator(reviewsBlock)).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 30_000 });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(homePage.h1);
    const block = page.locator(reviewsBlock);
    await expect(block.getByRole("heading", { level: 2 })).toHaveText(homePage.reviews.heading);
    // The demo data's published sample answers: 5, 5, 4, 5 and 5 (one without a comment).
    await expect(block.getByTestId("overall-rating")).toHaveText("4.8");
    await expect(block).toContainText("Based on 5 reviews");
    // Four of them have a comment; the home page shows three cards (issue #24: a short path), the summary counts all.
    await expect(block.getByRole("article")).toHaveCount(3);
    await expect(block.getByText(/Sample ratings from the demo data/)).toBeVisible();
    await expect(block.getByText("Reviews from Google")).toHaveCount(0);
    // An answer the customer kept private never appears, and samples are not structured data.
    await expect(page.getByText("The stove top still had grease")).toHaveCount(0);
    const html = await (await page.request.get(`${server.url}/`)).text();
    expect(html).not.toContain("aggregateRating");
    expect(pageErrors).toEqual([]);
  } finally {
    await stopServer(server);
  }
});

test.describe("with Google Places answering", () => {
  let fake: FakePlacesServer;
  let server: RunningServer;

  test.beforeAll(async () => {
    fake = await startFakePlacesServer();
    server = await startServer({ env: { GOOGLE_PLACES_API_KEY: "test-key", GOOGLE_PLACES_BASE_URL: fake.baseUrl } });
  });

  test.afterAll(async () => {
    await stopServer(server);
    await fake.stop();
  });

  test("the home page picks up the reviews after start-up", async ({ page }) => {
    await page.goto(`${server.url}/`);
    // The first answers may still be the page prerendered at build time: reload until the refreshed one arrives.
    await expect(async () => {
      await page.reload();
      await expect(page.locator(reviewsBlock)).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 30_000 });
    const block = page.locator(reviewsBlock);
    await expect(block.getByRole("heading", { level: 2 })).toHaveText(homePage.reviews.heading);
    await expect(block.getByTestId("overall-rating")).toHaveText("4.8");
    await expect(block).toContainText("Based on 127 reviews");
    await expect(block.getByText("Jane Doe")).toBeVisible();
    expect(fake.requests[0]?.key).toBe("test-key");

    // The rating also reaches search engines, in the business's structured data.
    const html = await (await page.request.get(`${server.url}/`)).text();
    expect(html).toMatch(/"aggregateRating":\{"@type":"AggregateRating","ratingValue":"4.8","reviewCount":127/);
  });
});
