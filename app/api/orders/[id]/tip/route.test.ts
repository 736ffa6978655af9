import { and, eq } from "drizzle-orm";
import { bookOrder, makeAccount, nextVisitStart } from "@/lib/admin/test-support";
import { BILLING_JOB_KINDS } from "@/lib/payments/job-kinds";
import { completedVisit, jobsOfKind, paidVisit, useStripeFake } from "@/lib/startup/testing/payments";
import { TIP_MESSAGES, tipTooLargeMessage } from "@/lib/payments/tips/tips";
import { issuePollToken } from "@/lib/booking/polls";
import { orderPayments, orders } from "@/lib/platform/db/schema";
import { useTestDatabase } from "@/lib/startup/testing/use-test-database";
import { authSecretBeforeAll, sessionCookieFor } from "@/lib/web/http/session-test-support";
import { pathParams, siteRequest } from "@/lib/web/http/test-requests";
import type { UserRow } from "@/lib/platform/db/schema";
import { POST } from "./route";

let mockCookie = "";
jest.mock("next/headers", () => ({ headers: async () => new Headers({ cookie: mockCookie }) }));

describe("POST /api/orders/{id}/tip", () => {
  const database = useTestDatabase("pglite", { install: true });
  const stripe = useStripeFake("whsec_tip_route_test", { asProcessProvider: true });

  authSecretBeforeAll("tip-route-test-secret-0123456789abcdef0123");
  beforeEach(() => {
    mockCookie = "";
  });

  async function signIn(user: UserRow): Promise<void> {
    mockCookie = await sessionCookieFor(database.db, user);
  }

  async function tip(orderId: string, body: object) {
    const response = await POST(siteRequest(`/api/orders/${orderId}/tip`, { json: body }), pathParams({ id: orderId }));
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  const tipsOf = (orderId: string) => database.db.select().from(orderPayments).where(and(eq(orderPayments.orderId, orderId), eq(orderPayments.kind, "tip")));
  const totalOf = async (orderId: string) => (await database.db.select({ total: orders.totalCents }).from(orders).where(eq(orders.id, orderId)))[0]?.total ?? 0;

  it("takes 20 % from the poll link's holder once, for the cleaner of the visit, and queues its charge", async () => {
    const { orderId, cleaner } = await paidVisit(database.db, stripe);
    const pollToken = await issuePollToken(database.db, orderId);
    const total = await totalOf(orderId);
    const first = await tip(orderId, { pollToken, tip: { kind: "percent", percent: 20 } });
    expect(first).toMatchObject({ status: 200, body: { tip: { amountCents: Math.round(total * 0.2) } } });

    const [row] = await tipsOf(orderId);
    expect(row).toMatchObject({ kind: "tip", amountCents: Math.round(total * 0.2), cleanerId: cleaner.id, status: "pending" });
    const tries = (await jobsOfKind(database.db, BILLING_JOB_KINDS.charge)).filter((job) => job.payload.orderPaymentId === row?.id);
    expect(tries.map((job) => job.payload)).toEqual([{ orderPaymentId: row?.id, attempt: 1 }]);

    // A second tip (a double click, or another amount) is refused: one tip per order.
    const [again, other] = await Promise.all([
      tip(orderId, { pollToken, tip: { kind: "percent", percent: 20 } }),
      tip(orderId, { pollToken, tip: { kind: "amount", amountCents: 500 } }),
    ]);
    expect([again.status, other.status]).toEqual([409, 409]);
    expect(again.body.error).toBe(TIP_MESSAGES.already);
    expect(await tipsOf(orderId)).toHaveLength(1);
  });

  it("takes an amount of the signed-in customer's own, up to the visit's total", async () => {
    const { orderId, customer } = await paidVisit(database.db, stripe);
    const total = await totalOf(orderId);
    await signIn(customer);
    expect(await tip(orderId, { tip: { kind: "amount", amountCents: total } })).toMatchObject({ status: 200, body: { tip: { amountCents: total } } });
    expect((await tipsOf(orderId)).map((row) => row.amountCents)).toEqual([total]);
  });

  it("refuses bad amounts with a clear 400 and charges nothing", async () => {
    const { orderId, customer } = await paidVisit(database.db, stripe);
    const total = await totalOf(orderId);
    await signIn(customer);
    const tooMuch = await tip(orderId, { tip: { kind: "amount", amountCents: total + 1 } });
    expect(tooMuch).toMatchObject({ status: 400, body: { error: tipTooLargeMessage(total) } });
    for (const amountCents of [0, -500, 12.5]) {
      const refused = await tip(orderId, { tip: { kind: "amount", amountCents } });
      expect([amountCents, refused.status]).toEqual([amountCents, 400]);
      expect(JSON.stringify(refused.body.fieldErrors)).toMatch(/more than \$0|dollars and cents/);
    }
    expect((await tip(orderId, { tip: { kind: "percent", percent: 50 } })).status).toBe(400);
    expect((await tip(orderId, { tip: { kind: "amount", amountCents: "20" } })).status).toBe(400);
    expect(await tipsOf(orderId)).toEqual([]);
  });

  it("answers 404 for someone else's order, whether signed in or holding another visit's poll link", async () => {
    const mine = await paidVisit(database.db, stripe);
    const theirs = await paidVisit(database.db, stripe);
    const theirToken = await issuePollToken(database.db, theirs.orderId);
    await signIn(mine.customer);
    const signedIn = await tip(theirs.orderId, { tip: { kind: "percent", percent: 15 } });
    expect(signedIn).toMatchObject({ status: 404, body: { error: TIP_MESSAGES.notFound } });
    expect((await tip(mine.orderId, { pollToken: theirToken, tip: { kind: "percent", percent: 15 } })).status).toBe(404);
    expect((await tip(theirs.orderId, { pollToken: "not-a-real-token", tip: { kind: "percent", percent: 15 } })).status).toBe(404);
    expect((await tip("7b0a4a52-58b4-4a77-9f2e-0b8e7a3b2c11", { tip: { kind: "percent", percent: 15 } })).status).toBe(404);
    expect(await tipsOf(theirs.orderId)).toEqual([]);
    expect(await tipsOf(mine.orderId)).toEqual([]);
  });

  it("asks a visitor without a poll link to sign in", async () => {
    const { orderId } = await paidVisit(database.db, stripe);
    expect((await tip(orderId, { tip: { kind: "percent", percent: 15 } })).status).toBe(401);
  });

  it("says why a visit cannot take a tip yet: not completed, unpaid, or an invoiced account", async () => {
    const unpaid = await completedVisit(database.db, { cleaner: true });
    await signIn(unpaid.customer);
    expect(await tip(unpaid.orderId, { tip: { kind: "percent", percent: 15 } })).toMatchObject({ status: 400, body: { error: TIP_MESSAGES.unpaid } });

    const invoiced = await completedVisit(database.db, { cleaner: true, invoice: true });
    await signIn(invoiced.customer);
    expect(await tip(invoiced.orderId, { tip: { kind: "percent", percent: 15 } })).toMatchObject({ status: 400, body: { error: TIP_MESSAGES.invoiced } });

    const customer = await makeAccount(database.db, "Customer");
    const booked = await bookOrder(database.db, customer.id, nextVisitStart());
    await signIn(customer);
    expect(await tip(booked, { tip: { kind: "percent", percent: 15 } })).toMatchObject({ status: 400, body: { error: TIP_MESSAGES.notCompleted } });
    for (const orderId of [unpaid.orderId, invoiced.orderId, booked]) expect(await tipsOf(orderId)).toEqual([]);
  });
});
