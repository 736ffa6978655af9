import { eq } from "drizzle-orm";
import { creditBalance, creditHistory } from "@/lib/account-credit/ledger";
import { CREDIT_RETURNED_REASON } from "@/lib/account-credit/cancelled-order";
import { makeAccount, NOW, nextVisitStart } from "@/lib/admin/test-support";
import { confirmOrder, markOrderCompleted } from "@/lib/booking/orders/status-actions";
import { cancelOrderAsCustomer } from "@/lib/booking/orders/cancel-order";
import { editOrderAsCustomer } from "@/lib/booking/orders/edit-order";
import { submitBooking } from "@/lib/booking/submit-booking";
import { key, submission } from "@/lib/booking/test-support";
import { markPaidOffline } from "@/lib/payments/attention";
import { orderPayments, orders, paymentMethods, referrals, settings } from "@/lib/platform/db/schema";
import type { Database } from "@/lib/platform/db";
import { referralCodeFor } from "@/lib/referrals/codes";
import { NOT_REVERSIBLE_MESSAGE, reverseReferral } from "@/lib/referrals/reversal";
import { testDrivers } from "./testing/database";
import { useTestDatabase } from "./testing/use-test-database";

/**
 * Referrals end to end through the real booking, completion and payment paths, with the
 * reactions installed as a process installs them (docs/product.md, "Referrals and account
 * credit"). A regular cleaning, 2 bedrooms 1 bathroom, is $175.00; tax is 71/800, half up.
 */

jest.setTimeout(60_000);

let tag = 0;
/** A friend's visit details nobody else in the file uses: another street, phone and email. */
function friendVisit() {
  tag += 1;
  const n = String(tag).padStart(3, "0");
  return {
    address: { street: `${100 + tag} Kent Ave`, unit: null, city: "Brooklyn", zip: "11249", accessNotes: null },
    contact: { name: "Riley Friend", phone: `(917) 555-0${n}`, email: `riley-${n}@example.test` },
  };
}

describe.each(testDrivers())("referrals and account credit on %s", (driver) => {
  const database = useTestDatabase(driver);
  const db = (): Database => database.db;

  async function book(customerId: string, options: { referralCode?: string; overrides?: Parameters<typeof submission>[1] } = {}) {
    const result = await submitBooking(db(), { id: customerId, emailVerified: true }, submission(nextVisitStart(), options.overrides), key(), { now: NOW, referralCode: options.referralCode ?? null });
    if (!result.ok) throw new Error(`booking failed: ${result.message}`);
    const [order] = await db().select().from(orders).where(eq(orders.id, result.order.id));
    if (!order) throw new Error("no order");
    return order;
  }

  async function complete(orderId: string) {
    const admin = await makeAccount(db(), "Admin");
    await confirmOrder(db(), orderId, admin, { now: NOW });
    const done = await markOrderCompleted(db(), orderId, admin, { now: NOW });
    if (!done.ok) throw new Error(done.message);
    return admin;
  }

  async function payInCash(orderId: string, admin: Awaited<ReturnType<typeof makeAccount>>) {
    const [charge] = await db().select().from(orderPayments).where(eq(orderPayments.orderId, orderId));
    if (!charge) throw new Error("no charge");
    const paid = await markPaidOffline(db(), admin, charge.id, { method: "cash", note: "Paid at the door" }, NOW);
    if (!paid.ok) throw new Error(paid.message);
  }

  async function referralOf(friendId: string) {
    const [row] = await db().select().from(referrals).where(eq(referrals.friendId, friendId));
    return row;
  }

  /** A referrer, and a friend whose first visit through the link is booked, completed and paid. */
  async function rewardedReferral() {
    const referrer = await makeAccount(db(), "Customer");
    const friend = await makeAccount(db(), "Customer");
    const order = await book(friend.id, { referralCode: await referralCodeFor(db(), referrer.id), overrides: friendVisit() });
    const admin = await complete(order.id);
    await payInCash(order.id, admin);
    return { referrer, friend, order, admin };
  }

  it("gives each customer one short code, the same on every ask", async () => {
    const customer = await makeAccount(db(), "Customer");
    const code = await referralCodeFor(db(), customer.id);
    expect(code).toMatch(/^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{8}$/);
    expect(await referralCodeFor(db(), customer.id)).toBe(code);
    expect(await referralCodeFor(db(), (await makeAccount(db(), "Customer")).id)).not.toBe(code);
  });

  it("gives the friend $25 off and the referrer $25 credit only once the visit is completed and paid", async () => {
    const referrer = await makeAccount(db(), "Customer");
    const friend = await makeAccount(db(), "Customer");
    const order = await book(friend.id, { referralCode: await referralCodeFor(db(), referrer.id), overrides: friendVisit() });
    // 17500 − 2500 = 15000; tax 15000 × 71/800 = 1331.25 → 1331; total 16331.
    expect(order).toMatchObject({ totalCents: 16_331, amountDueCents: 16_331 });
    expect(order.quote.welcomeDiscountCents).toBe(2_500);
    expect(await referralOf(friend.id)).toMatchObject({ referrerId: referrer.id, orderId: order.id, status: "pending", welcomeCents: 2_500 });

    const admin = await complete(order.id);
    // Completed but the charge is still open: nothing yet.
    expect(await creditBalance(db(), referrer.id)).toBe(0);
    expect((await referralOf(friend.id))?.status).toBe("pending");

    await payInCash(order.id, admin);
    expect(await creditBalance(db(), referrer.id)).toBe(2_500);
    expect((await referralOf(friend.id))?.status).toBe("rewarded");
    expect(await creditHistory(db(), referrer.id)).toMatchObject([{ kind: "earned", amountCents: 2_500 }]);
  });

  it("spends the referrer's credit on their next booking, before tax, and gives it back if that visit is cancelled", async () => {
    const { referrer } = await rewardedReferral();
    const next = await book(referrer.id);
    // 17500 − 2500 credit = 15000; tax 1331; total 16331.
    expect(next).toMatchObject({ totalCents: 16_331 });
    expect(next.quote.accountCreditCents).toBe(2_500);
    expect(await creditBalance(db(), referrer.id)).toBe(0);

    const cancelled = await cancelOrderAsCustomer(db(), referrer.id, next.id, { now: NOW });
    expect(cancelled).toMatchObject({ ok: true });
    expect(await creditBalance(db(), referrer.id)).toBe(2_500);
    expect((await creditHistory(db(), referrer.id)).filter((entry) => entry.kind === "adjusted")).toMatchObject([{ amountCents: 2_500, reason: CREDIT_RETURNED_REASON }]);
  });

  it("keeps the credit spent on a visit when the customer changes it", async () => {
    const { referrer } = await rewardedReferral();
    const next = await book(referrer.id);
    const { request: _request, specialOfferId: _offer, giftCardCode: _card, acceptTerms: _terms, ...rest } = submission(next.startsAt);
    const edited = await editOrderAsCustomer(db(), referrer.id, next.id, { ...rest, request: { service: "residential-cleaning", bedrooms: 3, bathrooms: 1 } }, { now: NOW });
    expect(edited).toMatchObject({ ok: true });
    const [after] = await db().select().from(orders).where(eq(orders.id, next.id));
    // 140 + 2 × 35 = 21000; − 2500 credit = 18500; tax 18500 × 71/800 = 1641.875 → 1642; total 20142.
    expect(after).toMatchObject({ totalCents: 20_142 });
    expect(after?.quote.accountCreditCents).toBe(2_500);
    expect(await creditBalance(db(), referrer.id)).toBe(0);
  });

  it("lets only one of the bookings made at once spend the same credit", async () => {
    const { referrer } = await rewardedReferral();
    // Eight at once, each on its own day (its own capacity lock): only the credit lock orders them.
    // On PGlite (one connection) they run one after another; on PostgreSQL they overlap.
    const starts = Array.from({ length: 8 }, () => nextVisitStart());
    const all = await Promise.all(starts.map((start) => submitBooking(db(), { id: referrer.id, emailVerified: true }, submission(start), key(), { now: NOW })));
    const ids = all.map((result) => (result.ok ? result.order.id : ""));
    const placed = await Promise.all(ids.map(async (id) => (await db().select().from(orders).where(eq(orders.id, id)))[0]));
    const used = placed.map((order) => order?.quote.accountCreditCents ?? 0).sort((a, b) => b - a);
    expect(used).toEqual([2_500, 0, 0, 0, 0, 0, 0, 0]);
    expect(await creditBalance(db(), referrer.id)).toBe(0);
  });

  it("gives a friend's two first bookings made at once on different days one welcome, and books both", async () => {
    const referrer = await makeAccount(db(), "Customer");
    const friend = await makeAccount(db(), "Customer");
    const code = await referralCodeFor(db(), referrer.id);
    const visit = friendVisit();
    // Different days: the day lock does not order them, only the account lock does.
    const results = await Promise.all(
      [nextVisitStart(), nextVisitStart()].map((start) => submitBooking(db(), { id: friend.id, emailVerified: true }, submission(start, visit), key(), { now: NOW, referralCode: code })),
    );
    expect(results.map((result) => result.ok)).toEqual([true, true]);
    const placed = await Promise.all(results.map(async (result) => (await db().select().from(orders).where(eq(orders.id, result.ok ? result.order.id : "")))[0]));
    expect(placed.map((order) => order?.quote.welcomeDiscountCents ?? 0).sort((a, b) => b - a)).toEqual([2_500, 0]);
    expect(await db().select().from(referrals).where(eq(referrals.friendId, friend.id))).toHaveLength(1);
  });

  it("refuses the welcome discount through one's own link, with the referrer's address, phone or email, or to a returning customer", async () => {
    const referrer = await makeAccount(db(), "Customer");
    const code = await referralCodeFor(db(), referrer.id);
    // The referrer's own account.
    const own = await book(referrer.id, { referralCode: code });
    expect(own.quote.welcomeDiscountCents).toBe(0);
    expect(await referralOf(referrer.id)).toBeUndefined();
    // Another account at the address the referrer just booked (submission's default), with another phone and email.
    const sameAddress = await makeAccount(db(), "Customer");
    const { contact } = friendVisit();
    expect((await book(sameAddress.id, { referralCode: code, overrides: { contact } })).quote.welcomeDiscountCents).toBe(0);
    // The referrer's phone (the default contact) at another address.
    const samePhone = await makeAccount(db(), "Customer");
    expect((await book(samePhone.id, { referralCode: code, overrides: { address: friendVisit().address } })).quote.welcomeDiscountCents).toBe(0);
    // The referrer's email as the contact.
    const sameEmail = await makeAccount(db(), "Customer");
    const visit = friendVisit();
    expect((await book(sameEmail.id, { referralCode: code, overrides: { ...visit, contact: { ...visit.contact, email: referrer.email.toUpperCase() } } })).quote.welcomeDiscountCents).toBe(0);
    // A customer who already had a visit is not new.
    const returning = await makeAccount(db(), "Customer");
    await book(returning.id, { overrides: friendVisit() });
    expect((await book(returning.id, { referralCode: code, overrides: friendVisit() })).quote.welcomeDiscountCents).toBe(0);
    expect(await db().select().from(referrals).where(eq(referrals.referrerId, referrer.id))).toEqual([]);
  });

  it("gives one welcome per new customer", async () => {
    const first = await makeAccount(db(), "Customer");
    const second = await makeAccount(db(), "Customer");
    const friend = await makeAccount(db(), "Customer");
    const welcomed = await book(friend.id, { referralCode: await referralCodeFor(db(), first.id), overrides: friendVisit() });
    expect(welcomed.quote.welcomeDiscountCents).toBe(2_500);
    const again = await book(friend.id, { referralCode: await referralCodeFor(db(), second.id), overrides: friendVisit() });
    expect(again.quote.welcomeDiscountCents).toBe(0);
    expect(await db().select().from(referrals).where(eq(referrals.friendId, friend.id))).toHaveLength(1);
  });

  it("refuses the reward when the friend pays with the referrer's card", async () => {
    const referrer = await makeAccount(db(), "Customer");
    const friend = await makeAccount(db(), "Customer");
    const order = await book(friend.id, { referralCode: await referralCodeFor(db(), referrer.id), overrides: friendVisit() });
    expect(order.quote.welcomeDiscountCents).toBe(2_500);
    // The card saved after booking is checked when the money would be given.
    const card = { provider: "test" as const, brand: "visa", last4: "4242", expMonth: 4, expYear: 2030 };
    await db().insert(paymentMethods).values([
      { ...card, userId: referrer.id, providerRef: `tpm_${referrer.id}` },
      { ...card, userId: friend.id, providerRef: `tpm_${friend.id}` },
    ]);
    const admin = await complete(order.id);
    await payInCash(order.id, admin);
    expect(await referralOf(friend.id)).toMatchObject({ status: "refused", reason: "The friend's card is the referrer's." });
    expect(await creditBalance(db(), referrer.id)).toBe(0);
  });

  it("stops rewarding a referrer at the monthly cap", async () => {
    await db().update(settings).set({ referralMonthlyCap: 1 }).where(eq(settings.id, 1));
    try {
      const referrer = await makeAccount(db(), "Customer");
      const code = await referralCodeFor(db(), referrer.id);
      for (const _ of [0, 1]) {
        const friend = await makeAccount(db(), "Customer");
        const order = await book(friend.id, { referralCode: code, overrides: friendVisit() });
        await payInCash(order.id, await complete(order.id));
      }
      const rows = await db().select().from(referrals).where(eq(referrals.referrerId, referrer.id));
      expect(rows.map((row) => row.status).sort()).toEqual(["refused", "rewarded"]);
      expect(rows.find((row) => row.status === "refused")?.reason).toBe("The referrer already earned 1 rewards this month.");
      expect(await creditBalance(db(), referrer.id)).toBe(2_500);
    } finally {
      await db().update(settings).set({ referralMonthlyCap: 5 }).where(eq(settings.id, 1));
    }
  });

  it("lets staff reverse a reward once, taking the credit back with their reason", async () => {
    const { referrer, friend, admin } = await rewardedReferral();
    const referral = await referralOf(friend.id);
    if (!referral) throw new Error("no referral");
    const reversed = await reverseReferral(db(), { referralId: referral.id, reason: "Same household", actorId: admin.id, now: NOW });
    expect(reversed).toEqual({ ok: true, takenBackCents: 2_500 });
    expect(await creditBalance(db(), referrer.id)).toBe(0);
    expect((await creditHistory(db(), referrer.id)).filter((entry) => entry.kind === "adjusted")).toMatchObject([{ amountCents: -2_500, reason: "Referral reversed: Same household" }]);
    expect(await reverseReferral(db(), { referralId: referral.id, reason: "Again", actorId: admin.id, now: NOW })).toMatchObject({ ok: false, kind: "conflict", message: NOT_REVERSIBLE_MESSAGE });
    expect(await creditBalance(db(), referrer.id)).toBe(0);
  });
});
