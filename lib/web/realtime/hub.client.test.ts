/**
 * The official @microsoft/signalr client against the hub, over WebSockets and Server-Sent
 * Events: connect, receive events, authentication, server-side close.
 */
import { HttpTransportType, HubConnectionState, type HubConnection } from "@microsoft/signalr";
import { officialClient, startHub, waitFor, type TestHub } from "./test-support";

/** A promise with its resolve at hand, to hold the hub inside a step. */
function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve = () => undefined as void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

interface Blocked {
  message: string;
  timestamp: string;
  shouldLogout: boolean;
}

const transports = [
  ["WebSockets", HttpTransportType.WebSockets],
  ["ServerSentEvents", HttpTransportType.ServerSentEvents],
] as const;

describe.each(transports)("official client over %s", (_name, transport) => {
  let test: TestHub;
  const clients: HubConnection[] = [];

  function client(options: Parameters<typeof officialClient>[1] = {}): HubConnection {
    const connection = officialClient(test, { transport, ...options });
    clients.push(connection);
    return connection;
  }

  beforeEach(async () => {
    test = await startHub();
  });

  afterEach(async () => {
    await Promise.all(clients.splice(0).map((connection) => connection.stop()));
    await test.close();
  });

  it("connects and receives UserBlocked sent to its user", async () => {
    const connection = client({ userId: "alice" });
    const received: Blocked[] = [];
    // The client matches targets case-insensitively.
    connection.on("userblocked", (payload: Blocked) => received.push(payload));
    await connection.start();
    expect(connection.state).toBe(HubConnectionState.Connected);
    expect(test.hub.connectionCount()).toBe(1);

    const payload = { message: "Your account has been blocked by an administrator.", timestamp: "2025-01-01T00:00:00.000Z", shouldLogout: true };
    expect(test.hub.sendToUser("alice", "UserBlocked", [payload])).toBe(1);
    expect(test.hub.sendToUser("bob", "UserBlocked", [payload])).toBe(0);
    await waitFor(() => received.length === 1, 5_000, "UserBlocked");
    expect(received).toEqual([payload]);
  });

  it("delivers events in order to every connection of the user", async () => {
    const first = client({ userId: "carol" });
    const second = client({ userId: "carol" });
    const other = client({ userId: "dave" });
    const seen: Record<string, number[]> = { first: [], second: [], other: [] };
    first.on("OrderUpdated", (n: number) => seen.first?.push(n));
    second.on("OrderUpdated", (n: number) => seen.second?.push(n));
    other.on("OrderUpdated", (n: number) => seen.other?.push(n));
    await Promise.all([first.start(), second.start(), other.start()]);

    for (let n = 1; n <= 20; n++) expect(test.hub.sendToUser("carol", "OrderUpdated", [n])).toBe(2);
    await waitFor(() => seen.first?.length === 20 && seen.second?.length === 20, 5_000, "20 events twice");
    const expected = Array.from({ length: 20 }, (_, index) => index + 1);
    expect(seen.first).toEqual(expected);
    expect(seen.second).toEqual(expected);
    expect(seen.other).toEqual([]);
  });

  it("refuses a client without a session: start rejects", async () => {
    const connection = client({ cookie: null });
    await expect(connection.start()).rejects.toThrow(/401|Unauthorized/);
    expect(test.hub.connectionCount()).toBe(0);
  });

  it("closes the user's connections on request: onclose fires with the error", async () => {
    const connection = client({ userId: "erin" });
    await connection.start();
    const closed = new Promise<Error | undefined>((resolve) => connection.onclose(resolve));
    const received: string[] = [];
    connection.on("ForceLogout", (payload: { reason: string }) => received.push(payload.reason));

    test.hub.sendToUser("erin", "ForceLogout", [{ reason: "Your session has been terminated.", timestamp: "t" }]);
    test.hub.closeUserConnections("erin", { afterMs: 20, error: "Session terminated" });
    const error = await closed;
    expect(received).toEqual(["Your session has been terminated."]);
    expect(error?.message).toBe("Server returned an error on close: Session terminated");
    expect(connection.state).toBe(HubConnectionState.Disconnected);
    await waitFor(() => test.hub.connectionCount() === 0, 2_000, "server-side removal");
  });

  it("a delayed close spares a connection whose session was checked after the close was decided (a new sign-in)", async () => {
    const before = client({ userId: "hana" });
    await before.start();
    const beforeClosed = new Promise<Error | undefined>((resolve) => before.onclose(resolve));
    test.hub.closeUserConnections("hana", { afterMs: 1_000, error: "Session terminated" });
    const after = client({ userId: "hana" });
    await after.start();
    // The new connection opened inside the delay: the close had not yet happened.
    expect(before.state).toBe(HubConnectionState.Connected);

    expect((await beforeClosed)?.message).toContain("Session terminated");
    // Still open after the close ran: it takes an event sent afterwards.
    const received: number[] = [];
    after.on("Ping", (n: number) => received.push(n));
    expect(test.hub.sendToUser("hana", "Ping", [1])).toBe(1);
    await waitFor(() => received.length === 1, 5_000, "the event on the newer connection");
    expect(after.state).toBe(HubConnectionState.Connected);
  });

  it("a delayed close takes a connection whose session check began before the close was decided", async () => {
    await test.close();
    const check = { began: deferred(), release: deferred() };
    test = await startHub({}, {
      authenticate: async () => {
        check.began.resolve();
        await check.release.promise;
        return { userId: "ivan" };
      },
    });
    const racing = client({ userId: "ivan" });
    const closed = new Promise<Error | undefined>((resolve) => racing.onclose(resolve));
    const starting = racing.start();
    await check.began.promise;
    test.hub.closeUserConnections("ivan", { afterMs: 200, error: "Session terminated" });
    check.release.resolve();
    // Usually the client is connected by the time the close comes, and is told why. On a loaded
    // machine the close can come first, while the client is still sending its handshake: the hub
    // then no longer knows the connection (404) and the start fails. Taken, either way.
    const outcome = await starting.then(
      async () => (await closed)?.message,
      (error: Error) => error.message,
    );
    expect(outcome).toMatch(/Session terminated|No Connection with that ID/);
    await waitFor(() => test.hub.connectionCount() === 0, 2_000, "the racing connection gone on the server");
  });

  it("answers an invocation of a missing hub method like ASP.NET Core, and ignores one without id", async () => {
    const connection = client({ userId: "frank" });
    await connection.start();
    await expect(connection.invoke("SubscribeToOrders", 1)).rejects.toThrow(
      "Failed to invoke 'SubscribeToOrders' due to an error on the server. HubException: Method does not exist.",
    );
    await connection.send("Whatever", 1);
    // Still connected and still receiving.
    const received: number[] = [];
    connection.on("Ping2", (n: number) => received.push(n));
    test.hub.sendToUser("frank", "Ping2", [7]);
    await waitFor(() => received.length === 1, 5_000, "event after send");
    expect(connection.state).toBe(HubConnectionState.Connected);
  });

  it("ends the server side when the client stops", async () => {
    const connection = client({ userId: "gina" });
    await connection.start();
    expect(test.hub.connectionCount()).toBe(1);
    await connection.stop();
    await waitFor(() => test.hub.connectionCount() === 0, 2_000, "server-side removal");
    expect(test.hub.sendToUser("gina", "X", [])).toBe(0);
  });

  it("asks clients to reconnect when the hub shuts down (Close with allowReconnect)", async () => {
    const connection = client({ userId: "hank", reconnectDelays: [0] });
    await connection.start();
    const reconnecting = new Promise<void>((resolve) => connection.onreconnecting(() => resolve()));
    const closed = new Promise<void>((resolve) => connection.onclose(() => resolve()));
    await test.hub.close();
    // Without allowReconnect the client would stop for good and never enter Reconnecting.
    await reconnecting;
    // Its one retry meets a hub that refuses new connections (503), so it then gives up.
    await closed;
  });
});

describe("official client, other modes", () => {
  let test: TestHub;
  afterEach(async () => {
    await test.close();
  });

  it("connects over WebSockets without negotiation (skipNegotiation)", async () => {
    test = await startHub();
    const connection = officialClient(test, { userId: "ivy", skipNegotiation: true });
    const received: number[] = [];
    connection.on("E", (n: number) => received.push(n));
    await connection.start();
    expect(test.stats.negotiations).toBe(0);
    test.hub.sendToUser("ivy", "E", [1]);
    await waitFor(() => received.length === 1, 5_000, "event");
    await connection.stop();
  });

  it("falls back to Server-Sent Events when a proxy refuses WebSockets, negotiating again", async () => {
    test = await startHub({}, { refuseUpgrades: true });
    const connection = officialClient(test, { userId: "jack", transport: HttpTransportType.WebSockets | HttpTransportType.ServerSentEvents });
    const received: number[] = [];
    connection.on("E", (n: number) => received.push(n));
    await connection.start();
    expect(test.stats.upgrades).toBe(1);
    expect(test.stats.negotiations).toBe(2);
    expect(test.hub.sendToUser("jack", "E", [1])).toBe(1);
    await waitFor(() => received.length === 1, 5_000, "event over SSE");
    await connection.stop();
    // The abandoned first negotiation is not counted as a connection.
    await waitFor(() => test.hub.connectionCount() === 0, 2_000, "removal");
  });

  it("sends keep-alive pings when idle, so the client's server timeout never fires", async () => {
    test = await startHub({ keepAliveMs: 50 });
    const connection = officialClient(test, { userId: "kate" });
    connection.serverTimeoutInMilliseconds = 400;
    connection.keepAliveIntervalInMilliseconds = 100;
    const closed: unknown[] = [];
    connection.onclose((error) => closed.push(error));
    await connection.start();
    const started = Date.now();
    await waitFor(() => Date.now() - started > 1_000, 2_000, "a second of idling");
    expect(closed).toEqual([]);
    expect(connection.state).toBe(HubConnectionState.Connected);
    await connection.stop();
  });
});
