import { fireEvent, render, screen } from "@testing-library/react";
import { OrderActions, type OrderActionsProps } from "./OrderActions";

jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh: jest.fn(), push: jest.fn() }), usePathname: () => "/admin/orders/x" }));
jest.mock("next-auth/react", () => ({ getSession: jest.fn(async () => null), signOut: jest.fn(async () => undefined) }));
jest.mock("@/lib/kernel/full-page-navigation", () => ({ fullPageNavigation: jest.fn() }));

const cleaners = [
  { id: "c1", name: "Dorota Nowak", role: "Cleaner" as const, busy: false },
  { id: "c2", name: "Luis Ortega", role: "Cleaner" as const, busy: false },
  { id: "c3", name: "Malik Owens", role: "Cleaner" as const, busy: false },
];
const order: OrderActionsProps["order"] = {
  id: "o1",
  number: "C-10042",
  status: "confirmed",
  startsAt: "2026-03-10T14:00:00.000Z",
  cleanerId: null,
  version: 3,
  insideLateWindow: false,
  currentLateFeeCents: 5_000,
};
const choices = { customerFirstName: "Jordan", preferred: [{ id: "c1", firstName: "Dorota" }], blockedIds: ["c3"] };

describe("OrderActions and the customer's cleaners", () => {
  it("warns when the chosen cleaner is not the preferred one, without stopping the assignment", () => {
    render(<OrderActions order={order} cleaners={cleaners} cleanerChoices={choices} statusChoices={[]} />);
    fireEvent.change(screen.getByLabelText("Assign a cleaner"), { target: { value: "c1" } });
    expect(screen.queryByRole("note")).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText("Assign a cleaner"), { target: { value: "c2" } });
    expect(screen.getByRole("note")).toHaveTextContent("Jordan prefers Dorota.");
    expect(screen.getByRole("button", { name: "Assign" })).toBeEnabled();
  });

  it("says a blocked cleaner's assignment will be refused", () => {
    render(<OrderActions order={order} cleaners={cleaners} cleanerChoices={choices} statusChoices={[]} />);
    fireEvent.change(screen.getByLabelText("Assign a cleaner"), { target: { value: "c3" } });
    expect(screen.getByRole("note")).toHaveTextContent("Malik Owens is blocked for Jordan: the assignment will be refused.");
  });

  it("says nothing when the customer has no preference", () => {
    render(<OrderActions order={order} cleaners={cleaners} cleanerChoices={{ customerFirstName: "Jordan", preferred: [], blockedIds: [] }} statusChoices={[]} />);
    fireEvent.change(screen.getByLabelText("Assign a cleaner"), { target: { value: "c2" } });
    expect(screen.queryByRole("note")).not.toBeInTheDocument();
  });
});
