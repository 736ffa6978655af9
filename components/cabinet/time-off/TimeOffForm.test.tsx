import { fireEvent, render, screen } from "@testing-library/react";
import { installFakeFetch, installHeldFetch } from "@/components/admin/test-support";
import { TimeOffForm } from "./TimeOffForm";

/** The cabinet's request for days off (docs/product.md, "Time off"). */

const mockRefresh = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh: mockRefresh, push: jest.fn() }), usePathname: () => "/cleaner/cabinet/time-off" }));
jest.mock("next-auth/react", () => ({ getSession: jest.fn(async () => null), signOut: jest.fn(async () => undefined) }));
jest.mock("@/lib/kernel/full-page-navigation", () => ({ fullPageNavigation: jest.fn() }));

const firstDay = () => screen.getByLabelText("First day off");
const lastDay = () => screen.getByLabelText("Last day off");
const note = () => screen.getByLabelText(/Note for the office/);
const send = () => fireEvent.click(screen.getByRole("button", { name: "Ask for time off" }));

function fill(first: string, last: string, text = "") {
  fireEvent.change(firstDay(), { target: { value: first } });
  fireEvent.change(lastDay(), { target: { value: last } });
  fireEvent.change(note(), { target: { value: text } });
}

describe("TimeOffForm", () => {
  beforeEach(() => mockRefresh.mockClear());

  it("offers tomorrow to a year ahead, sends the days and the note, says it was sent, clears and refreshes", async () => {
    const sent = installFakeFetch([{ status: 201, body: { id: "t1", firstDay: "2026-03-23", lastDay: "2026-03-24", status: "requested" } }]);
    render(<TimeOffForm earliest="2026-03-03" latest="2027-03-02" />);
    expect(firstDay()).toHaveAttribute("min", "2026-03-03");
    expect(firstDay()).toHaveAttribute("max", "2027-03-02");
    fill("2026-03-23", "2026-03-24", "My cousin's wedding");
    send();
    expect(await screen.findByRole("status")).toHaveTextContent("Sent. The office will approve or decline Mon, Mar 23, 2026 – Tue, Mar 24, 2026; the answer shows below.");
    expect(sent).toEqual([{ url: "/api/cabinet/time-off", method: "POST", body: { firstDay: "2026-03-23", lastDay: "2026-03-24", note: "My cousin's wedding" } }]);
    expect(firstDay()).toHaveValue("");
    expect(mockRefresh).toHaveBeenCalledTimes(1);
  });

  it("sends a single day when the last day is left empty", async () => {
    const sent = installFakeFetch([{ status: 201, body: { id: "t1", firstDay: "2026-04-02", lastDay: "2026-04-02", status: "requested" } }]);
    render(<TimeOffForm earliest="2026-03-03" latest="2027-03-02" />);
    fill("2026-04-02", "");
    send();
    expect(await screen.findByRole("status")).toHaveTextContent("Thu, Apr 2, 2026;");
    expect(sent[0]?.body).toEqual({ firstDay: "2026-04-02", lastDay: "2026-04-02", note: "" });
  });

  it("says 'Sending…' and cannot be pressed while the request is on its way", async () => {
    const api = installHeldFetch();
    render(<TimeOffForm earliest="2026-03-03" latest="2027-03-02" />);
    fill("2026-03-23", "2026-03-23");
    send();
    const busy = await screen.findByRole("button", { name: "Sending…" });
    expect(busy).toBeDisabled();
    fireEvent.click(busy);
    expect(api.calls()).toBe(1);
    api.answer({ status: 201, body: { id: "t1", firstDay: "2026-03-23", lastDay: "2026-03-23", status: "requested" } });
    expect(await screen.findByRole("button", { name: "Ask for time off" })).toBeEnabled();
  });

  it("shows a refusal in the alert, keeps what was typed and refreshes nothing", async () => {
    installFakeFetch([{ status: 409, body: { error: "You already asked for some of these days off." } }]);
    render(<TimeOffForm earliest="2026-03-03" latest="2027-03-02" />);
    fill("2026-03-23", "2026-03-25", "Moving day");
    send();
    expect(await screen.findByRole("alert")).toHaveTextContent("You already asked for some of these days off.");
    expect(firstDay()).toHaveValue("2026-03-23");
    expect(note()).toHaveValue("Moving day");
    expect(mockRefresh).not.toHaveBeenCalled();
  });

  it("shows the server's field messages beside their fields", async () => {
    const message = "Ask for at most 60 days at a time; send a second request for the rest.";
    installFakeFetch([{ status: 400, body: { error: "Please check the highlighted fields.", fieldErrors: { lastDay: message } } }]);
    render(<TimeOffForm earliest="2026-03-03" latest="2027-03-02" />);
    fill("2026-03-23", "2026-06-30");
    send();
    expect(await screen.findByRole("alert")).toHaveTextContent("Please check the highlighted fields.");
    expect(lastDay()).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(firstDay()).not.toHaveAccessibleDescription(expect.stringContaining(message));
  });
});
