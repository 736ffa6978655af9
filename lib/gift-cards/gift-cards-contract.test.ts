import { balanceAnswer, purchaseAnswer, purchaseStartedAnswer } from "./gift-cards-contract";

const purchase = {
  id: "p1",
  state: "issued",
  amountCents: 10_000,
  balanceCents: 10_000,
  recipientName: "Rosa Diaz",
  recipientEmail: "rosa@example.com",
  message: null,
  deliverOn: "2026-12-01",
  deliversToday: false,
  deliveredAt: null,
  code: "ABCD-EFGH-JKLM-NPQR",
  last4: "NPQR",
  createdAt: "2026-11-24T07:00:00.000Z",
  paidAt: "2026-11-24T07:01:00.000Z",
  reference: "GC-7Q2K",
  testMode: true,
};

describe("gift-card answer guards", () => {
  it("read a good purchase, balance and start answer", () => {
    expect(purchaseAnswer({ purchase })).toEqual({ purchase });
    const balance = { last4: "NPQR", status: "active", balanceCents: 2_500, initialCents: 10_000 };
    expect(balanceAnswer({ balance })).toEqual({ balance });
    expect(purchaseStartedAnswer({ purchaseId: "p1", redirectUrl: "/gift-cards/test-checkout?ref=x" })).toEqual({ purchaseId: "p1", redirectUrl: "/gift-cards/test-checkout?ref=x" });
  });

  it("throw on an answer of another shape", () => {
    expect(() => purchaseAnswer({ purchase: { ...purchase, state: "refunded" } })).toThrow(/state/);
    expect(() => purchaseAnswer({ purchase: { ...purchase, amountCents: "100" } })).toThrow(/amountCents/);
    expect(() => purchaseAnswer(null)).toThrow();
    expect(() => balanceAnswer({ balance: { last4: "NPQR", status: "active", balanceCents: 1.5, initialCents: 10_000 } })).toThrow(/balanceCents/);
    expect(() => purchaseStartedAnswer({ purchaseId: "p1" })).toThrow(/redirectUrl/);
  });
});
