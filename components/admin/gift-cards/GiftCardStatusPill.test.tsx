import { render, screen } from "@testing-library/react";
import { GiftCardStatusPill } from "./GiftCardStatusPill";

describe("GiftCardStatusPill", () => {
  it("calls an active card with nothing left on it used up, as its owner sees it", () => {
    render(<GiftCardStatusPill status="active" balanceCents={0} />);
    expect(screen.getByText("Used up")).toBeInTheDocument();
    expect(screen.queryByText("Active")).not.toBeInTheDocument();
  });

  it("keeps Active while money is left, and Void or Awaiting payment whatever the balance", () => {
    const { rerender } = render(<GiftCardStatusPill status="active" balanceCents={1} />);
    expect(screen.getByText("Active")).toBeInTheDocument();
    rerender(<GiftCardStatusPill status="void" balanceCents={0} />);
    expect(screen.getByText("Void")).toBeInTheDocument();
    rerender(<GiftCardStatusPill status="pending_payment" balanceCents={5_000} />);
    expect(screen.getByText("Awaiting payment")).toBeInTheDocument();
  });
});
