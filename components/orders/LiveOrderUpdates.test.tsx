import { act, render, screen } from "@testing-library/react";
import { createLiveOrderRegistry, LiveOrdersContext, type LiveOrderRegistry } from "@/components/realtime/live-orders";
import type { LiveOrderEvent } from "@/lib/web/realtime/client/order-event";
import { LiveOrderUpdates, type LiveOrderScope } from "./LiveOrderUpdates";

const refresh = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh }) }));

const ORDER = "0b6f1d3c-5b7a-4e59-9a51-0d5d2c1f4e10";
const common = {
  orderId: ORDER,
  number: "C-10021",
  status: "assigned" as const,
  statusLabel: "Cleaner assigned",
  startsAt: "2026-03-06T15:00:00.000Z",
  endsAt: "2026-03-06T18:00:00.000Z",
  version: 4,
};
const onTheWay: LiveOrderEvent = {
  audience: "customer",
  ...common,
  change: "on_the_way",
  cleanerFirstName: "Marisol",
  onTheWay: { at: "2026-03-06T14:40:00.000Z", etaMinutes: 20 },
  checkedInAt: null,
  entry: { id: 9, type: "on_the_way", label: "Cleaner on the way", at: "2026-03-06T14:40:00.000Z", actorName: "Marisol O.", note: null },
};

/** Lets the queued refresh run. */
const settle = () => act(async () => await Promise.resolve());

function renderWith(scope: LiveOrderScope): LiveOrderRegistry {
  const registry = createLiveOrderRegistry();
  render(
    <LiveOrdersContext.Provider value={registry}>
      <LiveOrderUpdates scope={scope} />
    </LiveOrdersContext.Provider>,
  );
  return registry;
}

describe("LiveOrderUpdates", () => {
  beforeEach(() => refresh.mockClear());

  it("re-renders the customer's order page and announces the change politely", async () => {
    const registry = renderWith({ kind: "customer-order", orderId: ORDER });
    act(() => registry.emit({ kind: "event", event: onTheWay }));
    await settle();
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("status")).toHaveTextContent("Marisol is on the way, about 20 minutes (around 10:00 AM).");
    expect(screen.getByRole("status")).toHaveAttribute("aria-live", "polite");
  });

  it("ignores another order's events and lines the customer does not see, and catches up after a reconnect", async () => {
    const registry = renderWith({ kind: "customer-order", orderId: ORDER });
    act(() => registry.emit({ kind: "event", event: { ...onTheWay, orderId: "7c1e2d3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f" } }));
    act(() => registry.emit({ kind: "event", event: { ...onTheWay, change: "note", entry: null } }));
    await settle();
    expect(refresh).not.toHaveBeenCalled();
    act(() => registry.emit({ kind: "resync" }));
    await settle();
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("status")).toHaveTextContent("");
  });

  it("gives staff a toast for a new booking, and refreshes once for a burst", async () => {
    const registry = renderWith({ kind: "staff" });
    const created: LiveOrderEvent = {
      audience: "staff",
      ...common,
      status: "pending",
      statusLabel: "Received",
      change: "created",
      serviceName: "Regular cleaning",
      borough: "Brooklyn",
      customerName: "Dana Booker",
      cleanerName: null,
      onTheWay: null,
      entry: { id: 1, type: "created", label: "Booking received", at: common.startsAt, actorName: "Dana Booker", note: null },
    };
    act(() => {
      registry.emit({ kind: "event", event: created });
      registry.emit({ kind: "event", event: { ...created, number: "C-10022" } });
    });
    await settle();
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId("live-order-toast")).toHaveTextContent("New booking C-10022, Fri 10:00 AM, Brooklyn");
    // A customer's view never reaches a staff page's handling (and the reverse).
    act(() => registry.emit({ kind: "event", event: onTheWay }));
    await settle();
    expect(refresh).toHaveBeenCalledTimes(1);
  });
});
