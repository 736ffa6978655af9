import { act, fireEvent, render, screen } from "@testing-library/react";
import { installFakeFetch } from "@/components/admin/test-support";
import { createLiveOrderRegistry, LiveOrdersContext } from "@/components/realtime/live-orders";
import type { LiveOrderEvent } from "@/lib/web/realtime/client/order-event";
import { LiveJobArrival, LiveJobBadge, LiveJobCheckOut, type LiveJobState } from "./LiveJob";

jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh: jest.fn(), push: jest.fn() }) }));
jest.mock("next-auth/react", () => ({ getSession: jest.fn(async () => null), signOut: jest.fn(async () => undefined) }));
jest.mock("@/lib/kernel/full-page-navigation", () => ({ fullPageNavigation: jest.fn() }));

const JOB = "0b6f1d3c-5b7a-4e59-9a51-0d5d2c1f4e10";
const job: LiveJobState = { id: JOB, number: "C-10021", version: 3, status: "assigned", startsAt: "2026-03-06T15:00:00.000Z", endsAt: "2026-03-06T18:00:00.000Z", onTheWay: null };
const assignedView = {
  audience: "cleaner" as const,
  assigned: true as const,
  orderId: JOB,
  number: "C-10021",
  status: "assigned" as const,
  statusLabel: "Cleaner assigned",
  startsAt: job.startsAt,
  endsAt: job.endsAt,
  change: "on_the_way",
  version: 4,
  serviceName: "Regular cleaning",
  address: "245 Bedford Ave, 3R, Brooklyn, NY 11211",
  customerFirstName: "Jordan",
  customerPhone: "(917) 555-0105",
  onTheWay: { at: "2026-03-06T14:40:00.000Z", etaMinutes: 20 },
};

/** The badge, the arrival panel and the check-out, as the job page places them. */
function renderJob(registry = createLiveOrderRegistry()) {
  render(
    <LiveOrdersContext.Provider value={registry}>
      <LiveJobBadge job={job} />
      <LiveJobArrival job={job} renderedAt={Date.parse("2026-03-06T14:30:00.000Z")} />
      <LiveJobCheckOut job={job} renderedAt={Date.parse("2026-03-06T14:30:00.000Z")} />
    </LiveOrdersContext.Provider>,
  );
  return registry;
}

describe("the cleaner's job page, live", () => {
  it("shows one notice for a tap on an estimate: the line the customer was told, at once and after the live echo", async () => {
    const sent = installFakeFetch([{ status: 200, body: { orderId: JOB, status: "assigned" } }]);
    const registry = renderJob();
    fireEvent.click(screen.getByRole("button", { name: "20 min" }));
    const line = await screen.findByTestId("job-on-the-way");
    expect(line).toHaveTextContent(/^You are on the way: the customer expects you in about 20 minutes \(around \d{1,2}:\d{2} [AP]M\)\.$/);
    expect(sent).toEqual([{ url: `/api/cabinet/jobs/${JOB}/on-the-way`, method: "POST", body: { etaMinutes: 20 } }]);
    // The live event of the same tap replaces the line's words with the server's, still one notice.
    act(() => registry.emit({ kind: "event", event: assignedView }));
    expect(screen.getAllByRole("status").filter((region) => region.textContent !== "")).toHaveLength(1);
    expect(screen.getByTestId("job-on-the-way")).toHaveTextContent("You are on the way: the customer expects you in about 20 minutes (around 10:00 AM).");
    expect(screen.queryByText(/The customer sees you are on the way/)).toBeNull();
  });


  it("shows the estimate and the next button from the assigned cleaner's event, and ignores a taken-off notice", () => {
    const registry = createLiveOrderRegistry();
    // Rendered half an hour before the visit: check-in is open.
    renderJob(registry);
    expect(screen.getByText("Your job")).toBeInTheDocument();
    expect(screen.queryByTestId("job-on-the-way")).toBeNull();

    act(() => registry.emit({ kind: "event", event: assignedView }));
    expect(screen.getByTestId("job-on-the-way")).toHaveTextContent("You are on the way: the customer expects you in about 20 minutes (around 10:00 AM).");

    const taken: LiveOrderEvent = { audience: "cleaner", assigned: false, orderId: JOB, number: "C-10021", change: "assigned" };
    act(() => registry.emit({ kind: "event", event: taken }));
    expect(screen.getByTestId("job-on-the-way")).toBeInTheDocument();

    act(() => registry.emit({ kind: "event", event: { ...assignedView, version: 5, change: "checked_in", status: "in_progress", statusLabel: "In progress" } }));
    expect(screen.getByText("Checked in")).toBeInTheDocument();
    expect(screen.queryByText("In progress")).toBeNull();
    expect(screen.queryByTestId("job-on-the-way")).toBeNull();
    expect(screen.getByRole("button", { name: "Check out" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Check in" })).toBeNull();
  });
});
