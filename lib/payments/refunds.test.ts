import { and, eq } from "drizzle-orm";
import { POST as giftCardRefundRoute } from "@/app/api/admin/orders/[id]/gift-card-refund/route";
import { POST as refundRoute } from "@/app/api/admin/payments/[id]/refund/route";
import { POST as stripeWebhook } from "@/app/api/payments/stripe/webhook/route";
import { bookOrder, makeAccount, nextVisitStart } from "@/lib/admin/test-support";
import { getCurrentSession } from "@/lib/auth/session";
import { auditLog, giftCards, jobs, orderPayments, type UserRow } from "@/lib/platform/db/schema";
import { testDrivers } from "@/lib/startup/testing/database";
import { useTestDatabase } from "@/lib/startup/testing/use-test-database";
import { createBuyer, useTestGiftCardKey } from "@/lib/gift-cards/test-support";
import { createIssuedCard } from "@/lib/payments/testing/gift-card-purchases";
import type { FakeEvent } from "@/lib/payments/testing/stripe-fake";
import { signedWebhookRequest } from "@/lib/payments/testing/stripe-test-support";
import { GIFT_CARD_RETURN_MESSAGES } from "./gift-card-return";
import { BILLING_JOB_KINDS } from "./job-kinds";
import { loadReceipt } from "./receipt";
import { REFUND_MESSAGES } from "./refunds";
import { completedVisit, paidVisit, useStripeFake } from "@/lib/startup/testing/payments";

jest.mock("@/lib/auth/session", () => ({ ...jest.requireActual<object>("@/lib/auth/session"), getCurrentSession: jest.fn() }));

const WEBHOOK_SECRET = "whsec_refund_test";

/** The next requests are made by this account. */
function signIn(user: UserRow) {
  jest.mocked(getCurrentSession).mockResolvedValue({
    sessionId: "test-session",
    user: { id: user.id, email: user.email, firstName: user.firstName, lastName: user.lastName, role: user.role, blocked: user.blockedAt !== null, emailVerified: true, sessionVersion: user.sessionVersion, pictureUrl: null },
  });
}

async function post(handler: typeof refundRoute, path: string, id: string, body: unknown) {
  const response = await handler(new Request(`http://localhost${path}`, { method: "POST", headers: { "content-type": "application/json", "sec-fetch-site": "same-origin" }, body: JSON.stringify(body) }), { params: Promise.resolve({ id }) });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const refund = (id: string, body: unknown) => post(refundRoute, `/api/admin/payments/${id}/refund`, id, body);
const returnGiftCard = (id: string, body: unknown) => post(giftCardRefundRoute, `/api/admin/orders/${id}/gift-card-refund`, id, body);

async function deliver(event: FakeEvent) {
  const response = await stripeWebhook(signedWebhookRequest(event, WEBHOOK_SECRET));
  return ((await response.json()) as { outcome?: string }).outcome;
}

describe.each(testDrivers())("refunds (POST /api/admin/payments/{id}/refund, charge.refunded) on %s", (driver) => {
  const database = useTestDatabase(driver, { install: true });
  const stripe = useStripeFake(WEBHOOK_SECRET, { asProcessProvider: true });
  beforeAll(useTestGiftCardKey);

  /** A visit charged to 4242 through the Stripe fake. */
  async function chargedVisit() {
    const visit = await paidVisit(database.db, stripe);
    if (!visit.payment) throw new Error("no charge opened");
    return { ...visit, payment: visit.payment };
  }

  const refundsOf = (paymentId: string) => database.db.select().from(orderPayments).where(eq(orderPayments.refundOfId, paymentId));

  it("refunds part of a visit charge through Stripe with a key, audited, emailed, and on the receipt", async () => {
    const { admin, payment, orderId } = await chargedVisit();
    signIn(admin);
    const answer = await refund(payment.id, { amount: "20.50", reason: "The oven was skipped" });
    expect(answer).toMatchObject({ status: 200, body: { status: "succeeded", refundableCents: payment.amountCents - 2050 } });
    const [made] = stripe.fake.refunds().filter((row) => row.metadata && (row.metadata as Record<string, string>).refundId === answer.body.refundId);
    expect(made).toMatchObject({ amount: 2050, payment_intent: expect.stringMatching(/^pi_fake/) });
    const idempotency = stripe.fake.requests.filter((request) => request.path === "/v1/refunds" && request.method === "POST").at(-1)?.headers["idempotency-key"];
    expect(idempotency).toBe(`order-payment:${String(answer.body.refundId)}:refund`);

    expect(await refundsOf(payment.id)).toEqual([expect.objectContaining({ kind: "refund", amountCents: 2050, status: "succeeded", note: "The oven was skipped", providerPaymentRef: made?.id })]);
    const audit = await database.db.select().from(auditLog).where(and(eq(auditLog.subjectId, payment.id), eq(auditLog.action, "payment.refund")));
    expect(audit).toEqual([expect.objectContaining({ actorId: admin.id, reason: "The oven was skipped", details: expect.objectContaining({ amountCents: 2050 }) })]);
    const mails = await database.db.select().from(jobs).where(eq(jobs.kind, BILLING_JOB_KINDS.mail));
    expect(mails.map((job) => job.payload)).toContainEqual({ mail: "refunded", orderPaymentId: answer.body.refundId });

    const receipt = await loadReceipt(database.db, orderId);
    expect(receipt?.refunds).toEqual([expect.objectContaining({ to: "card", amountCents: 2050, reason: "The oven was skipped" })]);
    expect(receipt?.totals).toMatchObject({ paidCents: payment.amountCents, refundedCents: 2050, balanceCents: 0 });

    // Stripe's charge.refunded for our own refund is matched, not recorded twice.
    expect(await deliver(stripe.fake.chargeRefunded(String(made?.payment_intent)))).toBe("already_settled");
    expect(await refundsOf(payment.id)).toHaveLength(1);
  });

  it("refuses bad input with a clear 400 or 404 and refunds nothing", async () => {
    const { admin, customer, payment } = await chargedVisit();
    const before = stripe.fake.refunds().length;
    signIn(admin);
    const tooMuch = await refund(payment.id, { amount: ((payment.amountCents + 1) / 100).toFixed(2), reason: "Too much" });
    expect(tooMuch).toEqual({ status: 400, body: expect.objectContaining({ error: REFUND_MESSAGES.tooMuch(payment.amountCents) }) });
    for (const amount of ["0", "0.00", "-5", "12.345", "abc"]) {
      const refused = await refund(payment.id, { amount, reason: "Bad amount" });
      expect(refused.status).toBe(400);
      expect(refused.body.fieldErrors).toHaveProperty("amount");
    }
    expect((await refund(payment.id, { amount: "5", reason: "  " })).status).toBe(400);
    expect(await refund("0b9cc4a6-2a1c-4d4e-9a5e-9f0c1f3d2b11", { amount: "5", reason: "Unknown" })).toEqual({ status: 404, body: expect.objectContaining({ error: REFUND_MESSAGES.notFound }) });
    expect((await refund("not-a-uuid", { amount: "5", reason: "Unknown" })).status).toBe(404);

    const unpaid = await completedVisit(database.db);
    if (!unpaid.payment) throw new Error("no charge opened");
    expect(await refund(unpaid.payment.id, { amount: "5", reason: "Not paid yet" })).toEqual({ status: 400, body: expect.objectContaining({ error: REFUND_MESSAGES.notRefundable }) });

    signIn(customer);
    expect((await refund(payment.id, { amount: "5", reason: "Myself" })).status).toBe(403);
    expect(stripe.fake.refunds()).toHaveLength(before);
    expect(await refundsOf(payment.id)).toEqual([]);
    expect(await refundsOf(unpaid.payment.id)).toEqual([]);
  });

  it("never gives back more than was paid, even when two refunds are asked for at once", async () => {
    const { admin, payment } = await chargedVisit();
    signIn(admin);
    const share = ((Math.floor(payment.amountCents * 0.6)) / 100).toFixed(2);
    const answers = await Promise.all([refund(payment.id, { amount: share, reason: "First" }), refund(payment.id, { amount: share, reason: "Second" })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    const rest = await refund(payment.id, { amount: ((payment.amountCents - Math.floor(payment.amountCents * 0.6)) / 100).toFixed(2), reason: "The rest" });
    expect(rest).toMatchObject({ status: 200, body: { refundableCents: 0 } });
    expect(await refund(payment.id, { amount: "1", reason: "More" })).toEqual({ status: 400, body: expect.objectContaining({ error: REFUND_MESSAGES.nothingLeft }) });
    const made = (await refundsOf(payment.id)).filter((row) => row.status === "succeeded");
    expect(made.reduce((sum, row) => sum + row.amountCents, 0)).toBe(payment.amountCents);
  });

  it("records a refund made in Stripe's dashboard from charge.refunded, once", async () => {
    const { payment, orderId } = await chargedVisit();
    const charged = await database.db.select().from(orderPayments).where(eq(orderPayments.id, payment.id));
    const intent = charged[0]?.providerPaymentRef ?? "";
    const event = stripe.fake.refundInDashboard(intent, 1500);
    expect(await deliver(event)).toBe("refunded");
    expect(await deliver(event)).toBe("duplicate");
    // A later event about the same charge lists the same refund: nothing new.
    expect(await deliver(stripe.fake.chargeRefunded(intent))).toBe("already_settled");
    expect(await refundsOf(payment.id)).toEqual([expect.objectContaining({ amountCents: 1500, status: "succeeded", note: "Refunded in the Stripe dashboard" })]);
    expect((await loadReceipt(database.db, orderId))?.totals.refundedCents).toBe(1500);
  });

  it("settles our refund from the webhook when it beats our own answer, once", async () => {
    const { admin, payment } = await chargedVisit();
    const [charged] = await database.db.select().from(orderPayments).where(eq(orderPayments.id, payment.id));
    // The refund row is written and Stripe has made the refund, but our answer has not been written yet.
    const [pending] = await database.db
      .insert(orderPayments)
      .values({ orderId: payment.orderId, customerId: payment.customerId, kind: "refund", amountCents: 700, status: "processing", provider: "stripe", refundOfId: payment.id, note: "Missed a room", attempt: 1, settledBy: admin.id })
      .returning();
    if (!pending || !charged?.providerPaymentRef) throw new Error("setup failed");
    await stripe.provider.cards.refund({ refundId: pending.id, paymentRef: charged.providerPaymentRef, amountCents: 700, idempotencyKey: `order-payment:${pending.id}:refund` });
    expect(await deliver(stripe.fake.chargeRefunded(charged.providerPaymentRef))).toBe("refunded");
    expect(await refundsOf(payment.id)).toEqual([expect.objectContaining({ id: pending.id, status: "succeeded", providerPaymentRef: expect.stringMatching(/^re_fake/) })]);
    expect(await deliver(stripe.fake.chargeRefunded(charged.providerPaymentRef))).toBe("already_settled");
  });

  it("returns part of the visit's gift card to its balance, audited and emailed; no more than the order holds", async () => {
    const customer = await makeAccount(database.db, "Customer");
    const admin = await makeAccount(database.db, "Admin");
    const buyer = await createBuyer(database.db);
    const card = await createIssuedCard(database.db, buyer);
    const [before] = await database.db.select().from(giftCards).where(eq(giftCards.id, card.cardId));
    const orderId = await bookOrder(database.db, customer.id, nextVisitStart(), { giftCardCode: card.code });
    const [afterBooking] = await database.db.select().from(giftCards).where(eq(giftCards.id, card.cardId));
    const spent = (before?.balanceCents ?? 0) - (afterBooking?.balanceCents ?? 0);
    expect(spent).toBeGreaterThan(1000);

    signIn(admin);
    expect(await returnGiftCard(orderId, { amount: ((spent + 1) / 100).toFixed(2), reason: "Too much" })).toEqual({ status: 400, body: expect.objectContaining({ error: GIFT_CARD_RETURN_MESSAGES.tooMuch(spent) }) });
    expect(await returnGiftCard(orderId, { amount: "10", reason: "Late arrival" })).toEqual({ status: 200, body: { returnedCents: 1000, leftCents: spent - 1000 } });
    const [afterReturn] = await database.db.select().from(giftCards).where(eq(giftCards.id, card.cardId));
    expect(afterReturn?.balanceCents).toBe((afterBooking?.balanceCents ?? 0) + 1000);
    const audit = await database.db.select().from(auditLog).where(and(eq(auditLog.subjectId, orderId), eq(auditLog.action, "payment.refund")));
    expect(audit).toEqual([expect.objectContaining({ actorId: admin.id, reason: "Late arrival" })]);
    const mails = await database.db.select().from(jobs).where(eq(jobs.kind, BILLING_JOB_KINDS.mail));
    expect(mails.map((job) => job.payload)).toContainEqual({ mail: "gift-card-returned", orderId, amountCents: 1000, reason: "Late arrival" });
    expect((await loadReceipt(database.db, orderId))?.refunds).toEqual([expect.objectContaining({ to: "gift card", amountCents: 1000 })]);

    expect((await returnGiftCard("0b9cc4a6-2a1c-4d4e-9a5e-9f0c1f3d2b11", { amount: "1", reason: "Unknown" })).status).toBe(404);
    const { orderId: plain } = await completedVisit(database.db);
    expect(await returnGiftCard(plain, { amount: "1", reason: "No card" })).toEqual({ status: 400, body: expect.objectContaining({ error: GIFT_CARD_RETURN_MESSAGES.none }) });
  });
});
