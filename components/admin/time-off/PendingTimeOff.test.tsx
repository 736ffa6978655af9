import { fireEvent, render, screen, within } from "@testing-library/react";
import { installFakeFetch, installHeldFetch } from "../test-support";
import { PendingTimeOff } from "./PendingTimeOff";

/** Staff deciding on waiting time off (docs/product.md, "Time off"). */

const mockRefresh = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh: mockRefresh, push: jest.fn() }), usePathname: () => "/admin/time-off" }));
jest.mock("next-auth/react", () => ({ getSession: jest.fn(async () => null), signOut: jest.fn(async () => undefined) }));
jest.mock("@/lib/kernel/full-page-navigation", () => ({ fullPageNavigation: jest.fn() }));

const request = { id: "t1", cleanerName: "Lucía Ortega", firstDay: "2026-04-14", lastDay: "2026-04-15", days: 2, note: "Moving apartments", requestedAt: "2026-03-02T15:00:00.000Z" };

describe("PendingTimeOff", () => {
  beforeEach(() => mockRefresh.mockClear());

  it("approves after a confirmation and lists the visits still assigned on those days, each linked to its order", async () => {
    const sent = installFakeFetch([{ status: 200, body: { id: "t1", status: "approved", clashes: [{ orderId: "o1", number: 10042, startsAt: "2026-04-14T13:00:00.000Z" }] } }]);
    render(<PendingTimeOff requests={[request]} />);
    fireEvent.click(screen.getByRole("button", { name: "Approve" }));
    const dialog = screen.getByRole("dialog", { name: "Approve Lucía Ortega's time off?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Approve" }));
    expect(await screen.findByText(/^Approved: Lucía Ortega is off on Tue, Apr 14, 2026 – Wed, Apr 15, 2026/)).toBeInTheDocument();
    expect(sent).toEqual([{ url: "/api/admin/time-off/t1/decision", method: "POST", body: { decision: "approve" } }]);
    const clashes = screen.getByTestId("time-off-clashes");
    expect(clashes).toHaveTextContent("Lucía Ortega still has a visit on Tue, Apr 14, 2026 – Wed, Apr 15, 2026.");
    expect(within(clashes).getByRole("link", { name: "C-10042" })).toHaveAttribute("href", "/admin/orders/o1");
    expect(clashes).toHaveTextContent("Tue, Apr 14, 2026, 9:00 AM");
    expect(mockRefresh).toHaveBeenCalledTimes(1);
  });

  it("declines with a note, showing the busy dialog and then a refusal from the server in the dialog", async () => {
    const api = installHeldFetch();
    render(<PendingTimeOff requests={[request]} />);
    fireEvent.click(screen.getByRole("button", { name: "Decline" }));
    const dialog = screen.getByRole("dialog", { name: "Decline Lucía Ortega's time off?" });
    fireEvent.change(within(dialog).getByLabelText(/Note for the cleaner/), { target: { value: "Three of the team are off that week." } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Decline" }));
    expect(api.calls()).toBe(1);
    api.answer({ status: 409, body: { error: "This request was already approved, so there is nothing left to decide. Refresh the page to see it." } });
    expect(await within(dialog).findByText(/already approved/)).toBeInTheDocument();
    expect(mockRefresh).not.toHaveBeenCalled();
  });

  it("says when nothing is waiting", () => {
    render(<PendingTimeOff requests={[]} />);
    expect(screen.getByText("No requests waiting.")).toBeInTheDocument();
  });
});
