import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createLiveOrderRegistry, LiveOrdersContext } from "@/components/realtime/live-orders";
import type { DispatchBoard as Board } from "@/lib/admin/schedule/dispatch-board";
import type { BoardVisit } from "@/lib/admin/schedule/board-layout";
import { installFakeFetch } from "../test-support";
import { DispatchBoard, STALE_BOARD_MESSAGE } from "./DispatchBoard";

const refresh = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh, push: jest.fn() }), usePathname: () => "/admin/schedule" }));
jest.mock("next-auth/react", () => ({ getSession: jest.fn(async () => null), signOut: jest.fn(async () => undefined) }));
jest.mock("@/lib/kernel/full-page-navigation", () => ({ fullPageNavigation: jest.fn() }));

const DORA = { id: "c1", name: "Dorota Nowak" };
const LUIS = { id: "c2", name: "Luis Ortega" };
const MALIK = { id: "c3", name: "Malik Owens" };

const loose: BoardVisit = {
  id: "o1",
  number: "C-10042",
  status: "confirmed",
  statusLabel: "Confirmed",
  serviceName: "Regular cleaning",
  customerId: "k1",
  customerName: "Jordan Blake",
  borough: "Brooklyn",
  zip: "11215",
  startsAt: "2026-03-10T13:00:00.000Z",
  endsAt: "2026-03-10T16:00:00.000Z",
  cleanerId: null,
  version: 3,
  seriesId: "s1",
  requestedCleanerFirstName: null,
  date: "2026-03-10",
  startMinute: 540,
  endMinute: 720,
  movable: true,
};

const board: Board = {
  view: "day",
  date: "2026-03-10",
  dates: ["2026-03-10"],
  axis: { fromMinute: 420, toMinute: 1200 },
  rows: [DORA, LUIS, MALIK].map((cleaner) => ({ cleaner, tracks: [{ date: "2026-03-10", visits: [], gaps: [] }] })),
  tray: [loose],
  choices: { k1: { customerFirstName: "Jordan", preferred: [{ id: "c1", firstName: "Dorota" }], blockedIds: ["c3"] } },
  hours: [],
  range: { start: "2026-03-10T04:00:00.000Z", end: "2026-03-11T04:00:00.000Z" },
};

function renderBoard() {
  const registry = createLiveOrderRegistry();
  render(
    <LiveOrdersContext.Provider value={registry}>
      <DispatchBoard board={board} />
    </LiveOrdersContext.Provider>,
  );
  return registry;
}

/** Opens the visit's menu by keyboard and chooses the cleaner with the arrows and Enter. */
function chooseByKeyboard(menuLabel: string, cleanerName: RegExp) {
  const visit = screen.getByRole("article", { name: /C-10042/ });
  const menuButton = within(visit).getByRole("button", { name: menuLabel });
  fireEvent.click(menuButton);
  const menu = screen.getByRole("menu", { name: menuLabel });
  const items = within(menu).getAllByRole("menuitem");
  expect(items[0]).toHaveFocus();
  const target = items.findIndex((item) => cleanerName.test(item.textContent ?? ""));
  for (let step = 0; step < target; step += 1) fireEvent.keyDown(menu, { key: "ArrowDown" });
  expect(items[target]).toHaveFocus();
  fireEvent.click(items[target] as HTMLElement);
  return visit;
}

describe("the dispatch board without a pointer", () => {
  beforeEach(() => refresh.mockClear());

  it("assigns through the menu with the version shown, and says so beside the visit", async () => {
    const sent = installFakeFetch([{ status: 200, body: { orderId: "o1", status: "assigned" } }]);
    renderBoard();
    const visit = chooseByKeyboard("Assign to…", /Dorota/);
    await waitFor(() => expect(within(visit).getByTestId("visit-note")).toHaveTextContent("Assigned to Dorota Nowak."));
    expect(sent).toEqual([{ url: "/api/admin/orders/o1/assign", method: "POST", body: { cleanerId: "c1", expectedVersion: 3 } }]);
    expect(refresh).toHaveBeenCalled();
  });

  it("names the preferred and blocked cleaners in the menu, and waits for a yes before breaking a preference", async () => {
    const sent = installFakeFetch([{ status: 200, body: { orderId: "o1", status: "assigned" } }]);
    renderBoard();
    fireEvent.click(screen.getByRole("button", { name: "Assign to…" }));
    expect(screen.getByRole("menuitem", { name: "Dorota Nowak (preferred)" })).toBeInTheDocument();
    expect(screen.getByRole("menuitem", { name: "Malik Owens (blocked)" })).toBeInTheDocument();
    fireEvent.keyDown(screen.getByRole("menu"), { key: "Escape" });
    expect(screen.queryByRole("menu")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Assign to…" })).toHaveFocus();
    const visit = chooseByKeyboard("Assign to…", /Luis/);
    expect(within(visit).getByTestId("visit-note")).toHaveTextContent("Jordan prefers Dorota. Assign Luis Ortega anyway?");
    expect(sent).toEqual([]);
    fireEvent.click(within(visit).getByRole("button", { name: "Assign anyway" }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toEqual({ cleanerId: "c2", expectedVersion: 3 });
  });

  it("shows the server's block refusal beside the visit", async () => {
    const message = "Malik Owens is blocked for Jordan Blake (set by staff on 2026-03-01). Undo the block on the customer's page to assign them.";
    installFakeFetch([{ status: 409, body: { error: message } }]);
    renderBoard();
    const visit = chooseByKeyboard("Assign to…", /Malik/);
    await waitFor(() => expect(within(visit).getByRole("alert")).toHaveTextContent(message));
  });

  it("on a stale version says the visit changed and reloads the board", async () => {
    installFakeFetch([{ status: 409, body: { error: "This order was changed by someone else", code: "stale-order" } }]);
    renderBoard();
    chooseByKeyboard("Assign to…", /Dorota/);
    await waitFor(() => expect(screen.getByTestId("board-status")).toHaveTextContent(STALE_BOARD_MESSAGE));
    expect(refresh).toHaveBeenCalled();
  });

  it("assigns the whole series from its menu and lists the visits refused with why", async () => {
    const sent = installFakeFetch([
      {
        status: 200,
        body: {
          assigned: [{ orderId: "o1", number: "C-10042", startsAt: loose.startsAt }],
          alreadyTheirs: 0,
          refused: [{ orderId: "o9", number: "C-10049", startsAt: "2026-03-17T13:00:00.000Z", message: "This cleaner already has a visit at that time." }],
        },
      },
    ]);
    renderBoard();
    const visit = chooseByKeyboard("Series to…", /Luis/);
    fireEvent.click(within(visit).getByRole("button", { name: "Assign anyway" }));
    await waitFor(() => expect(within(visit).getByTestId("visit-note")).toHaveTextContent("Luis Ortega now has 1 more visit of this series. Not assigned: C-10049 on Mar 17: This cleaner already has a visit at that time."));
    expect(sent).toEqual([{ url: "/api/admin/series/s1/assign", method: "POST", body: { cleanerId: "c2" } }]);
  });

  it("picks a visit up from its handle with the keyboard, carries it over a cleaner and drops it there", async () => {
    const sent = installFakeFetch([{ status: 200, body: { orderId: "o1", status: "assigned" } }]);
    // dnd-kit scrolls the picked-up visit into view; jsdom has no scrolling (nor layout: every row
    // measures 0 × 0, so the visit starts over the first row, Dorota's).
    Element.prototype.scrollIntoView = jest.fn();
    renderBoard();
    const handle = screen.getByRole("button", { name: "Move C-10042" });
    expect(handle).toHaveAccessibleDescription(/up and down arrows carry it to the cleaner/);
    handle.focus();
    fireEvent.keyDown(handle, { code: "Space", key: " " });
    await waitFor(() => expect(handle).toHaveAttribute("aria-pressed", "true"));
    await waitFor(() => expect(screen.getByText("C-10042 is over Dorota Nowak.")).toBeInTheDocument());
    // The sensor listens on the document from the next tick on.
    await act(async () => await new Promise((resolve) => setTimeout(resolve, 0)));
    fireEvent.keyDown(handle, { code: "Space", key: " " });
    await waitFor(() => expect(sent).toEqual([{ url: "/api/admin/orders/o1/assign", method: "POST", body: { cleanerId: "c1", expectedVersion: 3 } }]));
    expect(screen.getByText("C-10042 dropped on Dorota Nowak.")).toBeInTheDocument();
  });

  it("puts a picked-up visit back on Escape, sending nothing", async () => {
    const sent = installFakeFetch([]);
    Element.prototype.scrollIntoView = jest.fn();
    renderBoard();
    const handle = screen.getByRole("button", { name: "Move C-10042" });
    handle.focus();
    fireEvent.keyDown(handle, { code: "Enter", key: "Enter" });
    await waitFor(() => expect(handle).toHaveAttribute("aria-pressed", "true"));
    await act(async () => await new Promise((resolve) => setTimeout(resolve, 0)));
    fireEvent.keyDown(handle, { code: "Escape", key: "Escape" });
    await waitFor(() => expect(screen.getByText("Move cancelled; C-10042 stays where it was.")).toBeInTheDocument());
    expect(sent).toEqual([]);
  });

  it("marks a visit another staff member changed, live", () => {
    installFakeFetch([]);
    const registry = renderBoard();
    act(() =>
      registry.emit({
        kind: "event",
        event: {
          audience: "staff",
          orderId: "o1",
          number: "C-10042",
          status: "assigned",
          statusLabel: "Cleaner assigned",
          startsAt: loose.startsAt,
          endsAt: loose.endsAt,
          version: 4,
          change: "assigned",
          serviceName: "Regular cleaning",
          borough: "Brooklyn",
          customerName: "Jordan Blake",
          cleanerName: "Luis Ortega",
          onTheWay: null,
          entry: { id: 3, type: "assigned", label: "Cleaner assigned", at: loose.startsAt, actorName: "Ana Staff", note: null },
        },
      }),
    );
    expect(screen.getByTestId("board-status")).toHaveTextContent(/Board updated at .*: C-10042 changed/);
    expect(screen.getByRole("article", { name: /C-10042/ })).toHaveAttribute("data-updated", "true");
  });

  it("lists a booking the hub announced in the tray at once, until the refreshed board holds it", () => {
    installFakeFetch([]);
    const registry = createLiveOrderRegistry();
    const withBoard = (shown: Board) => (
      <LiveOrdersContext.Provider value={registry}>
        <DispatchBoard board={shown} />
      </LiveOrdersContext.Provider>
    );
    const { rerender } = render(withBoard(board));
    const booked = {
      audience: "staff" as const,
      orderId: "o9",
      number: "C-10077",
      status: "confirmed" as const,
      statusLabel: "Confirmed",
      startsAt: "2026-03-10T18:00:00.000Z",
      endsAt: "2026-03-10T20:30:00.000Z",
      version: 1,
      change: "created",
      serviceName: "Deep cleaning",
      borough: "Queens",
      customerName: "Rosa Diaz",
      cleanerName: null,
      onTheWay: null,
      entry: { id: 1, type: "created", label: "Booked", at: "2026-03-09T15:00:00.000Z", actorName: "Rosa Diaz", note: null },
    };
    // A booking on another day, or one that already has a cleaner, makes no arrival.
    act(() => registry.emit({ kind: "event", event: { ...booked, orderId: "o8", startsAt: "2026-03-12T18:00:00.000Z", endsAt: "2026-03-12T20:00:00.000Z" } }));
    act(() => registry.emit({ kind: "event", event: { ...booked, orderId: "o7", status: "assigned", cleanerName: "Luis Ortega" } }));
    expect(screen.queryByTestId("board-arrival")).toBeNull();

    act(() => registry.emit({ kind: "event", event: booked }));
    const arrival = screen.getByRole("article", { name: /C-10077, .*Rosa Diaz, just booked/ });
    expect(within(arrival).getByRole("link", { name: "C-10077" })).toHaveAttribute("href", "/admin/orders/o9");
    expect(screen.getByRole("heading", { name: "Needs a cleaner (2)" })).toBeInTheDocument();

    // The refreshed board holds the full visit, which replaces the arrival.
    const full: BoardVisit = { ...loose, id: "o9", number: "C-10077", customerId: "k9", customerName: "Rosa Diaz", seriesId: null, startsAt: booked.startsAt, endsAt: booked.endsAt };
    rerender(withBoard({ ...board, tray: [loose, full] }));
    expect(screen.queryByTestId("board-arrival")).toBeNull();
    expect(screen.getByRole("article", { name: /C-10077/ })).toHaveAttribute("data-testid", "board-visit");
    expect(screen.getByRole("heading", { name: "Needs a cleaner (2)" })).toBeInTheDocument();

    // Another booking, assigned elsewhere before the refresh came back: it leaves the tray.
    act(() => registry.emit({ kind: "event", event: { ...booked, orderId: "o6", number: "C-10078" } }));
    expect(screen.getByRole("heading", { name: "Needs a cleaner (3)" })).toBeInTheDocument();
    act(() => registry.emit({ kind: "event", event: { ...booked, orderId: "o6", number: "C-10078", status: "assigned", cleanerName: "Luis Ortega", version: 2 } }));
    expect(screen.queryByTestId("board-arrival")).toBeNull();
    expect(screen.getByRole("heading", { name: "Needs a cleaner (2)" })).toBeInTheDocument();
  });
});

describe("a visit that asked for a cleaner", () => {
  it("says who the customer asked for in its text", () => {
    render(
      <LiveOrdersContext.Provider value={createLiveOrderRegistry()}>
        <DispatchBoard board={{ ...board, tray: [{ ...loose, requestedCleanerFirstName: "Dorota" }] }} />
      </LiveOrdersContext.Provider>,
    );
    expect(screen.getByRole("article", { name: /C-10042/ })).toHaveTextContent("asked for Dorota");
  });
});
