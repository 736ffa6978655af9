import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { installFakeFetch } from "@/components/admin/test-support";
import { TipForm } from "./TipForm";

const refresh = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn(), refresh }) }));
jest.mock("next-auth/react", () => ({ getSession: jest.fn(async () => null), signOut: jest.fn(async () => undefined) }));
jest.mock("@/lib/kernel/full-page-navigation", () => ({ fullPageNavigation: jest.fn() }));

const ORDER = "0b5f3c1e-8d2a-4c61-9a57-3f0f1b7e2d44";
const PRESETS = [
  { percent: 15, amountCents: 2250 },
  { percent: 20, amountCents: 3000 },
  { percent: 25, amountCents: 3750 },
];

function renderForm() {
  render(<TipForm orderId={ORDER} pollToken="poll-token" cleanerName="Ana" totalCents={15000} presets={PRESETS} />);
}

describe("TipForm", () => {
  it("sends 20 % with the poll token and thanks the customer with the amount", async () => {
    const sent = installFakeFetch([{ status: 200, body: { tip: { id: "x", amountCents: 3000 } } }]);
    renderForm();
    fireEvent.click(screen.getByRole("button", { name: "Tip $30" }));
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("Your $30 tip for Ana is being charged"));
    expect(sent[0]?.url).toBe(`/api/orders/${ORDER}/tip`);
    expect(sent[0]?.body).toEqual({ pollToken: "poll-token", tip: { kind: "percent", percent: 20 } });
    expect(refresh).toHaveBeenCalled();
  });

  it("takes dollars and cents of the customer's own, and stops an amount above the total before sending", async () => {
    const sent = installFakeFetch([{ status: 200, body: { tip: { id: "x", amountCents: 1250 } } }]);
    renderForm();
    fireEvent.click(screen.getByLabelText(/^Other/));
    fireEvent.change(screen.getByLabelText(/Tip in dollars/), { target: { value: "150.01" } });
    fireEvent.click(screen.getByRole("button", { name: "Tip $150.01" }));
    expect(await screen.findByText("A tip can be at most the visit's total, $150.")).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/Tip in dollars/), { target: { value: "12.345" } });
    fireEvent.click(screen.getByRole("button", { name: "Add the tip" }));
    expect(await screen.findByText(/Enter the tip in dollars/)).toBeInTheDocument();
    expect(sent).toHaveLength(0);
    fireEvent.change(screen.getByLabelText(/Tip in dollars/), { target: { value: "12.5" } });
    fireEvent.click(screen.getByRole("button", { name: "Tip $12.50" }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toEqual({ pollToken: "poll-token", tip: { kind: "amount", amountCents: 1250 } });
  });

  it("shows the server's refusal (a tip already left)", async () => {
    installFakeFetch([{ status: 409, body: { error: "You already left a tip for this visit. Thank you!" } }]);
    renderForm();
    fireEvent.click(screen.getByRole("button", { name: "Tip $30" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("You already left a tip");
  });
});
