import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { GiftCardUnusable, giftCardRedeemer } from "./redeem";
import { giftCardTransactions } from "@/lib/platform/db/schema";
import { testDrivers } from "@/lib/startup/testing/database";
import { useTestDatabase } from "@/lib/startup/testing/use-test-database";
import { voidGiftCard } from "./admin";
import { decryptCode } from "./crypto";
import { CODE_MESSAGES } from "./lookup";
import { cardRow, createBuyer, purchaseInput, useTestGiftCardKey } from "./test-support";
import { createIssuedCard, startTestPurchase } from "@/lib/payments/testing/gift-card-purchases";

/** The clock of the bookings, edits and cancellations these tests stand for. */
const AT = new Date("2026-03-10T15:00:00Z");

describe.each(testDrivers())("redeeming gift cards at booking on %s", (driver) => {
  const database = useTestDatabase(driver, { seed: false });

  beforeAll(async () => {
    useTestGiftCardKey();
  });

  /** One booking's transaction: what lib/booking does around the redeemer. */
  const redeemInBooking = (code: string, amountCents: number, userId: string, orderId = randomUUID()) =>
    database.db.transaction((tx) => giftCardRedeemer.redeem(tx, { code, userId, amountCents, orderId, at: AT }));

  async function ledgerSum(cardId: string): Promise<number> {
    const [row] = await database.db
      .select({ total: sql<number>`coalesce(sum(${giftCardTransactions.amountCents}), 0)`.mapWith(Number) })
      .from(giftCardTransactions)
      .where(eq(giftCardTransactions.giftCardId, cardId));
    return row?.total ?? 0;
  }

  it("pays part of an order, or all of it, and takes a code typed any way", async () => {
    const buyer = await createBuyer(database.db);
    const { cardId, code } = await createIssuedCard(database.db, buyer, purchaseInput({ amountCents: 10_000 }));
    expect(await redeemInBooking(code.toLowerCase().replace(/-/g, " "), 6_000, buyer.id)).toEqual({ giftCardId: cardId, appliedCents: 6_000 });
    expect(await redeemInBooking(code, 6_000, buyer.id)).toEqual({ giftCardId: cardId, appliedCents: 4_000 });
    expect((await cardRow(database.db, cardId)).balanceCents).toBe(0);
    await expect(redeemInBooking(code, 1_000, buyer.id)).rejects.toThrow(new GiftCardUnusable(CODE_MESSAGES.empty));
    expect(await ledgerSum(cardId)).toBe(0);
  });

  it("refuses unknown codes, cards waiting for payment and voided cards", async () => {
    const buyer = await createBuyer(database.db);
    await expect(redeemInBooking("2345-6789-ABCD-EFGH", 1_000, buyer.id)).rejects.toBeInstanceOf(GiftCardUnusable);
    await expect(redeemInBooking("not a code", 1_000, buyer.id)).rejects.toThrow(CODE_MESSAGES.notFound);

    const unpaid = await startTestPurchase(database.db, buyer);
    const unpaidRow = await cardRow(database.db, unpaid.cardId);
    await expect(redeemInBooking(decryptCode(unpaidRow.codeEncrypted, unpaidRow.codeHash), 1_000, buyer.id)).rejects.toThrow(CODE_MESSAGES.notFound);

    const { cardId, code } = await createIssuedCard(database.db, buyer);
    const admin = await createBuyer(database.db, { role: "Admin" });
    expect(await voidGiftCard(database.db, admin, cardId, "Reported stolen")).toMatchObject({ ok: true });
    await expect(redeemInBooking(code, 1_000, buyer.id)).rejects.toThrow(CODE_MESSAGES.void);
  });

  it("never spends more than the balance with 50 redemptions at once", async () => {
    const buyer = await createBuyer(database.db);
    const { cardId, code } = await createIssuedCard(database.db, buyer, purchaseInput({ amountCents: 10_000 }));
    // 50 × $3 asked of a $100 card: 33 get $3, one gets the last $1, the other 16 are refused.
    const results = await Promise.allSettled(Array.from({ length: 50 }, () => redeemInBooking(code, 300, buyer.id)));
    const applied = results.flatMap((result) => (result.status === "fulfilled" ? [result.value.appliedCents] : []));
    const refused = results.flatMap((result) => (result.status === "rejected" ? [result.reason as unknown] : []));
    expect(applied.reduce((sum, cents) => sum + cents, 0)).toBe(10_000);
    expect(applied.sort((a, b) => a - b)).toEqual([100, ...Array(33).fill(300)]);
    expect(refused).toHaveLength(16);
    for (const reason of refused) expect(reason).toEqual(new GiftCardUnusable(CODE_MESSAGES.empty));
    expect((await cardRow(database.db, cardId)).balanceCents).toBe(0);
    expect(await ledgerSum(cardId)).toBe(0);
  });

  it("gives back exactly what a cancelled order took, once", async () => {
    const buyer = await createBuyer(database.db);
    const { cardId, code } = await createIssuedCard(database.db, buyer, purchaseInput({ amountCents: 5_000 }));
    const cancelled = randomUUID();
    const kept = randomUUID();
    await redeemInBooking(code, 3_000, buyer.id, cancelled);
    await redeemInBooking(code, 1_500, buyer.id, kept);
    expect((await cardRow(database.db, cardId)).balanceCents).toBe(500);

    await database.db.transaction((tx) => giftCardRedeemer.refund(tx, cancelled, AT));
    expect((await cardRow(database.db, cardId)).balanceCents).toBe(3_500);
    // Cancelling twice, or an order that used no card, changes nothing.
    await Promise.all([database.db.transaction((tx) => giftCardRedeemer.refund(tx, cancelled, AT)), database.db.transaction((tx) => giftCardRedeemer.refund(tx, cancelled, AT))]);
    await database.db.transaction((tx) => giftCardRedeemer.refund(tx, randomUUID(), AT));
    expect((await cardRow(database.db, cardId)).balanceCents).toBe(3_500);
    expect(await ledgerSum(cardId)).toBe(3_500);
  });

  it("rolls the redemption back with a booking that fails", async () => {
    const buyer = await createBuyer(database.db);
    const { cardId, code } = await createIssuedCard(database.db, buyer, purchaseInput({ amountCents: 5_000 }));
    await expect(
      database.db.transaction(async (tx) => {
        await giftCardRedeemer.redeem(tx, { code, userId: buyer.id, amountCents: 2_000, orderId: randomUUID(), at: AT });
        throw new Error("the slot was taken");
      }),
    ).rejects.toThrow("the slot was taken");
    expect((await cardRow(database.db, cardId)).balanceCents).toBe(5_000);
  });

  it("follows an edited order's new total: spends more, or gives back the difference", async () => {
    const buyer = await createBuyer(database.db);
    const { cardId, code } = await createIssuedCard(database.db, buyer, purchaseInput({ amountCents: 5_000 }));
    const order = randomUUID();
    await redeemInBooking(code, 2_000, buyer.id, order);
    const reapply = (amountCents: number) => database.db.transaction((tx) => giftCardRedeemer.reapply(tx, { orderId: order, userId: buyer.id, amountCents, at: AT }));

    expect(await reapply(3_500)).toEqual({ giftCardId: cardId, appliedCents: 3_500 });
    expect((await cardRow(database.db, cardId)).balanceCents).toBe(1_500);
    expect(await reapply(9_000)).toEqual({ giftCardId: cardId, appliedCents: 5_000 });
    expect((await cardRow(database.db, cardId)).balanceCents).toBe(0);
    expect(await reapply(1_000)).toEqual({ giftCardId: cardId, appliedCents: 1_000 });
    expect((await cardRow(database.db, cardId)).balanceCents).toBe(4_000);
    expect(await database.db.transaction((tx) => giftCardRedeemer.reapply(tx, { orderId: randomUUID(), userId: buyer.id, amountCents: 1_000, at: AT }))).toBeNull();

    await database.db.transaction((tx) => giftCardRedeemer.refund(tx, order, AT));
    expect((await cardRow(database.db, cardId)).balanceCents).toBe(5_000);
    expect(await ledgerSum(cardId)).toBe(5_000);
  });
});
