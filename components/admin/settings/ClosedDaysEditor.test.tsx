import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { installFakeFetch } from "../test-support";
import { ClosedDaysEditor } from "./ClosedDaysEditor";

jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh: jest.fn(), push: jest.fn() }), usePathname: () => "/admin/settings" }));

const training = { date: "2026-12-08", reason: "Staff training" };

describe("ClosedDaysEditor", () => {
  it("lists the closed days with their reasons", () => {
    render(<ClosedDaysEditor initial={[training, { date: "2026-12-31", reason: null }]} />);
    const list = within(screen.getByRole("list", { name: "Closed days" }));
    expect(list.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      expect.stringContaining("Tuesday, December 8, 2026 · Staff training"),
      expect.stringContaining("Thursday, December 31, 2026"),
    ]);
  });

  it("says so when no day is closed", () => {
    render(<ClosedDaysEditor initial={[]} />);
    expect(screen.getByText("No days closed ahead besides the holidays we close.")).toBeInTheDocument();
  });

  it("adds a day with its reason and shows the saved list", async () => {
    const sent = installFakeFetch([{ status: 200, body: { closedDays: [training] } }]);
    render(<ClosedDaysEditor initial={[]} />);
    fireEvent.change(screen.getByLabelText("Date"), { target: { value: "2026-12-08" } });
    fireEvent.change(screen.getByLabelText(/Reason/), { target: { value: "Staff training" } });
    fireEvent.click(screen.getByRole("button", { name: "Close this day" }));
    expect(await screen.findByRole("status")).toHaveTextContent("Tuesday, December 8, 2026 is closed: it is no longer offered for booking.");
    expect(sent).toEqual([{ url: "/api/admin/settings/closed-days", method: "POST", body: { date: "2026-12-08", reason: "Staff training" } }]);
    expect(within(screen.getByRole("list", { name: "Closed days" })).getByText(/Staff training/)).toBeInTheDocument();
  });

  it("asks for a date before sending anything", () => {
    const sent = installFakeFetch([]);
    render(<ClosedDaysEditor initial={[]} />);
    fireEvent.click(screen.getByRole("button", { name: "Close this day" }));
    expect(screen.getByText("Choose the day to close.")).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it("shows the server's refusal next to the date", async () => {
    installFakeFetch([{ status: 400, body: { error: "That day is already closed.", fieldErrors: { date: "That day is already closed." } } }]);
    render(<ClosedDaysEditor initial={[training]} />);
    fireEvent.change(screen.getByLabelText("Date"), { target: { value: "2026-12-08" } });
    fireEvent.click(screen.getByRole("button", { name: "Close this day" }));
    await waitFor(() => expect(screen.getByLabelText("Date")).toHaveAccessibleDescription("That day is already closed."));
  });

  it("opens a day again", async () => {
    const sent = installFakeFetch([{ status: 200, body: { closedDays: [] } }]);
    render(<ClosedDaysEditor initial={[training]} />);
    fireEvent.click(screen.getByRole("button", { name: "Open Tuesday, December 8, 2026 again" }));
    expect(await screen.findByText("No days closed ahead besides the holidays we close.")).toBeInTheDocument();
    expect(sent).toEqual([{ url: "/api/admin/settings/closed-days", method: "DELETE", body: { date: "2026-12-08" } }]);
  });
});
