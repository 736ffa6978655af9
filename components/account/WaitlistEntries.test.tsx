import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { installFakeFetch, installHeldFetch } from "@/components/admin/test-support";
import type { WaitlistEntryView } from "@/lib/waitlist/waitlist-page";
import { WaitlistEntries } from "./WaitlistEntries";

/** The account's waitlist entries and their Leave buttons (docs/product.md#waitlist, "Leaving"). */

const WAITING: WaitlistEntryView = { id: "3f1c2a4e-0000-4000-8000-000000000001", day: "Tuesday, March 10", window: "8:00 AM – 11:00 AM starts", held: null };
const HELD: WaitlistEntryView = { id: "3f1c2a4e-0000-4000-8000-000000000002", day: "Thursday, March 12", window: "any time", held: { when: "11:00 AM", until: "10:45 AM" } };

const items = () => screen.getAllByRole("listitem");
const leaveButtonOf = (day: string) => within(items().find((item) => item.textContent?.includes(day)) ?? document.body).getByRole("button", { name: "Leave the waitlist" });

beforeEach(() => window.localStorage.clear());

describe("WaitlistEntries", () => {
  it("lists each day with its window, and a held time with until when", () => {
    installFakeFetch([]);
    render(<WaitlistEntries initial={[WAITING, HELD]} />);
    expect(items().map((item) => item.querySelector("p")?.textContent)).toEqual(["Tuesday, March 10, 8:00 AM – 11:00 AM starts", "Thursday, March 12, any time"]);
    expect(items()[0]).toHaveTextContent("Waiting for a cleaner to free up.");
    expect(items()[1]).toHaveTextContent("A time is held for you: 11:00 AM, until 10:45 AM. Check your email to book it.");
  });

  it("leaves an entry through the account route and takes it off the list; the last one leaves the empty message", async () => {
    const sent = installFakeFetch([
      { status: 200, body: { left: true } },
      { status: 200, body: { left: true } },
    ]);
    render(<WaitlistEntries initial={[WAITING, HELD]} />);
    fireEvent.click(leaveButtonOf("Thursday, March 12"));
    expect(await screen.findByRole("listitem")).toHaveTextContent("Tuesday, March 10");
    expect(sent).toEqual([{ url: `/api/account/waitlist/${HELD.id}/leave`, method: "POST", body: undefined }]);

    fireEvent.click(leaveButtonOf("Tuesday, March 10"));
    expect(await screen.findByText(/You are not waiting for any day/)).toBeInTheDocument();
    expect(sent.map((request) => request.url)).toEqual([`/api/account/waitlist/${HELD.id}/leave`, `/api/account/waitlist/${WAITING.id}/leave`]);
  });

  it("keeps the entry and shows the server's message when leaving is refused, and clears it after a leave that works", async () => {
    installFakeFetch([
      { status: 404, body: { error: "We could not find that waitlist entry." } },
      { status: 200, body: { left: true } },
    ]);
    render(<WaitlistEntries initial={[WAITING, HELD]} />);
    fireEvent.click(leaveButtonOf("Tuesday, March 10"));
    expect(await screen.findByRole("alert")).toHaveTextContent("We could not find that waitlist entry.");
    expect(items()).toHaveLength(2);

    fireEvent.click(leaveButtonOf("Thursday, March 12"));
    expect(await screen.findByRole("listitem")).toHaveTextContent("Tuesday, March 10");
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("says 'Leaving…' on the entry being left and cannot be pressed again until the answer comes", async () => {
    const api = installHeldFetch();
    render(<WaitlistEntries initial={[WAITING, HELD]} />);
    fireEvent.click(leaveButtonOf("Tuesday, March 10"));
    const leaving = screen.getByRole("button", { name: "Leaving…" });
    expect(leaving).toBeDisabled();
    fireEvent.click(leaving);
    expect(api.calls()).toBe(1);
    // The other entry's button is untouched.
    expect(leaveButtonOf("Thursday, March 12")).toBeEnabled();

    await act(async () => api.answer({ status: 200, body: { left: true } }));
    expect(await screen.findByRole("listitem")).toHaveTextContent("Thursday, March 12");
  });

  it("keeps each entry being left busy on its own when two are left at once", async () => {
    const api = installHeldFetch();
    render(<WaitlistEntries initial={[WAITING, HELD]} />);
    fireEvent.click(leaveButtonOf("Tuesday, March 10"));
    fireEvent.click(leaveButtonOf("Thursday, March 12"));
    expect(screen.getAllByRole("button", { name: "Leaving…" })).toHaveLength(2);
    expect(api.calls()).toBe(2);

    await act(async () => api.answer({ status: 200, body: { left: true } }));
    expect(await screen.findByRole("listitem")).toHaveTextContent("Thursday, March 12");
    expect(screen.getByRole("button", { name: "Leaving…" })).toBeDisabled();
  });

  it("says there is nothing to wait for when the customer has no entries", () => {
    render(<WaitlistEntries initial={[]} />);
    expect(screen.getByText("You are not waiting for any day. When a day you want is full, the booking page lets you join its waitlist.")).toBeInTheDocument();
    expect(screen.queryByRole("button")).toBeNull();
  });
});
