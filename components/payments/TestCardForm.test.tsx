import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { TestCardForm } from "./TestCardForm";

describe("test mode's card page", () => {
  it("says plainly it is test mode and lists Stripe's test numbers with what each does", () => {
    render(<TestCardForm checkout={{ ref: "tcs_abcdefghijkl", mode: "setup", amountCents: null, orderNumber: null, cancelPath: "/profile?card=cancelled" }} />);
    expect(screen.getByRole("note", { name: "Test mode, no card is charged" })).toBeVisible();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Save a card for after your visits");
    expect(screen.getByRole("button", { name: "Save card" })).toBeEnabled();
    expect(screen.getByRole("link", { name: "Cancel" })).toHaveAttribute("href", "/profile?card=cancelled");
    const list = screen.getByRole("list");
    expect(within(list).getByText("4242 4242 4242 4242")).toBeVisible();
    expect(within(list).getByText("4000 0000 0000 0341").closest("li")).toHaveTextContent("every charge is declined");
    expect(within(list).getByText("4000 0027 6000 3184").closest("li")).toHaveTextContent("need the cardholder to authenticate");
    expect(screen.getByLabelText("Card number")).toHaveValue("");
    expect(screen.getByLabelText("Expiry (MM/YY)")).toHaveValue("");
  });

  it("pays an order's amount in payment mode", () => {
    render(<TestCardForm checkout={{ ref: "tcs_abcdefghijkl", mode: "payment", amountCents: 15_238, orderNumber: "C-10042", cancelPath: "/pay/x?card=cancelled" }} />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Pay $152.38 for order C-10042");
    expect(screen.getByRole("button", { name: "Pay $152.38" })).toBeEnabled();
  });
});

describe("a refused card", () => {
  it("shows the message once, beside the field it is about", async () => {
    const message = "That is not one of the test card numbers listed below.";
    Object.assign(globalThis, {
      fetch: jest.fn(async () => ({ ok: false, status: 400, json: async () => ({ error: message, fieldErrors: { number: message } }) })),
    });
    render(<TestCardForm checkout={{ ref: "tcs_abcdefghijkl", mode: "setup", amountCents: null, orderNumber: null, cancelPath: "/profile" }} />);
    fireEvent.change(screen.getByLabelText("Card number"), { target: { value: "1234" } });
    fireEvent.click(screen.getByRole("button", { name: "Save card" }));
    await waitFor(() => expect(screen.getByLabelText("Card number")).toHaveAccessibleDescription(message));
    expect(screen.getAllByText(message)).toHaveLength(1);
  });
});
