import { render, screen, within } from "@testing-library/react";
import type { PaymentListItem } from "@/lib/payments/admin-list/list-payments";
import { PaymentTable } from "./PaymentTable";

const CHARGE: PaymentListItem = {
  id: "p1",
  orderId: "o1",
  orderNumber: 10042,
  createdAt: new Date("2026-03-05T19:00:00Z"),
  settledAt: new Date("2026-03-05T19:00:05Z"),
  customerName: "Priya Shah",
  customerEmail: "priya@example.test",
  kind: "charge",
  status: "succeeded",
  amountCents: 15_238,
  currency: "usd",
  refundedCents: 2_000,
  cardBrand: "visa",
  cardLast4: "4242",
  refundOfId: null,
  providerPaymentRef: "pi_1",
  note: null,
};

describe("PaymentTable", () => {
  it("shows each payment's date, order link, customer, kind, amount, status and card", () => {
    const refund: PaymentListItem = { ...CHARGE, id: "p2", kind: "refund", amountCents: 2_000, refundedCents: 0, refundOfId: "p1", cardBrand: null, cardLast4: null };
    const failedTip: PaymentListItem = { ...CHARGE, id: "p3", kind: "tip", status: "failed", amountCents: 3_000, refundedCents: 0, cardBrand: "mastercard", cardLast4: "4444" };
    render(<PaymentTable payments={[CHARGE, refund, failedTip]} />);
    const rows = within(screen.getByRole("table", { name: "Payments" })).getAllByRole("row").slice(1);
    expect(rows.map((row) => within(row).getAllByRole("cell").map((cell) => cell.textContent))).toEqual([
      ["Thu, Mar 5, 2026, 2:00 PM", "C-10042", "Priya Shahpriya@example.test", "Visit charge", "$152.38$20 refunded", "Paid by card", "Visa •••• 4242"],
      ["Thu, Mar 5, 2026, 2:00 PM", "C-10042", "Priya Shahpriya@example.test", "Refund", "−$20", "Paid by card", "—"],
      ["Thu, Mar 5, 2026, 2:00 PM", "C-10042", "Priya Shahpriya@example.test", "Tip", "$30", "Failed", "Mastercard •••• 4444"],
    ]);
    expect(within(rows[0] as HTMLElement).getByRole("link", { name: "C-10042" })).toHaveAttribute("href", "/admin/orders/o1");
  });

  it("says so when nothing matches", () => {
    render(<PaymentTable payments={[]} />);
    expect(screen.getByText("No payments match these filters.")).toBeInTheDocument();
  });
});
