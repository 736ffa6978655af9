import { clearRateLimit, hitRateLimit, retryMessage, undoRateLimitHit } from "./rate-limit";
import { testDrivers } from "@/lib/startup/testing/database";
import { useTestDatabase } from "@/lib/startup/testing/use-test-database";

const rule = { name: "test", limit: 5, windowSeconds: 900 };

describe.each(testDrivers())("rate limits on %s", (driver) => {
  const database = useTestDatabase(driver, { seed: false });

  it("lets exactly the limit through when many attempts arrive at once", async () => {
    const results = await Promise.all(Array.from({ length: 20 }, () => hitRateLimit(database.db, rule, "burst@example.com")));
    expect(results.filter((result) => result.allowed)).toHaveLength(5);
    const refused = results.find((result) => !result.allowed);
    expect(refused && !refused.allowed && refused.retryAfterSeconds).toBeGreaterThan(890);
  });

  it("counts per subject, case-insensitively, and starts a new window once the old one passed", async () => {
    const start = new Date("2026-03-01T12:00:00Z");
    for (let i = 0; i < 5; i++) await hitRateLimit(database.db, rule, "Window@Example.com", start);
    expect((await hitRateLimit(database.db, rule, "window@example.com", new Date(start.getTime() + 60_000))).allowed).toBe(false);
    expect((await hitRateLimit(database.db, rule, "other@example.com", start)).allowed).toBe(true);
    expect((await hitRateLimit(database.db, rule, "window@example.com", new Date(start.getTime() + 901_000))).allowed).toBe(true);
  });

  it("takes back an attempt and clears a counter", async () => {
    for (let i = 0; i < 5; i++) await hitRateLimit(database.db, rule, "undo");
    await undoRateLimitHit(database.db, rule, "undo");
    expect((await hitRateLimit(database.db, rule, "undo")).allowed).toBe(true);
    expect((await hitRateLimit(database.db, rule, "undo")).allowed).toBe(false);
    await clearRateLimit(database.db, rule, "undo");
    expect((await hitRateLimit(database.db, rule, "undo")).allowed).toBe(true);
  });
});

describe("retryMessage", () => {
  it("speaks in seconds under a minute and whole minutes above", () => {
    expect(retryMessage(1)).toBe("Try again in 1 second.");
    expect(retryMessage(45)).toBe("Try again in 45 seconds.");
    expect(retryMessage(61)).toBe("Try again in 2 minutes.");
    expect(retryMessage(60)).toBe("Try again in 1 minute.");
  });
});
