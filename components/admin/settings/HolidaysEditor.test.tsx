import { fireEvent, render, screen, within } from "@testing-library/react";
import { DEFAULT_HOLIDAY_POLICY, HOLIDAY_MESSAGES } from "@/lib/settings/holiday-policy";
import { installFakeFetch } from "../test-support";
import { HolidaysEditor } from "./HolidaysEditor";

const mockRefresh = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh: mockRefresh, push: jest.fn() }), usePathname: () => "/admin/settings" }));

// A fixed "today" for the next dates: Tuesday, November 24, 2026.
const TODAY = "2026-11-24";
const group = (name: string) => screen.getByRole("group", { name });

describe("HolidaysEditor", () => {
  beforeEach(() => mockRefresh.mockClear());

  it("lists the eleven federal holidays with their next date, closed or open as saved", () => {
    render(<HolidaysEditor initial={DEFAULT_HOLIDAY_POLICY} today={TODAY} />);
    expect(within(screen.getByRole("list", { name: "Federal holidays" })).getAllByRole("listitem")).toHaveLength(11);
    expect(within(group("Thanksgiving Day")).getByRole("radio", { name: "Closed" })).toBeChecked();
    expect(group("Thanksgiving Day")).toHaveAccessibleDescription("Next: Thursday, November 26, 2026");
    expect(within(group("Veterans Day")).getByRole("radio", { name: "Open" })).toBeChecked();
    expect(group("Veterans Day")).toHaveAccessibleDescription("Next: Thursday, November 11, 2027");
    // July 4, 2027 is a Sunday.
    expect(group("Independence Day")).toHaveAccessibleDescription("Next: Sunday, July 4, 2027, observed Monday, July 5, 2027");
    // A surcharge is asked for on open holidays only.
    expect(screen.getByLabelText("Veterans Day surcharge (%)")).toHaveValue("0");
    expect(screen.queryByLabelText("Thanksgiving Day surcharge (%)")).toBeNull();
  });

  it("saves every holiday's choice with the reason, and shows what changed", async () => {
    const saved = { ...DEFAULT_HOLIDAY_POLICY, "columbus-day": { closed: true, surchargePercent: 0 }, "veterans-day": { closed: false, surchargePercent: 15 } };
    const sent = installFakeFetch([{ status: 200, body: { holidays: saved, changes: ["Columbus Day: open → closed", "Veterans Day: open → open, 15% surcharge"] } }]);
    render(<HolidaysEditor initial={DEFAULT_HOLIDAY_POLICY} today={TODAY} />);
    fireEvent.click(within(group("Columbus Day")).getByRole("radio", { name: "Closed" }));
    fireEvent.change(screen.getByLabelText("Veterans Day surcharge (%)"), { target: { value: "15" } });
    fireEvent.change(screen.getByLabelText(/Why \(for the audit log\)/), { target: { value: "We work Veterans Day at a premium" } });
    fireEvent.click(screen.getByRole("button", { name: "Save holidays" }));

    const status = await screen.findByRole("status");
    expect(status).toHaveTextContent("Saved. The booking calendar, the time slots and new quotes follow these choices now");
    expect(within(status).getAllByRole("listitem").map((item) => item.textContent)).toEqual(["Columbus Day: open → closed", "Veterans Day: open → open, 15% surcharge"]);
    expect(sent).toEqual([{ url: "/api/admin/settings/holidays", method: "PUT", body: { holidays: saved, reason: "We work Veterans Day at a premium" } }]);
    expect(mockRefresh).toHaveBeenCalled();
  });

  it("marks a surcharge that is not a whole percent from 0 to 100 and sends nothing", () => {
    const sent = installFakeFetch([]);
    render(<HolidaysEditor initial={DEFAULT_HOLIDAY_POLICY} today={TODAY} />);
    for (const value of ["101", "7.5", "-3", "ten"]) {
      fireEvent.change(screen.getByLabelText("Columbus Day surcharge (%)"), { target: { value } });
      fireEvent.click(screen.getByRole("button", { name: "Save holidays" }));
      expect(screen.getByLabelText("Columbus Day surcharge (%)")).toHaveAccessibleDescription(`0 for the usual price. ${HOLIDAY_MESSAGES.surcharge}`);
      expect(screen.getByLabelText("Columbus Day surcharge (%)")).toBeInvalid();
    }
    expect(screen.getByRole("alert")).toHaveTextContent("Some surcharges need fixing; they are marked below.");
    expect(sent).toEqual([]);
  });

  it("keeps a percent typed on a holiday that is closed again, and sends 0 for it", async () => {
    const sent = installFakeFetch([{ status: 200, body: { holidays: DEFAULT_HOLIDAY_POLICY, changes: [] } }]);
    render(<HolidaysEditor initial={DEFAULT_HOLIDAY_POLICY} today={TODAY} />);
    fireEvent.change(screen.getByLabelText("Juneteenth surcharge (%)"), { target: { value: "20" } });
    fireEvent.click(within(group("Juneteenth")).getByRole("radio", { name: "Closed" }));
    fireEvent.click(within(group("Juneteenth")).getByRole("radio", { name: "Open" }));
    expect(screen.getByLabelText("Juneteenth surcharge (%)")).toHaveValue("20");
    fireEvent.click(within(group("Juneteenth")).getByRole("radio", { name: "Closed" }));
    fireEvent.click(screen.getByRole("button", { name: "Save holidays" }));
    await screen.findByRole("status");
    expect(sent[0]?.body).toMatchObject({ holidays: { juneteenth: { closed: true, surchargePercent: 0 } } });
  });

  it("says so when nothing has changed, without sending", () => {
    const sent = installFakeFetch([]);
    render(<HolidaysEditor initial={DEFAULT_HOLIDAY_POLICY} today={TODAY} />);
    fireEvent.click(screen.getByRole("button", { name: "Save holidays" }));
    expect(screen.getByRole("status")).toHaveTextContent("Nothing has changed yet.");
    expect(sent).toEqual([]);
  });

  it("shows the server's refusal beside the holiday it names, or in words when no field shows it", async () => {
    installFakeFetch([
      { status: 400, body: { error: "Please check the highlighted fields.", fieldErrors: { "holidays.veterans-day.surchargePercent": "Enter the surcharge as a whole percent from 0 to 100." } } },
      { status: 403, body: { error: "Your account is blocked, so it is read-only for now: staff actions are not available." } },
    ]);
    render(<HolidaysEditor initial={DEFAULT_HOLIDAY_POLICY} today={TODAY} />);
    fireEvent.change(screen.getByLabelText("Veterans Day surcharge (%)"), { target: { value: "15" } });
    fireEvent.click(screen.getByRole("button", { name: "Save holidays" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Please check the highlighted fields.");
    expect(screen.getByLabelText("Veterans Day surcharge (%)")).toHaveAccessibleDescription(`0 for the usual price. ${HOLIDAY_MESSAGES.surcharge}`);

    fireEvent.click(screen.getByRole("button", { name: "Save holidays" }));
    expect(await screen.findByText("Your account is blocked, so it is read-only for now: staff actions are not available.")).toBeInTheDocument();
    expect(mockRefresh).not.toHaveBeenCalled();
  });
});
