import { act, render, screen } from "@testing-library/react";
import { createLiveOrderRegistry, LiveOrdersContext, type LiveOrderRegistry } from "@/components/realtime/live-orders";
import type { LiveOrderEvent } from "@/lib/web/realtime/client/order-event";
import { LiveOrderStatusBadge, LiveOrderTimeline, LiveVisitProgress, type CustomerOrderState } from "./LiveCustomerOrder";

type CustomerLiveOrderEvent = Extract<LiveOrderEvent, { audience: "customer" }>;

const ORDER = "0b6f1d3c-5b7a-4e59-9a51-0d5d2c1f4e10";
const rendered: CustomerOrderState = {
  orderId: ORDER,
  version: 4,
  status: "assigned",
  statusLabel: "Cleaner assigned",
  cleanerFirstName: "Marisol",
  onTheWay: null,
  checkedInAt: null,
};
const assignedLine = { id: 8, label: "Cleaner assigned", at: "2026-03-05T20:00:00.000Z", actorName: "Borough Bright", note: null };

function event(overrides: Partial<CustomerLiveOrderEvent>): CustomerLiveOrderEvent {
  return {
    audience: "customer",
    orderId: ORDER,
    number: "C-10021",
    status: "assigned",
    statusLabel: "Cleaner assigned",
    startsAt: "2026-03-06T15:00:00.000Z",
    endsAt: "2026-03-06T18:00:00.000Z",
    change: "on_the_way",
    version: 5,
    cleanerFirstName: "Marisol",
    onTheWay: { at: "2026-03-06T14:40:00.000Z", etaMinutes: 20 },
    checkedInAt: null,
    entry: { id: 9, type: "on_the_way", label: "Cleaner on the way", at: "2026-03-06T14:40:00.000Z", actorName: "Marisol O.", note: null },
    ...overrides,
  };
}

function page(order: CustomerOrderState, registry: LiveOrderRegistry = createLiveOrderRegistry()) {
  const tree = (state: CustomerOrderState) => (
    <LiveOrdersContext.Provider value={registry}>
      <LiveOrderStatusBadge order={state} />
      <LiveVisitProgress order={state} />
      <LiveOrderTimeline orderId={state.orderId} entries={state.version > 4 ? [assignedLine, event({}).entry!] : [assignedLine]} />
    </LiveOrdersContext.Provider>
  );
  const view = render(tree(order));
  return { registry, rerender: (state: CustomerOrderState) => view.rerender(tree(state)) };
}

describe("the customer's order page, live", () => {
  it("shows an event's status, visit line and timeline entry at once, before any refresh", () => {
    const { registry } = page(rendered);
    expect(screen.getByTestId("visit-progress")).toHaveTextContent("Marisol is your cleaner for this visit.");
    act(() => registry.emit({ kind: "event", event: event({}) }));
    expect(screen.getByTestId("visit-progress")).toHaveTextContent("Marisol is on the way, about 20 minutes (around 10:00 AM).");
    expect(screen.getAllByRole("listitem").map((item) => item.querySelector("p")?.textContent)).toEqual(["Cleaner assigned", "Cleaner on the way"]);

    act(() => registry.emit({ kind: "event", event: event({ version: 6, change: "checked_in", status: "in_progress", statusLabel: "In progress", checkedInAt: "2026-03-06T15:02:00.000Z", entry: { ...event({}).entry!, id: 10, type: "checked_in", label: "Cleaner checked in" } }) }));
    expect(screen.getByTestId("order-status")).toHaveTextContent("In progress");
    expect(screen.getByTestId("visit-progress")).toHaveTextContent("Marisol checked in at 10:02 AM and is cleaning now.");
    expect(screen.getAllByRole("listitem")).toHaveLength(3);
  });

  it("ignores other orders' events and events older than what is shown", () => {
    const { registry } = page(rendered);
    act(() => registry.emit({ kind: "event", event: event({ orderId: "7c1e2d3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f" }) }));
    act(() => registry.emit({ kind: "event", event: event({ version: 4, status: "cancelled", statusLabel: "Cancelled" }) }));
    expect(screen.getByTestId("order-status")).toHaveTextContent("Cleaner assigned");
    expect(screen.getByTestId("visit-progress")).toHaveTextContent("Marisol is your cleaner for this visit.");
  });

  it("goes back to the server's render once the refresh brings the same version, without doubling the timeline", () => {
    const { registry, rerender } = page(rendered);
    act(() => registry.emit({ kind: "event", event: event({}) }));
    rerender({ ...rendered, version: 5, onTheWay: { at: "2026-03-06T14:40:00.000Z", etaMinutes: 25 } });
    expect(screen.getByTestId("visit-progress")).toHaveTextContent("about 25 minutes");
    expect(screen.getAllByRole("listitem")).toHaveLength(2);
  });
});
