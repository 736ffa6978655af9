import { voidGiftCard } from "@/lib/gift-cards/admin";
import { createBuyer, useTestGiftCardKey } from "@/lib/gift-cards/test-support";
import { createIssuedCard } from "@/lib/payments/testing/gift-card-purchases";
import { makeAccount } from "../test-support";
import { giftCardHistories } from "./history";
import { testDrivers } from "@/lib/startup/testing/database";
import { useTestDatabase } from "@/lib/startup/testing/use-test-database";

describe.each(testDrivers())("gift card history for staff on %s", (driver) => {
  const database = useTestDatabase(driver);
  beforeAll(async () => {
    useTestGiftCardKey();
  });

  it("reads each card's ledger in order, with who voided it", async () => {
    const db = database.db;
    const buyer = await createBuyer(db);
    const admin = await makeAccount(db, "Admin", { firstName: "Marcus", lastName: "Greene" });
    const kept = await createIssuedCard(db, buyer);
    const voided = await createIssuedCard(db, buyer);
    expect(await voidGiftCard(db, admin, voided.cardId, "Bought with a stolen card")).toMatchObject({ ok: true });
    const histories = await giftCardHistories(db, [kept.cardId, voided.cardId, "00000000-0000-4000-8000-000000000000"]);
    expect(histories.get(kept.cardId)?.map((entry) => [entry.kind, entry.amountCents])).toEqual([["issue", 10_000]]);
    expect(histories.get(voided.cardId)?.map((entry) => [entry.kind, entry.amountCents, entry.actorName])).toEqual([
      ["issue", 10_000, null],
      ["void", -10_000, "Marcus Greene"],
    ]);
    expect(histories.get("00000000-0000-4000-8000-000000000000")).toEqual([]);
    expect((await giftCardHistories(db, [])).size).toBe(0);
  });
});
