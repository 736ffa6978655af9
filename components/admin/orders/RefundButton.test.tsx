import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { installFakeFetch } from "../test-support";
import { RefundButton } from "./RefundButton";

jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh: jest.fn(), push: jest.fn() }), usePathname: () => "/admin/orders/x" }));

describe("RefundButton", () => {
  it("shows a refused amount's message once, beside the amount", async () => {
    const message = "At most $52.00 can still go back.";
    installFakeFetch([{ status: 400, body: { error: message, fieldErrors: { amount: message } } }]);
    render(<RefundButton target={{ kind: "payment", paymentId: "p1" }} what="the visit charge" refundableCents={5_200} destination="to the card" name="visit" />);
    fireEvent.click(screen.getByRole("button", { name: "Refund" }));
    const dialog = screen.getByRole("dialog", { name: "Refund the visit charge?" });
    fireEvent.change(within(dialog).getByLabelText("Amount (dollars)"), { target: { value: "80.00" } });
    fireEvent.change(within(dialog).getByLabelText("Reason"), { target: { value: "Missed the bathroom" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Refund" }));
    await waitFor(() => expect(within(dialog).getByLabelText("Amount (dollars)")).toHaveAccessibleDescription(message));
    expect(within(dialog).getAllByText(message)).toHaveLength(1);
  });
});
