import { checkOrder, type LedgerPayment, type OrderLedger } from "./check-order";

const ORDER = "5a1d2c3b-0000-4000-8000-000000000001";
const paid = (id: string, kind: LedgerPayment["kind"], amountCents: number, extra: Partial<LedgerPayment> = {}): LedgerPayment => ({
  id,
  kind,
  amountCents,
  status: "succeeded",
  providerPaymentRef: `pi_${id}`,
  refundOfId: null,
  ...extra,
});

/** A $180 deep clean in Park Slope, $30 of it on a gift card: $150 due, tipped $30, $20 given back. */
const BALANCED: OrderLedger = {
  orderId: ORDER,
  orderNumber: 10042,
  status: "completed",
  totalCents: 18_000,
  amountDueCents: 15_000,
  lateCancellationFeeCents: 0,
  payments: [paid("charge", "charge", 15_000), paid("tip", "tip", 3_000), paid("refund", "refund", 2_000, { refundOfId: "charge", providerPaymentRef: "re_1" })],
};

const codes = (ledger: OrderLedger) => checkOrder(ledger).map((finding) => [finding.code, finding.paymentId, finding.expectedCents, finding.actualCents]);

describe("checking that an order's money adds up", () => {
  it("finds nothing wrong with an order charged what it owed, tipped and partly refunded", () => {
    expect(checkOrder(BALANCED)).toEqual([]);
    // Paid by check instead, no provider involved: still balanced.
    expect(checkOrder({ ...BALANCED, payments: [paid("charge", "charge", 15_000, { status: "paid_offline", providerPaymentRef: null })] })).toEqual([]);
    // A cancellation inside 24 hours: the fee and nothing else.
    expect(checkOrder({ ...BALANCED, status: "cancelled", lateCancellationFeeCents: 4_000, payments: [paid("fee", "fee", 4_000)] })).toEqual([]);
  });

  it("reports a charge that is not the amount due, and a completed order never charged", () => {
    expect(codes({ ...BALANCED, payments: [paid("charge", "charge", 18_000)] })).toEqual([["charge_mismatch", "charge", 15_000, 18_000]]);
    expect(codes({ ...BALANCED, payments: [] })).toEqual([["missing_charge", null, 15_000, 0]]);
    // Covered in full by a gift card: nothing to charge, nothing missing.
    expect(checkOrder({ ...BALANCED, amountDueCents: 0, payments: [] })).toEqual([]);
  });

  it("reports the visit charged on an order that was cancelled, and a fee off the order's", () => {
    expect(codes({ ...BALANCED, status: "cancelled", payments: [paid("charge", "charge", 15_000)] })).toEqual([["charge_on_unfinished_order", "charge", 0, 15_000]]);
    expect(codes({ ...BALANCED, status: "cancelled", lateCancellationFeeCents: 4_000, payments: [paid("fee", "fee", 5_000)] })).toEqual([["fee_mismatch", "fee", 4_000, 5_000]]);
  });

  it("reports tips above the order's total and refunds above what was paid or of nothing paid", () => {
    expect(codes({ ...BALANCED, payments: [paid("charge", "charge", 15_000), paid("tip", "tip", 18_001)] })).toEqual([["tip_above_total", null, 18_000, 18_001]]);
    const twoRefunds = [paid("charge", "charge", 15_000), paid("r1", "refund", 10_000, { refundOfId: "charge" }), paid("r2", "refund", 5_001, { refundOfId: "charge", status: "pending", providerPaymentRef: null })];
    expect(codes({ ...BALANCED, payments: twoRefunds })).toEqual([["refund_above_payment", "charge", 15_000, 15_001]]);
    // A failed refund gave nothing back: it does not count.
    expect(checkOrder({ ...BALANCED, payments: [...twoRefunds.slice(0, 2), { ...twoRefunds[2], status: "failed" } as LedgerPayment] })).toEqual([]);
    const ofUnpaid = [paid("charge", "charge", 15_000, { status: "failed", providerPaymentRef: null }), paid("r1", "refund", 1_000, { refundOfId: "charge" })];
    expect(codes({ ...BALANCED, payments: ofUnpaid })).toEqual([["refund_of_unpaid_payment", "r1", 0, 1_000]]);
    expect(codes({ ...BALANCED, payments: [paid("charge", "charge", 15_000), paid("r1", "refund", 1_000, { refundOfId: "elsewhere" })] })).toEqual([["refund_of_missing_payment", "r1", null, 1_000]]);
  });

  it("reports money shown paid by card without the provider's payment id", () => {
    expect(codes({ ...BALANCED, payments: [paid("charge", "charge", 15_000, { providerPaymentRef: null })] })).toEqual([["paid_without_provider_ref", "charge", null, null]]);
  });

  it("names the order and says in dollars what is wrong", () => {
    const [finding] = checkOrder({ ...BALANCED, payments: [paid("charge", "charge", 18_000)] });
    expect(finding).toMatchObject({ orderId: ORDER, orderNumber: 10042, message: "The charge is $180.00, the order's amount due $150.00." });
  });
});
