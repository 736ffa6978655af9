import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { installFakeFetch } from "../test-support";
import { CleanerPreferences } from "./CleanerPreferences";
import type { CleanerPreferencesView } from "@/lib/admin/users/cleaner-preferences-view";

const refresh = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh, push: jest.fn() }), usePathname: () => "/admin" }));
jest.mock("next-auth/react", () => ({ getSession: jest.fn(async () => null), signOut: jest.fn(async () => undefined) }));
jest.mock("@/lib/kernel/full-page-navigation", () => ({ fullPageNavigation: jest.fn() }));

const CUSTOMER = { id: "6f1c2a9e-3b4d-4e5f-8a7b-1c2d3e4f5a6b", name: "Jordan Reyes" };
const DOROTA = "0b5f3c1e-8d2a-4c61-9a57-3f0f1b7e2d44";
const MALIK = "9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d";

const VIEW: CleanerPreferencesView = {
  side: "customer",
  lines: [
    { userId: DOROTA, name: "Dorota Nowak", kind: "preferred", setBy: "customer", createdAt: "2026-03-02T15:00:00.000Z" },
    { userId: MALIK, name: "Malik Owens", kind: "blocked", setBy: "poll", createdAt: "2026-03-09T15:00:00.000Z" },
  ],
  choices: [{ value: DOROTA, label: "Dorota Nowak" }],
};

describe("CleanerPreferences", () => {
  it("lists preferences and blocks, and undoes a block after asking", async () => {
    const sent = installFakeFetch([{ status: 200, body: { customerId: CUSTOMER.id, cleanerId: MALIK } }]);
    render(<CleanerPreferences user={CUSTOMER} view={VIEW} canChange />);
    expect(screen.getByText(/preferred since/)).toBeInTheDocument();
    expect(screen.getByText(/never sent: blocked after a poll rating of 2 or less/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Undo" }));
    expect(screen.getByRole("dialog", { name: "Allow sending Malik Owens to Jordan Reyes again?" })).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Undo the block" }));
    await waitFor(() => expect(screen.getByText("Malik Owens is no longer blocked.")).toBeInTheDocument());
    expect(sent[0]?.url).toBe(`/api/admin/users/${CUSTOMER.id}/cleaner-preferences/undo`);
    expect(sent[0]?.body).toEqual({ userId: MALIK });
  });

  it("asks for a choice before 'Never send', then sends the chosen cleaner", async () => {
    const sent = installFakeFetch([{ status: 200, body: { customerId: CUSTOMER.id, cleanerId: DOROTA } }]);
    render(<CleanerPreferences user={CUSTOMER} view={VIEW} canChange />);
    fireEvent.click(screen.getByRole("button", { name: "Never send" }));
    fireEvent.click(screen.getAllByRole("button", { name: "Never send" }).at(-1) as HTMLElement);
    expect(await screen.findByText("Choose a cleaner first.")).toBeInTheDocument();
    expect(sent).toEqual([]);
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    fireEvent.change(screen.getByLabelText("Cleaner"), { target: { value: DOROTA } });
    fireEvent.click(screen.getByRole("button", { name: "Never send" }));
    fireEvent.click(screen.getAllByRole("button", { name: "Never send" }).at(-1) as HTMLElement);
    await waitFor(() => expect(screen.getByText("Dorota Nowak is blocked.")).toBeInTheDocument());
    expect(sent[0]?.url).toBe(`/api/admin/users/${CUSTOMER.id}/cleaner-preferences`);
    expect(sent[0]?.body).toEqual({ userId: DOROTA });
  });

  it("shows the list without controls to a viewer who may not assign orders", () => {
    render(<CleanerPreferences user={CUSTOMER} view={VIEW} canChange={false} />);
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });
});
