import { fireEvent, render, screen, within } from "@testing-library/react";
import { FULL_WORKING_WEEK } from "@/lib/booking/availability/working-week";
import { installFakeFetch, installHeldFetch } from "../test-support";
import { WorkingWeekForm } from "./WorkingWeekForm";

/** A cleaner's working week on their account page (docs/product.md#cleaners-availability). */

const mockRefresh = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh: mockRefresh, push: jest.fn() }), usePathname: () => "/admin/users/u1" }));
jest.mock("next-auth/react", () => ({ getSession: jest.fn(async () => null), signOut: jest.fn(async () => undefined) }));
jest.mock("@/lib/kernel/full-page-navigation", () => ({ fullPageNavigation: jest.fn() }));

const USER = { id: "u1", name: "Dorota Nowak" };
const day = (name: string) => within(screen.getByRole("group", { name }));
const save = () => fireEvent.click(screen.getByRole("button", { name: "Save working week" }));

describe("WorkingWeekForm", () => {
  beforeEach(() => mockRefresh.mockClear());

  it("sends the boroughs and each day's hours, a day off as null, and says new bookings use the week", async () => {
    const sent = installFakeFetch([{ status: 200, body: { onSchedule: true, changed: true } }]);
    render(<WorkingWeekForm user={USER} current={{ boroughs: ["Manhattan", "Brooklyn", "Queens"], workingWeek: FULL_WORKING_WEEK }} />);
    fireEvent.click(screen.getByLabelText("Manhattan"));
    fireEvent.click(day("Sunday").getByLabelText("Works"));
    expect(day("Sunday").getByLabelText("Start")).toBeDisabled();
    fireEvent.change(day("Monday").getByLabelText("Start"), { target: { value: String(9 * 60 + 30) } });
    expect(day("Monday").getByLabelText("Start")).toHaveDisplayValue("9:30 AM");
    save();
    expect(await screen.findByText("Saved. New bookings use this week at once.")).toHaveAttribute("role", "status");
    const week = [{ start: 570, end: 1140 }, ...FULL_WORKING_WEEK.slice(1, 6), null];
    expect(sent).toEqual([{ url: "/api/admin/users/u1/availability", method: "PUT", body: { onSchedule: true, boroughs: ["Brooklyn", "Queens"], workingWeek: week } }]);
    expect(mockRefresh).toHaveBeenCalledTimes(1);
  });

  it("says 'Saving…' and cannot be pressed while the save is on its way", async () => {
    const api = installHeldFetch();
    render(<WorkingWeekForm user={USER} current={null} />);
    save();
    expect(await screen.findByRole("button", { name: "Saving…" })).toBeDisabled();
    expect(api.calls()).toBe(1);
    api.answer({ status: 200, body: { onSchedule: true, changed: true } });
    expect(await screen.findByText("Saved. New bookings use this week at once.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Save working week" })).toBeEnabled();
  });

  it("shows the server's words beside the day's end and the boroughs, and refreshes nothing", async () => {
    installFakeFetch([
      { status: 400, body: { error: "Please check the highlighted fields.", fieldErrors: { "workingWeek.0.end": "Monday: end after the start.", boroughs: "Choose at least one borough." } } },
    ]);
    render(<WorkingWeekForm user={USER} current={null} />);
    for (const borough of ["Manhattan", "Brooklyn", "Queens"]) fireEvent.click(screen.getByLabelText(borough));
    fireEvent.change(day("Monday").getByLabelText("End"), { target: { value: String(7 * 60) } });
    save();
    expect(await screen.findByText("Please check the highlighted fields.")).toHaveAttribute("role", "alert");
    const end = day("Monday").getByLabelText("End");
    expect(end).toHaveAttribute("aria-invalid", "true");
    expect(end).toHaveAccessibleDescription("Monday: end after the start.");
    expect(screen.getByRole("group", { name: "Boroughs" })).toHaveAccessibleDescription("Choose at least one borough.");
    expect(day("Tuesday").getByLabelText("End")).not.toHaveAttribute("aria-invalid");
    expect(mockRefresh).not.toHaveBeenCalled();
  });

  it("offers to take someone on the schedule off it, after a confirmation", async () => {
    const sent = installFakeFetch([{ status: 200, body: { onSchedule: false, changed: true } }]);
    const { unmount } = render(<WorkingWeekForm user={USER} current={{ boroughs: ["Queens"], workingWeek: FULL_WORKING_WEEK }} />);
    fireEvent.click(screen.getByRole("button", { name: "Take off the schedule" }));
    fireEvent.click(within(screen.getByRole("dialog", { name: "Take Dorota Nowak off the booking schedule?" })).getByRole("button", { name: "Take off" }));
    expect(await screen.findByText("Dorota Nowak is off the booking schedule. Staff can still assign them by hand.")).toBeInTheDocument();
    expect(sent).toEqual([{ url: "/api/admin/users/u1/availability", method: "PUT", body: { onSchedule: false } }]);
    unmount();
    render(<WorkingWeekForm user={USER} current={null} />);
    expect(screen.queryByRole("button", { name: "Take off the schedule" })).toBeNull();
  });
});
