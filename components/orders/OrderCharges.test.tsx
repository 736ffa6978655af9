import { render, screen, within } from "@testing-library/react";
import type { QuoteLine } from "@/lib/booking/quote-line";
import { OrderCharges, type OrderChargesProps } from "./OrderCharges";

const lines: QuoteLine[] = [
  { kind: "base", label: "Regular cleaning", amountCents: 14_000 },
  { kind: "offer", label: "Spring Refresh (10% off)", amountCents: -1_400 },
  { kind: "tax", label: "Sales tax (8.875%)", amountCents: 1_118 },
  { kind: "total", label: "Total", amountCents: 13_718 },
  { kind: "amount-due", label: "Amount due", amountCents: 13_718 },
];

const order = (overrides: Partial<OrderChargesProps["order"]> = {}): OrderChargesProps["order"] => ({
  status: "pending",
  lines,
  totalCents: 13_718,
  amountDueCents: 13_718,
  giftCardCents: 0,
  lateCancellationFeeCents: 0,
  offerName: "Spring Refresh",
  offerReturned: false,
  ...overrides,
});

const amountDue = () => within(screen.getByRole("row", { name: /amount due/i })).getByRole("cell");

describe("OrderCharges", () => {
  it("shows the price breakdown and the offer used on a booked visit", () => {
    render(<OrderCharges order={order()} />);
    expect(amountDue()).toHaveTextContent("$137.18");
    expect(screen.getByText("Special offer used: Spring Refresh")).toBeInTheDocument();
  });

  it("shows nothing due and the offer as returned once the visit is cancelled", () => {
    render(<OrderCharges order={order({ status: "cancelled", amountDueCents: 0, offerReturned: true })} />);
    expect(amountDue()).toHaveTextContent("$0");
    expect(screen.queryByText(/special offer used/i)).not.toBeInTheDocument();
    expect(screen.getByText("Special offer Spring Refresh: back in your account")).toBeInTheDocument();
    expect(screen.getByText(/nothing is due/i)).toBeInTheDocument();
    // The booked price is shown as not charged, never as money due.
    expect(screen.queryAllByText("$137.18").every((cell) => !cell.closest("tr")?.textContent?.match(/due/i))).toBe(true);
  });

  it("shows only the late-cancellation fee as due after a late cancellation", () => {
    render(<OrderCharges order={order({ status: "cancelled", amountDueCents: 5_000, lateCancellationFeeCents: 5_000, offerName: null })} />);
    expect(amountDue()).toHaveTextContent("$50");
    expect(within(screen.getByRole("row", { name: /late-cancellation fee/i })).getByRole("cell")).toHaveTextContent("$50");
    expect(screen.getByRole("row", { name: /booked price/i })).toHaveTextContent(/not charged/i);
  });

  it("tells staff what went back to the customer, in their words", () => {
    render(<OrderCharges audience="staff" order={order({ status: "cancelled", amountDueCents: 0, offerReturned: true, giftCardCents: 2_500 })} />);
    expect(amountDue()).toHaveTextContent("$0");
    expect(screen.getByText("Special offer Spring Refresh: returned to the customer")).toBeInTheDocument();
    expect(screen.getByText("Gift card: $25 returned to the card")).toBeInTheDocument();
    expect(screen.queryByText(/your (account|card)/i)).not.toBeInTheDocument();
  });

  it("never says \"Amount due\" once the visit is paid: the receipt's paid, refunded and balance take its place", () => {
    render(<OrderCharges order={order({ status: "completed" })} totals={{ billedCents: 13_718, paidCents: 13_718, refundedCents: 1_000, balanceCents: 0 }} />);
    expect(screen.queryByText(/amount due/i)).toBeNull();
    expect(within(screen.getByRole("row", { name: /^Total/ })).getByRole("cell")).toHaveTextContent("$137.18");
    expect(screen.getByText("Paid").nextElementSibling).toHaveTextContent("$137.18");
    expect(screen.getByText("Refunded").nextElementSibling).toHaveTextContent("−$10");
    expect(screen.getByTestId("receipt-balance")).toHaveTextContent("$0");
  });

  it("keeps \"Amount due\" before anything is paid, and drops it for a late fee already paid", () => {
    const { unmount } = render(<OrderCharges order={order()} totals={{ billedCents: 13_718, paidCents: 0, refundedCents: 0, balanceCents: 13_718 }} />);
    expect(amountDue()).toHaveTextContent("$137.18");
    unmount();
    render(<OrderCharges order={order({ status: "cancelled", amountDueCents: 5_000, lateCancellationFeeCents: 5_000 })} totals={{ billedCents: 5_000, paidCents: 5_000, refundedCents: 0, balanceCents: 0 }} />);
    expect(screen.queryByText(/amount due/i)).toBeNull();
    expect(screen.getByTestId("receipt-balance")).toHaveTextContent("$0");
  });
});
