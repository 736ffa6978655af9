import { fireEvent, render, screen, within } from "@testing-library/react";
import { installFakeFetch } from "../test-support";
import { CreditAdjustmentForm } from "./CreditAdjustmentForm";

jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh: jest.fn(), push: jest.fn() }), usePathname: () => "/admin/users/u1" }));
jest.mock("next-auth/react", () => ({ getSession: jest.fn(async () => null), signOut: jest.fn(async () => undefined) }));
jest.mock("@/lib/kernel/full-page-navigation", () => ({ fullPageNavigation: jest.fn() }));

const USER = { id: "u1", name: "Priya Raman" };

function fill(amount: string, reason: string) {
  fireEvent.change(screen.getByLabelText("Amount in dollars"), { target: { value: amount } });
  fireEvent.change(screen.getByLabelText("Reason"), { target: { value: reason } });
  fireEvent.click(screen.getByRole("button", { name: "Adjust account credit" }));
}

describe("CreditAdjustmentForm", () => {
  it("gives credit in dollars with the reason after a confirmation, sent as cents", async () => {
    const sent = installFakeFetch([{ status: 200, body: { balanceCents: 3750 } }]);
    render(<CreditAdjustmentForm user={USER} balanceCents={0} />);
    fill("37.50", "  Goodwill: the team arrived an hour late ");
    const dialog = screen.getByRole("dialog", { name: "Give Priya Raman $37.50 of credit?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Adjust" }));
    expect(await screen.findByText("Priya Raman's account credit is adjusted.")).toBeInTheDocument();
    expect(sent).toEqual([{ url: "/api/admin/users/u1/credit", method: "POST", body: { amountCents: 3750, reason: "Goodwill: the team arrived an hour late" } }]);
    expect(screen.getByLabelText("Amount in dollars")).toHaveValue("");
  });

  it.each([
    ["no amount", "", "Credit given twice", "Enter an amount in dollars and cents, like 25 or -12.50."],
    ["letters", "ten", "Credit given twice", "Enter an amount in dollars and cents, like 25 or -12.50."],
    ["more than $500", "500.01", "Credit given twice", "Adjustments are limited to $500 either way."],
    ["more than the balance taken", "-20.01", "Credit given twice", "That would take the balance below zero: it is $20 now."],
    ["no reason", "-5", "  ", "Say why, in a few words the next person can follow."],
  ])("says what is wrong with %s and sends nothing", (_label, amount, reason, message) => {
    const sent = installFakeFetch([]);
    render(<CreditAdjustmentForm user={USER} balanceCents={2000} />);
    fill(amount, reason);
    fireEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Adjust" }));
    expect(within(screen.getByRole("dialog")).getByRole("alert")).toHaveTextContent(message);
    expect(sent).toEqual([]);
  });

  it("takes credit with a minus sign, and shows the server's refusal in the dialog", async () => {
    const sent = installFakeFetch([{ status: 422, body: { error: "That would take the balance below zero: it is $5 now.", fieldErrors: { amountCents: "That would take the balance below zero: it is $5 now." } } }]);
    render(<CreditAdjustmentForm user={USER} balanceCents={2000} />);
    fill("-12.50", "Credit given twice by mistake");
    const dialog = screen.getByRole("dialog", { name: "Take $12.50 of credit from Priya Raman?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Adjust" }));
    expect(await within(dialog).findAllByText("That would take the balance below zero: it is $5 now.")).not.toHaveLength(0);
    expect(sent).toEqual([{ url: "/api/admin/users/u1/credit", method: "POST", body: { amountCents: -1250, reason: "Credit given twice by mistake" } }]);
  });
});
