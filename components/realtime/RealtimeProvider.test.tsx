import { act, render, screen } from "@testing-library/react";
import type { ClientNotification } from "@/lib/web/realtime/client/notification";
import type { TextReceivedEvent } from "@/lib/web/realtime/client/text-event";
import { useLiveTexts, type LiveTextSignal } from "./live-texts";
import { logoutToLogin } from "./logout";
import { RealtimeProvider, useRealtimeConnected } from "./RealtimeProvider";

type SessionState = { data: { user: { id: string } } | null; status: "loading" | "authenticated" | "unauthenticated"; update: jest.Mock };
const session: SessionState = { data: null, status: "loading", update: jest.fn(async () => null) };

jest.mock("@/lib/auth/site-session", () => ({ useSiteSession: () => session }));

jest.mock("./logout", () => ({ logoutToLogin: jest.fn(async () => undefined) }));

const routerRefresh = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh: routerRefresh }) }));

interface FakeClient {
  options: { onNotification(n: ClientNotification): void; onConnectedChange?(connected: boolean): void; onTextReceived?(event: TextReceivedEvent): void; onResync?(): void };
  start: jest.Mock;
  dispose: jest.Mock;
}
const created: FakeClient[] = [];

jest.mock("@/lib/web/realtime/client", () => ({
  createBrowserRealtimeClient: (options: FakeClient["options"]) => {
    const client: FakeClient = { options, start: jest.fn(async () => undefined), dispose: jest.fn(async () => undefined) };
    created.push(client);
    return client;
  },
}));

function Flag() {
  return <span data-testid="flag">{useRealtimeConnected() ? "online" : "offline"}</span>;
}

const textSignals: LiveTextSignal[] = [];
function TextListener() {
  useLiveTexts((signal) => textSignals.push(signal));
  return null;
}

const providerTree = () => (
  <RealtimeProvider>
    <Flag />
    <TextListener />
  </RealtimeProvider>
);

const renderProvider = () => render(providerTree());

async function signIn(id: string, view: ReturnType<typeof render>) {
  session.data = { user: { id } };
  session.status = "authenticated";
  view.rerender(providerTree());
}

/** The session ends: no user, not authenticated. */
function signOut(view: ReturnType<typeof render>) {
  session.data = null;
  session.status = "unauthenticated";
  view.rerender(providerTree());
}

/** Lets the dynamic import() and the promises after it settle. */
async function settle(): Promise<void> {
  await act(async () => {
    for (let i = 0; i < 10; i++) await Promise.resolve();
  });
}

async function advance(ms: number): Promise<void> {
  await act(async () => {
    jest.advanceTimersByTime(ms);
  });
  await settle();
}

const at = "2026-03-04T02:05:00.000Z";
const notifications = {
  blocked: (shouldLogout: boolean): ClientNotification => ({ type: "blocked", message: "Blocked.", timestamp: at, data: { shouldLogout } }),
  unblocked: { type: "unblocked", message: "Unblocked.", timestamp: at, data: {} } satisfies ClientNotification,
  roleChanged: { type: "roleChanged", message: "Role.", timestamp: at, data: { newRole: "Cleaner" } } satisfies ClientNotification,
  forceLogout: { type: "forceLogout", message: "Bye.", timestamp: at, data: {} } satisfies ClientNotification,
};

describe("RealtimeProvider", () => {
  beforeEach(() => {
    jest.useFakeTimers();
    created.length = 0;
    session.data = null;
    session.status = "loading";
    session.update.mockClear();
    routerRefresh.mockClear();
    jest.mocked(logoutToLogin).mockClear();
  });
  afterEach(() => jest.useRealTimers());

  it("loads no connection for visitors, nor while auth is initialising", async () => {
    const view = renderProvider();
    await advance(1_000);
    signOut(view);
    await advance(1_000);
    expect(created).toHaveLength(0);
    expect(screen.getByTestId("flag")).toHaveTextContent("offline");
  });

  it("connects 300 ms after a user appears, exposes the connection flag, and stops on sign-out", async () => {
    const view = renderProvider();
    await signIn("alice", view);
    await advance(299);
    expect(created).toHaveLength(0);
    await advance(1);
    expect(created).toHaveLength(1);
    expect(created[0]?.start).toHaveBeenCalledTimes(1);

    act(() => created[0]?.options.onConnectedChange?.(true));
    expect(screen.getByTestId("flag")).toHaveTextContent("online");

    // A re-read session with the same id changes nothing.
    await signIn("alice", view);
    await advance(1_000);
    expect(created).toHaveLength(1);

    signOut(view);
    await advance(300);
    expect(created[0]?.dispose).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId("flag")).toHaveTextContent("offline");
  });

  it("hands each text that comes in, and each catch-up, to the inbox without a notice", async () => {
    textSignals.length = 0;
    const view = renderProvider();
    await signIn("alice", view);
    await advance(300);
    const event: TextReceivedEvent = { phone: "+19175550123", messageId: "0b6f2c7e-5d0a-4f51-9a3c-2f3f8f3e9d11", kind: "message", unread: true, timestamp: at };
    act(() => created[0]?.options.onTextReceived?.(event));
    act(() => created[0]?.options.onResync?.());
    expect(textSignals).toEqual([{ kind: "text", event }, { kind: "resync" }]);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("replaces the connection when another user signs in", async () => {
    const view = renderProvider();
    await signIn("alice", view);
    await advance(300);
    await signIn("bob", view);
    await advance(300);
    expect(created).toHaveLength(2);
    expect(created[0]?.dispose).toHaveBeenCalledTimes(1);
    expect(created[1]?.dispose).not.toHaveBeenCalled();
  });

  async function connected(): Promise<FakeClient> {
    const view = renderProvider();
    await signIn("alice", view);
    await advance(300);
    const client = created[0];
    if (!client) throw new Error("no client");
    return client;
  }

  it.each([
    ["blocked", 3_000, notifications.blocked(true), "Account Blocked"],
    ["roleChanged", 4_000, notifications.roleChanged, "Role Updated"],
    ["forceLogout", 2_000, notifications.forceLogout, "Session Terminated"],
  ] as const)("shows a %s notice at once and logs out after %i ms", async (_type, delay, notification, title) => {
    const client = await connected();
    act(() => client.options.onNotification(notification));
    expect(screen.getByRole("dialog", { name: title })).toBeInTheDocument();
    await advance(delay - 1);
    expect(logoutToLogin).not.toHaveBeenCalled();
    await advance(1);
    expect(logoutToLogin).toHaveBeenCalledTimes(1);
    expect(session.update).not.toHaveBeenCalled();
  });

  it("keeps the logout that is due first when events pile up, and logs out even if the notice was closed", async () => {
    const client = await connected();
    act(() => client.options.onNotification(notifications.forceLogout));
    act(() => client.options.onNotification(notifications.roleChanged));
    expect(screen.getByRole("dialog", { name: "Role Updated" })).toBeInTheDocument();
    act(() => screen.getAllByRole("button", { name: "Close" })[0]?.click());
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await advance(2_000);
    expect(logoutToLogin).toHaveBeenCalledTimes(1);
    await advance(5_000);
    expect(logoutToLogin).toHaveBeenCalledTimes(1);
  });

  it("keeps a block without logout read-only by refreshing the session, and refreshes again on unblock", async () => {
    const client = await connected();
    act(() => client.options.onNotification(notifications.blocked(false)));
    expect(screen.getByRole("dialog", { name: "Account Blocked" })).toBeInTheDocument();
    expect(session.update).toHaveBeenCalledTimes(1);
    act(() => client.options.onNotification(notifications.unblocked));
    expect(screen.getByRole("dialog", { name: "Account Unblocked" })).toBeInTheDocument();
    expect(session.update).toHaveBeenCalledTimes(2);
    // Server-rendered parts (the read-only notices, the cancel and change buttons) follow the new session.
    await settle();
    expect(routerRefresh).toHaveBeenCalledTimes(2);
    await advance(10_000);
    expect(logoutToLogin).not.toHaveBeenCalled();
  });
});
