import { render, screen, within } from "@testing-library/react";
import type { Receipt } from "@/lib/payments/receipt";
import { ReceiptDocument } from "./ReceiptDocument";

const COMPANY = { name: "Borough Bright Cleaning", phone: "(212) 555-0147", phoneHref: "tel:+12125550147", email: "hello@boroughbright.nyc", address: "New York, NY" };

const RECEIPT: Receipt = {
  orderId: "8d1f0a2e-4c1b-4a7e-9a43-0b6f3c2d1e55",
  customerId: "c0ffee00-0000-4000-8000-000000000001",
  number: "C-10042",
  status: "completed",
  serviceName: "Regular cleaning",
  startsAt: new Date("2026-03-05T14:00:00Z"),
  address: "88 Greenpoint Ave, 2F, Brooklyn, NY 11222",
  customer: { name: "Priya Shah", email: "priya@example.com" },
  document: { kind: "receipt" },
  lines: [
    { kind: "base", label: "Regular cleaning, 1 bedroom, 1 bathroom", amountCents: 14_000 },
    { kind: "tax", label: "NYC sales tax (8.875%)", amountCents: 1_243 },
    { kind: "total", label: "Total", amountCents: 15_243 },
    { kind: "amount-due", label: "Amount due", amountCents: 15_243 },
  ],
  cancelled: false,
  giftCardHeldCents: 0,
  payments: [{ id: "p1", kind: "charge", amountCents: 15_243, status: "succeeded", card: "Visa •••• 4242, expires 08/29", at: new Date("2026-03-05T18:00:00Z") }],
  refunds: [{ id: "r1", to: "card", ofId: "p1", amountCents: 1_000, card: "Visa •••• 4242, expires 08/29", reason: "The balcony was skipped", at: new Date("2026-03-06T15:00:00Z") }],
  totals: { billedCents: 15_243, paidCents: 15_243, refundedCents: 1_000, balanceCents: 0 },
};

describe("ReceiptDocument", () => {
  it("shows the company, the price lines with the NYC sales tax, the payment, the refund and the balance", () => {
    render(<ReceiptDocument receipt={RECEIPT} company={COMPANY} />);
    const receipt = screen.getByRole("article", { name: "Receipt" });
    expect(receipt).toHaveTextContent("Borough Bright Cleaning");
    expect(receipt).toHaveTextContent("New York, NY");
    expect(receipt).toHaveTextContent("(212) 555-0147 · hello@boroughbright.nyc");
    expect(within(screen.getByRole("table", { name: /Price, line by line/ })).getByRole("row", { name: /NYC sales tax/ })).toHaveTextContent("$12.43");
    expect(within(screen.getByRole("table", { name: "Payments and tips" })).getByRole("row", { name: /Visit/ })).toHaveTextContent("Paid by card, Visa •••• 4242, expires 08/29");
    const refunds = screen.getByRole("table", { name: "Money given back" });
    expect(refunds).toHaveTextContent("Refund to Visa •••• 4242, expires 08/29");
    expect(refunds).toHaveTextContent("The balcony was skipped");
    expect(refunds).toHaveTextContent("−$10");
    expect(screen.getByTestId("receipt-balance")).toHaveTextContent("$0");
  });

  it("is an invoice to the office client's company, with its number and due date", () => {
    const invoice: Receipt = {
      ...RECEIPT,
      refunds: [],
      payments: [{ ...RECEIPT.payments[0]!, status: "pending", at: null, card: null }],
      document: { kind: "invoice", company: "Hudson Yards Dental", invoiceNumber: "INV-10042", issuedOn: new Date("2026-03-05T18:00:00Z"), dueOn: new Date("2026-04-04T18:00:00Z") },
      totals: { billedCents: 15_243, paidCents: 0, refundedCents: 0, balanceCents: 15_243 },
    };
    render(<ReceiptDocument receipt={invoice} company={COMPANY} />);
    const document = screen.getByRole("article", { name: "Invoice" });
    expect(document).toHaveTextContent("Hudson Yards Dental");
    expect(document).toHaveTextContent("INV-10042");
    expect(document).toHaveTextContent(/Due\s*Saturday, April 4, 2026/);
    expect(document).toHaveTextContent("net 30");
    expect(screen.getByTestId("receipt-balance")).toHaveTextContent("$152.43");
    expect(screen.queryByRole("table", { name: "Money given back" })).toBeNull();
  });
});
