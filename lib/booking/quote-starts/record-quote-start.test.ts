/** The quote-start counter behind the owner's booking funnel (docs/product.md, "The owner's charts"). */
import { asc, sql } from "drizzle-orm";
import { quoteStarts } from "@/lib/platform/db/schema";
import { testDrivers } from "@/lib/startup/testing/database";
import { useTestDatabase } from "@/lib/startup/testing/use-test-database";
import { QUOTE_STARTS_PER_ADDRESS, recordQuoteStart } from "./record-quote-start";

jest.setTimeout(60_000);

describe.each(testDrivers())("counting booking forms priced, on %s", (driver) => {
  const { db } = useTestDatabase(driver);

  it("adds one a New York day and keeps nothing else", async () => {
    // Tuesday 10 March, 23:30 in New York (Wednesday in UTC), twice; then Wednesday morning.
    await recordQuoteStart(db, { address: "198.51.100.1", now: new Date("2026-03-11T03:30:00Z") });
    await recordQuoteStart(db, { address: "198.51.100.2", now: new Date("2026-03-11T03:40:00Z") });
    await recordQuoteStart(db, { address: "198.51.100.1", now: new Date("2026-03-11T13:00:00Z") });
    expect(await db.select().from(quoteStarts).orderBy(asc(quoteStarts.day))).toEqual([
      { day: "2026-03-10", starts: 2 },
      { day: "2026-03-11", starts: 1 },
    ]);
  });

  it("stops counting one address after its hourly limit, and says so", async () => {
    const now = new Date("2026-04-01T15:00:00Z");
    const answers = [];
    for (let index = 0; index <= QUOTE_STARTS_PER_ADDRESS.limit; index += 1) answers.push(await recordQuoteStart(db, { address: "203.0.113.9", now }));
    expect(answers.slice(0, -1).every((answer) => answer.ok)).toBe(true);
    expect(answers.at(-1)).toMatchObject({ ok: false, kind: "rate-limited" });
    const [row] = await db.select().from(quoteStarts).where(sql`${quoteStarts.day} = '2026-04-01'`);
    expect(row?.starts).toBe(QUOTE_STARTS_PER_ADDRESS.limit);
  });
});
