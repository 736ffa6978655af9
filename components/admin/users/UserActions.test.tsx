import { fireEvent, render, screen, within } from "@testing-library/react";
import { installFakeFetch } from "../test-support";
import { UserActions, type UserActionsProps } from "./UserActions";

jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh: jest.fn(), push: jest.fn() }), usePathname: () => "/admin/users/x" }));
jest.mock("next-auth/react", () => ({ getSession: jest.fn(async () => null), signOut: jest.fn(async () => undefined) }));
jest.mock("@/lib/kernel/full-page-navigation", () => ({ fullPageNavigation: jest.fn() }));

const none = { block: false, unblock: false, forceLogout: false, changeRoleTo: [] };

function renderUser(user: Partial<UserActionsProps["user"]> = {}) {
  return render(<UserActions user={{ id: "u1", name: "Jordan Lee", role: "Customer", status: "active", blockedReason: null, allowedActions: none, ...user }} />);
}

describe("UserActions", () => {
  it("shows no controls when the viewer may do nothing (oneself, a SuperAdmin, a higher role)", () => {
    renderUser();
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
    expect(screen.getByText(/Nobody acts on their own account or on a SuperAdmin/)).toBeInTheDocument();
  });

  it("shows only the allowed controls", () => {
    renderUser({ allowedActions: { ...none, block: true, forceLogout: true } });
    expect(screen.getByRole("button", { name: "Block" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Force logout" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Unblock" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Change role" })).not.toBeInTheDocument();
  });

  it("blocks with a reason and the end-sessions choice (on by default)", async () => {
    const sent = installFakeFetch([{ status: 200, body: { user: {} } }]);
    renderUser({ allowedActions: { ...none, block: true } });
    fireEvent.click(screen.getByRole("button", { name: "Block" }));
    const dialog = screen.getByRole("dialog", { name: "Block Jordan Lee?" });
    expect(within(dialog).getByLabelText("End their sessions now")).toBeChecked();
    fireEvent.click(within(dialog).getByRole("button", { name: "Block account" }));
    expect(within(dialog).getByRole("alert")).toHaveTextContent(/at least 3 characters/);
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: "Repeated no-shows" } });
    fireEvent.click(within(dialog).getByLabelText("End their sessions now"));
    fireEvent.click(within(dialog).getByRole("button", { name: "Block account" }));
    expect(await screen.findByText("Jordan Lee is blocked; their open session stays, read-only.")).toBeInTheDocument();
    expect(sent).toEqual([{ url: "/api/admin/users/u1/block", method: "POST", body: { reason: "Repeated no-shows", endSessions: false } }]);
  });

  it("starts the role selector on the current role, with nothing to change until another is chosen", () => {
    renderUser({ role: "Cleaner", allowedActions: { ...none, changeRoleTo: ["Moderator", "Customer"] } });
    const select = screen.getByLabelText("Role (now Cleaner)");
    expect(select).toHaveValue("Cleaner");
    expect(within(select).getAllByRole("option").map((option) => option.textContent)).toEqual(["Cleaner (current)", "Moderator", "Customer"]);
    expect(screen.getByRole("button", { name: "Change role" })).toBeDisabled();
    fireEvent.change(select, { target: { value: "Customer" } });
    expect(screen.getByRole("button", { name: "Change role" })).toBeEnabled();
  });

  it("changes the role to one of those offered", async () => {
    const sent = installFakeFetch([{ status: 200, body: { user: {} } }]);
    renderUser({ allowedActions: { ...none, changeRoleTo: ["Moderator", "Cleaner"] } });
    fireEvent.change(screen.getByLabelText("Role (now Customer)"), { target: { value: "Cleaner" } });
    fireEvent.click(screen.getByRole("button", { name: "Change role" }));
    fireEvent.click(within(screen.getByRole("dialog", { name: "Make Jordan Lee a Cleaner?" })).getByRole("button", { name: "Change role" }));
    expect(await screen.findByText(/Jordan Lee is now a Cleaner/)).toBeInTheDocument();
    expect(sent[0]).toEqual({ url: "/api/admin/users/u1/role", method: "PUT", body: { role: "Cleaner", reason: "" } });
  });
});
