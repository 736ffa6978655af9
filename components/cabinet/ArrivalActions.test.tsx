import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { installFakeFetch } from "@/components/admin/test-support";
import { ArrivalActions } from "./ArrivalActions";
import { installGeolocation } from "./position-test-support";

const refresh = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh, push: jest.fn() }), usePathname: () => "/cleaner/cabinet/jobs/j1" }));
jest.mock("next-auth/react", () => ({ getSession: jest.fn(async () => null), signOut: jest.fn(async () => undefined) }));
jest.mock("@/lib/kernel/full-page-navigation", () => ({ fullPageNavigation: jest.fn() }));

// A visit on Mon, Mar 16, 2026 from 10:00 AM to 1:00 PM in New York.
const visit = { startsAt: "2026-03-16T14:00:00.000Z", endsAt: "2026-03-16T17:00:00.000Z" };
const atTheDoor = Date.parse("2026-03-16T13:50:00.000Z");
const assigned = { id: "j1", status: "assigned" as const, ...visit };

function renderArrival(props: Partial<Parameters<typeof ArrivalActions>[0]> = {}) {
  const onSent = jest.fn();
  const view = render(<ArrivalActions job={assigned} renderedAt={atTheDoor} standing={null} onSent={onSent} {...props} />);
  return { onSent, ...view };
}

describe("ArrivalActions", () => {
  beforeEach(() => refresh.mockClear());

  it("offers five big on-my-way choices instead of a long menu", () => {
    renderArrival();
    const group = screen.getByRole("group", { name: "On my way" });
    expect(within(group).getAllByRole("button").map((button) => button.textContent)).toEqual(["10 min", "20 min", "30 min", "45 min", "60 min"]);
    expect(within(group).getByRole("button", { name: "45 min" })).toHaveClass("min-h-14", "w-full");
    expect(screen.queryByRole("combobox")).not.toBeInTheDocument();
  });

  it("sends the tapped estimate at once, hands it to the page and refreshes it, with no second notice", async () => {
    const sent = installFakeFetch([{ status: 200, body: { orderId: "j1", status: "assigned" } }]);
    const { onSent } = renderArrival();
    fireEvent.click(screen.getByRole("button", { name: "30 min" }));
    for (const button of within(screen.getByRole("group", { name: "On my way" })).getAllByRole("button")) expect(button).toBeDisabled();
    await act(async () => await Promise.resolve());
    expect(await screen.findByRole("button", { name: "30 min" })).toBeEnabled();
    expect(sent).toEqual([{ url: "/api/cabinet/jobs/j1/on-the-way", method: "POST", body: { etaMinutes: 30 } }]);
    expect(onSent).toHaveBeenCalledWith(30, expect.any(Date));
    expect(refresh).toHaveBeenCalledTimes(1);
    // The page's estimate line is the one notice: nothing else is said in the status area.
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });

  it("shows the estimate line in the panel's one status area, and a refusal as an alert", async () => {
    installFakeFetch([{ status: 409, body: { error: "Only an assigned visit that has not started yet can be on the way." } }]);
    const { onSent } = renderArrival({ standing: <p>You are on the way: the customer expects you in about 20 minutes (around 10:00 AM).</p> });
    expect(screen.getByRole("status")).toHaveTextContent("You are on the way");
    fireEvent.click(screen.getByRole("button", { name: "10 min" }));
    const refusal = await screen.findByText("Only an assigned visit that has not started yet can be on the way.");
    expect(screen.getByRole("alert")).toContainElement(refusal);
    expect(onSent).not.toHaveBeenCalled();
    expect(refresh).not.toHaveBeenCalled();
  });

  it("sends the phone's position with the check-in when the phone gives one", async () => {
    const restore = installGeolocation({ coords: { latitude: 40.7172, longitude: -73.9545, accuracy: 12 } });
    try {
      const sent = installFakeFetch([{ status: 200, body: { orderId: "j1", status: "in_progress" } }]);
      renderArrival();
      fireEvent.click(screen.getByRole("button", { name: "Check in" }));
      fireEvent.click(within(screen.getByRole("dialog", { name: "Check in now?" })).getByRole("button", { name: "Check in" }));
      expect(await screen.findByText("Checked in. The customer sees that the visit has started.")).toBeInTheDocument();
      expect(sent).toEqual([{ url: "/api/cabinet/jobs/j1/check-in", method: "POST", body: { position: { lat: 40.7172, lng: -73.9545, accuracyMeters: 12 } } }]);
    } finally {
      restore();
    }
  });

  it("checks in without a position when the cleaner refuses it, and says so", async () => {
    const restore = installGeolocation("denied");
    try {
      const sent = installFakeFetch([{ status: 200, body: { orderId: "j1", status: "in_progress" } }]);
      renderArrival();
      fireEvent.click(screen.getByRole("button", { name: "Check in" }));
      fireEvent.click(within(screen.getByRole("dialog", { name: "Check in now?" })).getByRole("button", { name: "Check in" }));
      expect(await screen.findByText("Checked in without a location. The customer sees that the visit has started.")).toBeInTheDocument();
      expect(sent).toEqual([{ url: "/api/cabinet/jobs/j1/check-in", method: "POST", body: undefined }]);
    } finally {
      restore();
    }
  });

  it("checks in an assigned job after a confirmation, and keeps saying so once the job is under way", async () => {
    const sent = installFakeFetch([{ status: 200, body: { orderId: "j1", status: "in_progress" } }]);
    const { rerender, onSent } = renderArrival();
    expect(screen.queryByRole("button", { name: "Check out" })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Check in" }));
    fireEvent.click(within(screen.getByRole("dialog", { name: "Check in now?" })).getByRole("button", { name: "Check in" }));
    expect(await screen.findByText(/Checked in/)).toBeInTheDocument();
    expect(sent).toEqual([{ url: "/api/cabinet/jobs/j1/check-in", method: "POST", body: undefined }]);
    rerender(<ArrivalActions job={{ ...assigned, status: "in_progress" }} renderedAt={atTheDoor} standing={null} onSent={onSent} />);
    expect(screen.getByRole("status")).toHaveTextContent("Checked in without a location. The customer sees that the visit has started.");
    expect(screen.queryByRole("button", { name: "Check in" })).not.toBeInTheDocument();
    expect(screen.queryByRole("group", { name: "On my way" })).not.toBeInTheDocument();
  });

  it("says when check-in opens instead of offering it early, and offers it once the window opens", async () => {
    jest.useFakeTimers({ now: Date.parse("2026-03-16T11:59:00.000Z") });
    try {
      renderArrival({ renderedAt: Date.now() });
      expect(screen.getByText("Check-in opens at 8:00 AM on Mon, Mar 16, two hours before the visit.")).toBeInTheDocument();
      expect(screen.queryByRole("button", { name: "Check in" })).not.toBeInTheDocument();
      expect(screen.queryByRole("group", { name: "On my way" })).not.toBeInTheDocument();
      act(() => void jest.advanceTimersByTime(61_000));
      expect(screen.getByRole("button", { name: "Check in" })).toBeInTheDocument();
      expect(screen.getByRole("group", { name: "On my way" })).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it("says whom to call once the visit window has ended", () => {
    renderArrival({ renderedAt: Date.parse("2026-03-16T17:01:00.000Z") });
    expect(screen.getByText("The visit window ended at 1:00 PM on Mon, Mar 16. Call the office to record this visit.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Check in" })).not.toBeInTheDocument();
  });
});
