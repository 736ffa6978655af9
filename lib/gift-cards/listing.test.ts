import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { giftCardRedeemer } from "./redeem";
import { auditLog, giftCards } from "@/lib/platform/db/schema";
import { testDrivers } from "@/lib/startup/testing/database";
import { useTestDatabase } from "@/lib/startup/testing/use-test-database";
import { applyPaymentEvent } from "@/lib/gift-cards/confirm-payment";
import { testModePaidEvent } from "@/lib/payments/provider/test-mode";
import { listGiftCardsForAdmin, voidGiftCard, VOID_MESSAGES } from "./admin";
import { listMyGiftCards } from "./listing";
import { loadPurchase } from "./purchase-status";
import { createBuyer, purchaseInput, useTestGiftCardKey } from "./test-support";
import { createIssuedCard, startTestPurchase } from "@/lib/payments/testing/gift-card-purchases";

describe.each(testDrivers())("gift-card lists on %s", (driver) => {
  const database = useTestDatabase(driver, { seed: false });

  beforeAll(async () => {
    useTestGiftCardKey();
  });

  const viewerOf = (user: { id: string; email: string; emailVerifiedAt: Date | null }) => ({ id: user.id, email: user.email, emailVerified: user.emailVerifiedAt !== null });

  it("shows the buyer their purchase: waiting for payment, then the code and receipt", async () => {
    const buyer = await createBuyer(database.db);
    const stranger = await createBuyer(database.db);
    const { cardId, payment } = await startTestPurchase(database.db, buyer, purchaseInput({ amountCents: 15_000 }));
    expect(await loadPurchase(database.db, buyer.id, cardId)).toMatchObject({ state: "awaiting_payment", code: null, amountCents: 15_000, testMode: true, paidAt: null });
    expect(await loadPurchase(database.db, stranger.id, cardId)).toBeNull();
    expect(await loadPurchase(database.db, buyer.id, "not-an-id")).toBeNull();

    await applyPaymentEvent(database.db, testModePaidEvent(payment));
    const issued = await loadPurchase(database.db, buyer.id, cardId);
    expect(issued).toMatchObject({ state: "issued", balanceCents: 15_000, deliversToday: true, reference: payment.id.slice(0, 8).toUpperCase() });
    expect(issued?.code).toMatch(/^[2-9A-HJKMNP-Z]{4}(-[2-9A-HJKMNP-Z]{4}){3}$/);
    expect(issued?.code?.endsWith(issued.last4)).toBe(true);
    expect(JSON.stringify(issued)).not.toMatch(/hash|encrypted/i);
  });

  it("lists cards bought, and cards delivered to the viewer's verified email, with history", async () => {
    const buyer = await createBuyer(database.db, { firstName: "Rosa", lastName: "Diaz" });
    const recipient = await createBuyer(database.db, { email: `Lee-${randomUUID().slice(0, 6)}@Example.com` });
    const { cardId, code } = await createIssuedCard(database.db, buyer, purchaseInput({ recipientEmail: recipient.email.toLowerCase(), amountCents: 5_000 }));
    await startTestPurchase(database.db, buyer); // unpaid: not listed

    const before = await listMyGiftCards(database.db, viewerOf(recipient));
    expect(before.received).toEqual([]); // not delivered yet
    await database.db.update(giftCards).set({ deliveredAt: new Date() }).where(eq(giftCards.id, cardId));
    await database.db.transaction((tx) => giftCardRedeemer.redeem(tx, { code, userId: recipient.id, amountCents: 1_200, orderId: randomUUID(), at: new Date() }));

    const mine = await listMyGiftCards(database.db, viewerOf(buyer));
    expect(mine.bought.map((card) => card.id)).toEqual([cardId]);
    expect(mine.received).toEqual([]);
    const theirs = await listMyGiftCards(database.db, viewerOf(recipient));
    expect(theirs.received).toHaveLength(1);
    expect(theirs.received[0]).toMatchObject({ id: cardId, code, fromName: "Rosa Diaz", balanceCents: 3_800, initialCents: 5_000, status: "active" });
    expect(theirs.received[0]?.history.map((entry) => [entry.kind, entry.amountCents])).toEqual([
      ["issue", 5_000],
      ["redeem", -1_200],
    ]);
    expect(JSON.stringify(theirs)).not.toMatch(/codeHash|codeEncrypted|purchaserId/);

    // Someone who registered with that address but never confirmed it sees nothing.
    const unverified = await listMyGiftCards(database.db, { id: randomUUID(), email: recipient.email, emailVerified: false });
    expect(unverified).toEqual({ bought: [], received: [], receivedNeedsVerifiedEmail: true });
  });

  it("lets Admins find and void cards, with an audit entry; others may not", async () => {
    const buyer = await createBuyer(database.db, { email: `findme-${randomUUID().slice(0, 6)}@example.com` });
    const admin = await createBuyer(database.db, { role: "Admin", firstName: "Ada", lastName: "Admin" });
    const moderator = await createBuyer(database.db, { role: "Moderator" });
    const { cardId, code } = await createIssuedCard(database.db, buyer, purchaseInput({ amountCents: 2_500 }));

    const byEmail = await listGiftCardsForAdmin(database.db, { q: buyer.email.slice(0, 12) }, { page: 1, pageSize: 10 });
    expect(byEmail.items.map((card) => card.id)).toEqual([cardId]);
    expect(byEmail.items[0]).toMatchObject({ maskedCode: `••••-••••-••••-${code.slice(-4)}`, status: "active", payment: { provider: "test", status: "paid" } });
    expect(JSON.stringify(byEmail)).not.toContain(code);
    expect((await listGiftCardsForAdmin(database.db, { q: code.toLowerCase() }, { page: 1, pageSize: 10 })).items.map((card) => card.id)).toEqual([cardId]);

    expect(await voidGiftCard(database.db, moderator, cardId, "No")).toMatchObject({ ok: false, kind: "forbidden" });
    expect(await voidGiftCard(database.db, admin, cardId, "  ")).toMatchObject({ ok: false, kind: "invalid", fieldErrors: { reason: "Say why the card is voided" } });
    const voided = await voidGiftCard(database.db, admin, cardId, "Chargeback on the purchase");
    expect(voided).toMatchObject({ ok: true, card: { status: "void", balanceCents: 0, voidReason: "Chargeback on the purchase", voidedBy: { id: admin.id, name: "Ada Admin" } } });
    expect(await voidGiftCard(database.db, admin, cardId, "Again")).toEqual({ ok: false, kind: "conflict", message: VOID_MESSAGES.alreadyVoid });
    const audit = await database.db.select().from(auditLog).where(eq(auditLog.subjectId, cardId));
    expect(audit).toEqual([expect.objectContaining({ actorId: admin.id, action: "gift_card.void", subjectType: "gift_card", reason: "Chargeback on the purchase" })]);
    expect((await listGiftCardsForAdmin(database.db, { status: "void", q: buyer.email }, { page: 1, pageSize: 10 })).total).toBe(1);
  });
});
