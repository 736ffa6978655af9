import { checkGiftCardCode } from "./check-code";
import { GIFT_CARD_LIMITS } from "./limits";
import { CODE_MESSAGES } from "./lookup";
import { createBuyer, purchaseInput, useTestGiftCardKey } from "./test-support";
import { createIssuedCard } from "@/lib/payments/testing/gift-card-purchases";
import { testDrivers } from "@/lib/startup/testing/database";
import { useTestDatabase } from "@/lib/startup/testing/use-test-database";

const WRONG = "2345-6789-ABCD-EFGH";

describe.each(testDrivers())("checking a gift-card code on %s", (driver) => {
  const database = useTestDatabase(driver, { seed: false });

  beforeAll(async () => {
    useTestGiftCardKey();
  });

  it("shows the balance of a real code, and says so plainly for a wrong one", async () => {
    const buyer = await createBuyer(database.db);
    const { cardId, code } = await createIssuedCard(database.db, buyer, purchaseInput({ amountCents: 7_500 }));
    const who = { userId: buyer.id, address: "203.0.113.7" };
    expect(await checkGiftCardCode(database.db, code.toLowerCase(), who)).toEqual({
      ok: true,
      card: { id: cardId, status: "active", balanceCents: 7_500, initialCents: 7_500, last4: code.slice(-4) },
    });
    expect(await checkGiftCardCode(database.db, WRONG, who)).toEqual({ ok: false, kind: "not-found", message: CODE_MESSAGES.notFound });
  });

  it("stops a user guessing codes, even with a right one after the limit, and guesses made at once", async () => {
    const guesser = await createBuyer(database.db);
    const { code } = await createIssuedCard(database.db, guesser);
    const who = { userId: guesser.id, address: "198.51.100.1" };
    // Right codes do not use the limit up.
    for (let i = 0; i < 5; i++) expect((await checkGiftCardCode(database.db, code, who)).ok).toBe(true);

    const limit = GIFT_CARD_LIMITS.guessPerUser.limit;
    const guesses = await Promise.all(Array.from({ length: limit + 5 }, (_, i) => checkGiftCardCode(database.db, `${WRONG.slice(0, -2)}${"23456789"[i % 8]}${"ABCDEFGH"[i % 8]}`, who)));
    expect(guesses.filter((result) => !result.ok && result.kind === "not-found")).toHaveLength(limit);
    expect(guesses.filter((result) => !result.ok && result.kind === "rate-limited")).toHaveLength(5);

    const afterwards = await checkGiftCardCode(database.db, code, who);
    expect(afterwards).toMatchObject({ ok: false, kind: "rate-limited", message: expect.stringMatching(/^Too many wrong gift card codes\. Try again in 15 minutes\.$/) });
    expect(afterwards.ok || afterwards.retryAfterSeconds).toBeGreaterThan(0);
  });

  it("stops guessing from one address across many accounts", async () => {
    const address = "192.0.2.55";
    const accounts = await Promise.all(Array.from({ length: 4 }, () => createBuyer(database.db)));
    const perAddress = GIFT_CARD_LIMITS.guessPerAddress.limit;
    const results = [];
    for (let i = 0; i < perAddress + 1; i++) {
      const account = accounts[i % accounts.length];
      if (!account) throw new Error("no account");
      results.push(await checkGiftCardCode(database.db, WRONG, { userId: account.id, address }));
    }
    expect(results.slice(0, perAddress).every((result) => !result.ok && result.kind === "not-found")).toBe(true);
    expect(results.at(-1)).toMatchObject({ ok: false, kind: "rate-limited" });
    // Another address is not held up by this one.
    expect(await checkGiftCardCode(database.db, WRONG, { userId: (await createBuyer(database.db)).id, address: "192.0.2.56" })).toMatchObject({ kind: "not-found" });
  });
});
