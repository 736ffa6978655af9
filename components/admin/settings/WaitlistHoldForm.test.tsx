import { fireEvent, render, screen } from "@testing-library/react";
import { installFakeFetch, installHeldFetch } from "../test-support";
import { WaitlistHoldForm } from "./WaitlistHoldForm";

/** The hold time staff set for freed times (docs/product.md#waitlist, "Holds": 5 to 1440 minutes, default 30). */

const mockRefresh = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh: mockRefresh, push: jest.fn() }), usePathname: () => "/admin/settings" }));

const field = () => screen.getByLabelText("Hold a freed time for (minutes)");
const save = () => fireEvent.click(screen.getByRole("button", { name: "Save hold time" }));

describe("WaitlistHoldForm", () => {
  beforeEach(() => {
    mockRefresh.mockClear();
    window.localStorage.clear();
  });

  it("saves the minutes, shows the saved value and says holds already made keep theirs", async () => {
    const sent = installFakeFetch([{ status: 200, body: { holdMinutes: 45 } }]);
    render(<WaitlistHoldForm initial={30} />);
    expect(field()).toHaveValue("30");
    fireEvent.change(field(), { target: { value: " 45 " } });
    save();
    expect(await screen.findByRole("status")).toHaveTextContent("Saved. Freed times are now held for 45 minutes; holds already made keep theirs.");
    expect(sent).toEqual([{ url: "/api/admin/settings/waitlist-hold", method: "PUT", body: { holdMinutes: 45 } }]);
    expect(field()).toHaveValue("45");
    expect(mockRefresh).toHaveBeenCalledTimes(1);

    // The saved value is the new starting point: saving it again sends nothing.
    save();
    expect(await screen.findByText("Nothing has changed yet.")).toHaveAttribute("role", "status");
    expect(sent).toHaveLength(1);
  });

  it("sends nothing when the minutes are unchanged", () => {
    const sent = installFakeFetch([]);
    render(<WaitlistHoldForm initial={30} />);
    save();
    expect(screen.getByRole("status")).toHaveTextContent("Nothing has changed yet.");
    expect(sent).toEqual([]);
  });

  it("shows the server's refusal in the alert and its words beside the field, and refreshes nothing", async () => {
    const message = "Enter a whole number of minutes from 5 to 1440.";
    const sent = installFakeFetch([{ status: 400, body: { error: "Please check the highlighted fields.", fieldErrors: { holdMinutes: message } } }]);
    render(<WaitlistHoldForm initial={30} />);
    fireEvent.change(field(), { target: { value: "2000" } });
    save();
    expect(await screen.findByRole("alert")).toHaveTextContent("Please check the highlighted fields.");
    expect(field()).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(field()).toHaveValue("2000");
    expect(sent).toEqual([{ url: "/api/admin/settings/waitlist-hold", method: "PUT", body: { holdMinutes: 2000 } }]);
    expect(mockRefresh).not.toHaveBeenCalled();
  });

  it("lets the server judge what is not a whole number of minutes (it goes as null)", async () => {
    const message = "Enter a whole number of minutes from 5 to 1440.";
    const sent = installFakeFetch([{ status: 400, body: { error: "Please check the highlighted fields.", fieldErrors: { holdMinutes: message } } }]);
    render(<WaitlistHoldForm initial={30} />);
    fireEvent.change(field(), { target: { value: "ten" } });
    save();
    expect(await screen.findByRole("alert")).toHaveTextContent("Please check the highlighted fields.");
    expect(field()).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(sent).toEqual([{ url: "/api/admin/settings/waitlist-hold", method: "PUT", body: { holdMinutes: null } }]);
  });

  it("says 'Saving…' and cannot be pressed while the save is on its way", async () => {
    const api = installHeldFetch();
    render(<WaitlistHoldForm initial={30} />);
    fireEvent.change(field(), { target: { value: "60" } });
    save();
    expect(await screen.findByRole("button", { name: "Saving…" })).toBeDisabled();
    api.answer({ status: 200, body: { holdMinutes: 60 } });
    expect(await screen.findByRole("status")).toHaveTextContent("held for 60 minutes");
    expect(screen.getByRole("button", { name: "Save hold time" })).toBeEnabled();
  });
});
