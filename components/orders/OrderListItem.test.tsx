import { render, screen } from "@testing-library/react";
import type { OrderSummaryDto } from "@/lib/booking/orders/queries";
import { OrderListItem } from "./OrderListItem";

const summary = (overrides: Partial<OrderSummaryDto> = {}): OrderSummaryDto => ({
  id: "0b6f1d3c-5b7a-4e59-9a51-0d5d2c1f4e10",
  number: "C-10042",
  status: "pending",
  statusLabel: "Received",
  serviceName: "Deep cleaning",
  startsAt: "2026-03-10T13:00:00.000Z",
  endsAt: "2026-03-10T17:00:00.000Z",
  address: "245 Bedford Ave, 3R, Brooklyn, NY 11211",
  totalCents: 35_537,
  amountDueCents: 35_537,
  recurring: false,
  ...overrides,
});

describe("OrderListItem", () => {
  it("shows the price of a booked visit", () => {
    render(<OrderListItem order={summary()} />);
    expect(screen.getByText("$355.37")).toBeInTheDocument();
  });

  it("shows a cancelled visit as nothing due, not its old price", () => {
    render(<OrderListItem order={summary({ status: "cancelled", statusLabel: "Cancelled", amountDueCents: 0 })} />);
    expect(screen.queryByText("$355.37")).not.toBeInTheDocument();
    expect(screen.getByText("Nothing due")).toBeInTheDocument();
  });

  it("shows only the late-cancellation fee of a late cancellation", () => {
    render(<OrderListItem order={summary({ status: "cancelled", statusLabel: "Cancelled", amountDueCents: 5_000 })} />);
    expect(screen.queryByText("$355.37")).not.toBeInTheDocument();
    expect(screen.getByText("Late-cancellation fee: $50")).toBeInTheDocument();
  });
});
