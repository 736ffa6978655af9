import { eq } from "drizzle-orm";
import { bookOrder, makeAccount, nyTime } from "@/lib/admin/test-support";
import { satisfactionPolls } from "@/lib/platform/db/schema";
import { testDrivers } from "@/lib/startup/testing/database";
import { useTestDatabase } from "@/lib/startup/testing/use-test-database";
import { pollAnswerSchema } from "./poll-answer";
import { answerPoll, issuePollToken } from "./polls";

// Each suite opens and migrates a database of its own; on a busy machine that takes a while.
jest.setTimeout(30_000);

describe.each(testDrivers())("publishing a poll answer on %s", (driver) => {
  const database = useTestDatabase(driver);

  async function pollToken(day: string) {
    const customer = await makeAccount(database.db, "Customer");
    const orderId = await bookOrder(database.db, customer.id, nyTime(day, 9));
    const token = await issuePollToken(database.db, orderId);
    if (!token) throw new Error("no poll token");
    return { orderId, token };
  }

  const stored = async (orderId: string) => (await database.db.select().from(satisfactionPolls).where(eq(satisfactionPolls.orderId, orderId)))[0];

  it("keeps an answer private unless the customer ticks the publish box", async () => {
    const quiet = await pollToken("2026-03-11");
    const parsed = pollAnswerSchema.parse({ token: quiet.token, rating: 5, comment: "Spotless, thank you" });
    expect(parsed.publish).toBe(false);
    expect(await answerPoll(database.db, parsed)).toEqual({ ok: true, flagged: false });
    expect(await stored(quiet.orderId)).toMatchObject({ rating: 5, publishConsent: false, sample: false });

    const open = await pollToken("2026-03-12");
    expect(await answerPoll(database.db, pollAnswerSchema.parse({ token: open.token, rating: 4, comment: null, publish: true }))).toEqual({ ok: true, flagged: false });
    expect(await stored(open.orderId)).toMatchObject({ rating: 4, publishConsent: true });
  });

  it("refuses a publish value that is not a yes or no", () => {
    expect(pollAnswerSchema.safeParse({ token: "x".repeat(43), rating: 5, publish: "please" }).success).toBe(false);
  });
});
