import type { PaymentListItem } from "./list-payments";
import { dollars, paymentsCsvFileName, paymentsCsvHeader, paymentsCsvLines } from "./payments-csv";

const ITEM: PaymentListItem = {
  id: "7d0c8a52-4c1e-4d55-9a43-3f0f4f3b9a01",
  orderId: "1b3f0a52-4c1e-4d55-9a43-3f0f4f3b9a02",
  orderNumber: 10042,
  createdAt: new Date("2026-11-24T05:35:59.123Z"),
  settledAt: new Date("2026-07-04T16:00:00Z"),
  customerName: "=Maya, Chen",
  customerEmail: "maya@example.test",
  kind: "charge",
  status: "succeeded",
  amountCents: 15238,
  currency: "usd",
  refundedCents: 5,
  cardBrand: "visa",
  cardLast4: "4242",
  refundOfId: null,
  providerPaymentRef: "pi_123",
  note: 'Check "1042"\nleft with doorman',
};

describe("the payments CSV", () => {
  it("writes whole cents as dollars with two decimals, without floating point", () => {
    expect([dollars(15238), dollars(5), dollars(100), dollars(0), dollars(-1250), dollars(9_007_199_254_740_991)]).toEqual(["152.38", "0.05", "1.00", "0.00", "-12.50", "90071992547409.91"]);
    expect(() => dollars(1.5)).toThrow(RangeError);
  });

  it("writes one line per payment under the header, dates in New York time, cells escaped", () => {
    const header = paymentsCsvHeader();
    expect(header.startsWith("created_at,settled_at,order_number,customer_name,customer_email,kind,status,amount_usd,amount_cents,")).toBe(true);
    const line = paymentsCsvLines([ITEM]);
    expect(line.startsWith('2026-11-24T00:35:59-05:00,2026-07-04T12:00:00-04:00,C-10042,"\'=Maya, Chen",maya@example.test,charge,succeeded,152.38,15238,0.05,USD,visa,4242,,pi_123,')).toBe(true);
    expect(line.endsWith(',"Check ""1042""\nleft with doorman"\r\n')).toBe(true);
  });

  it("names the file by the New York date (still the 23rd at 11 pm in New York)", () => {
    expect(paymentsCsvFileName(new Date("2026-11-24T04:00:00Z"))).toBe("payments-2026-11-23.csv");
  });
});
