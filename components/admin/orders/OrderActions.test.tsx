import { fireEvent, render, screen, within } from "@testing-library/react";
import { installFakeFetch } from "../test-support";
import { OrderActions, type OrderActionsProps } from "./OrderActions";

jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh: jest.fn(), push: jest.fn() }), usePathname: () => "/admin/orders/x" }));
jest.mock("next-auth/react", () => ({ getSession: jest.fn(async () => null), signOut: jest.fn(async () => undefined) }));
jest.mock("@/lib/kernel/full-page-navigation", () => ({ fullPageNavigation: jest.fn() }));

const cleaners = [
  { id: "c1", name: "Dorota Nowak", role: "Cleaner" as const, busy: false },
  { id: "c2", name: "Luis Ortega", role: "Cleaner" as const, busy: true },
];

function renderOrder(order: Partial<OrderActionsProps["order"]> = {}, statusChoices: OrderActionsProps["statusChoices"] = []) {
  const props: OrderActionsProps["order"] = {
    id: "o1",
    number: "C-10042",
    status: "pending",
    startsAt: "2026-03-10T14:00:00.000Z",
    cleanerId: null,
    version: 3,
    insideLateWindow: false,
    currentLateFeeCents: 5_000,
    ...order,
  };
  return render(<OrderActions order={props} cleaners={cleaners} statusChoices={statusChoices} />);
}

describe("OrderActions", () => {
  it("offers what a pending order allows", () => {
    renderOrder({}, [{ status: "confirmed", reason: null }]);
    expect(screen.getByRole("button", { name: "Confirm order" })).toBeInTheDocument();
    expect(screen.getByLabelText("Assign a cleaner")).toBeInTheDocument();
    expect(screen.getByRole("option", { name: "Luis Ortega · busy then" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Cancel order" })).toBeInTheDocument();
    expect(within(screen.getByLabelText("Change status")).getAllByRole("option").map((option) => option.textContent)).toEqual(["Confirmed"]);
  });

  it("offers no status changes or cancelling for a completed visit, only a note", () => {
    renderOrder({ status: "completed", cleanerId: "c1" });
    expect(screen.queryByRole("button", { name: "Confirm order" })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/cleaner/i)).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Cancel order" })).not.toBeInTheDocument();
    expect(screen.queryByLabelText("Change status")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Add note" })).toBeDisabled();
  });

  it("offers the statuses the server allows now, and asks for the reason a completion needs", async () => {
    const sent = installFakeFetch([{ status: 200, body: { orderId: "o1", status: "completed" } }]);
    renderOrder({ status: "assigned", cleanerId: "c1" }, [{ status: "completed", reason: "No one checked in to this visit. Say how you know it was done." }]);
    expect(within(screen.getByLabelText("Change status")).getAllByRole("option").map((option) => option.textContent)).toEqual(["Completed"]);
    fireEvent.click(screen.getByRole("button", { name: "Update status" }));
    const dialog = screen.getByRole("dialog", { name: "Mark C-10042 as “Completed”?" });
    const reason = within(dialog).getByRole("textbox", { name: "Reason" });
    expect(reason).toHaveAccessibleDescription(/No one checked in to this visit/);
    fireEvent.click(within(dialog).getByRole("button", { name: "Update status" }));
    expect(await within(dialog).findByText("Write the reason first.")).toBeInTheDocument();
    expect(sent).toHaveLength(0);
    fireEvent.change(reason, { target: { value: "The customer called: all done." } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Update status" }));
    expect(await screen.findByText("C-10042 is now completed.")).toBeInTheDocument();
    expect(sent[0]?.body).toEqual({ status: "completed", note: "The customer called: all done.", expectedVersion: 3 });
  });

  it("lets staff check a visit in or complete it once a cleaner is assigned", () => {
    renderOrder({ status: "assigned", cleanerId: "c1" }, [
      { status: "in_progress", reason: null },
      { status: "completed", reason: "No one checked in to this visit." },
    ]);
    expect(within(screen.getByLabelText("Change status")).getAllByRole("option").map((option) => option.textContent)).toEqual(["In progress", "Completed"]);
    expect(screen.getByLabelText("Change the cleaner")).toHaveValue("c1");
    expect(screen.getByRole("button", { name: "Change cleaner" })).toBeDisabled();
  });

  it("warns of the late fee inside 24 hours and sends the waiver and reason", async () => {
    const sent = installFakeFetch([{ status: 200, body: { orderId: "o1", status: "cancelled", lateCancellationFeeCents: 0 } }]);
    renderOrder({ status: "confirmed", insideLateWindow: true });
    fireEvent.click(screen.getByRole("button", { name: "Cancel order" }));
    const dialog = screen.getByRole("dialog", { name: "Cancel C-10042?" });
    expect(dialog).toHaveTextContent("a $50 late-cancellation fee will be recorded unless you waive it");
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel the order" }));
    expect(within(dialog).getByRole("alert")).toHaveTextContent("Say why the order is cancelled.");
    expect(sent).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText("Reason"), { target: { value: "Customer's flight was cancelled" } });
    fireEvent.click(within(dialog).getByLabelText("Waive the late-cancellation fee"));
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel the order" }));
    expect(await screen.findByText("C-10042 is cancelled. No fee was recorded.")).toBeInTheDocument();
    expect(sent).toEqual([{ url: "/api/admin/orders/o1/cancel", method: "POST", body: { reason: "Customer's flight was cancelled", waiveFee: true, expectedVersion: 3 } }]);
  });

  it("assigns the chosen cleaner after a confirmation", async () => {
    const sent = installFakeFetch([{ status: 200, body: { orderId: "o1", status: "assigned" } }]);
    renderOrder({ status: "confirmed" });
    fireEvent.change(screen.getByLabelText("Assign a cleaner"), { target: { value: "c1" } });
    fireEvent.click(screen.getByRole("button", { name: "Assign" }));
    fireEvent.click(within(screen.getByRole("dialog", { name: "Give C-10042 to Dorota Nowak?" })).getByRole("button", { name: "Assign" }));
    expect(await screen.findByText("Dorota Nowak now has C-10042.")).toBeInTheDocument();
    expect(sent[0]).toEqual({ url: "/api/admin/orders/o1/assign", method: "POST", body: { cleanerId: "c1", expectedVersion: 3 } });
  });
});
