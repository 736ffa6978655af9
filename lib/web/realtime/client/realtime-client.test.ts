import type { ConnectionState } from "./connection-state";
import type { ClientNotification } from "./notification";
import { RealtimeClient, type HubConnectionLike } from "./realtime-client";

/** A HubConnection double: the test decides when start and stop settle. */
class FakeConnection implements HubConnectionLike {
  readonly handlers = new Map<string, (...args: unknown[]) => void>();
  starts = 0;
  stops = 0;
  private closeCallbacks: ((error?: Error) => void)[] = [];
  private reconnecting: ((error?: Error) => void)[] = [];
  private reconnected: ((id?: string) => void)[] = [];
  private pendingStart: { resolve: () => void; reject: (error: Error) => void } | null = null;
  private pendingStop: (() => void) | null = null;

  on(name: string, handler: (...args: unknown[]) => void): void {
    this.handlers.set(name.toLowerCase(), handler);
  }
  onclose(callback: (error?: Error) => void): void {
    this.closeCallbacks.push(callback);
  }
  onreconnecting(callback: (error?: Error) => void): void {
    this.reconnecting.push(callback);
  }
  onreconnected(callback: (id?: string) => void): void {
    this.reconnected.push(callback);
  }
  start(): Promise<void> {
    this.starts++;
    return new Promise((resolve, reject) => (this.pendingStart = { resolve, reject }));
  }
  stop(): Promise<void> {
    this.stops++;
    return new Promise((resolve) => (this.pendingStop = resolve));
  }

  async settleStart(error?: Error): Promise<void> {
    const pending = this.pendingStart;
    this.pendingStart = null;
    if (error) pending?.reject(error);
    else pending?.resolve();
    await flush();
  }
  async settleStop(): Promise<void> {
    this.pendingStop?.();
    this.pendingStop = null;
    await flush();
  }
  /** A server message, dispatched like the library does (case-insensitive target). */
  invoke(target: string, payload: unknown): boolean {
    const handler = this.handlers.get(target.toLowerCase());
    handler?.(payload);
    return handler !== undefined;
  }
  fireReconnecting(): void {
    for (const callback of this.reconnecting) callback(new Error("lost"));
  }
  fireReconnected(): void {
    for (const callback of this.reconnected) callback("id");
  }
  fireClose(error?: Error): void {
    for (const callback of this.closeCallbacks) callback(error);
  }
}

async function flush(): Promise<void> {
  for (let i = 0; i < 5; i++) await Promise.resolve();
}

function setup() {
  const connection = new FakeConnection();
  const notifications: ClientNotification[] = [];
  const flags: boolean[] = [];
  const states: ConnectionState[] = [];
  const logs: string[] = [];
  const orderEvents: unknown[] = [];
  const textEvents: unknown[] = [];
  let resyncs = 0;
  const client = new RealtimeClient({
    connection,
    onOrderEvent: (event) => orderEvents.push(event),
    onTextReceived: (event) => textEvents.push(event),
    onResync: () => resyncs++,
    onNotification: (notification) => notifications.push(notification),
    onConnectedChange: (connected) => flags.push(connected),
    onStateChange: (state) => states.push(state),
    log: (level, message) => logs.push(`${level}: ${message}`),
    now: () => new Date("2026-03-03T19:05:00.000Z"),
  });
  return { connection, client, notifications, flags, states, logs, orderEvents, textEvents, resyncs: () => resyncs };
}

const blocked = { message: "Blocked.", timestamp: "2026-03-03T19:00:00.000Z", shouldLogout: true };

describe("RealtimeClient", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("hands text events to the inbox at once, never as a notice, and drops malformed ones", async () => {
    const { connection, client, textEvents, notifications, logs } = setup();
    void client.start();
    await connection.settleStart();
    const event = { phone: "+19175550123", messageId: "0b6f2c7e-5d0a-4f51-9a3c-2f3f8f3e9d11", kind: "reschedule", unread: true, timestamp: "2026-03-03T19:04:00.000Z" };
    expect(connection.invoke("TextReceived", event)).toBe(true);
    connection.invoke("TextReceived", { phone: 12 });
    expect(textEvents).toEqual([event]);
    expect(notifications).toEqual([]);
    expect(logs).toContain("warn: ignored a malformed text event");
  });

  it("hands order events on at once, drops malformed ones, and asks pages to catch up after a loss", async () => {
    const { connection, client, orderEvents, notifications, logs, resyncs } = setup();
    void client.start();
    await connection.settleStart();
    const event = { audience: "cleaner", assigned: false, orderId: "o1", number: "C-10021", change: "assigned" };
    // No subscribe delay for order events: they change the page, not a modal.
    connection.invoke("OrderUpdated", event);
    connection.invoke("OrderUpdated", { audience: "customer", orderId: 7 });
    expect(orderEvents).toEqual([event]);
    expect(notifications).toEqual([]);
    expect(logs).toContain("warn: ignored a malformed order event");
    // The first start is not a comeback; a reconnect is.
    expect(resyncs()).toBe(0);
    connection.fireReconnecting();
    connection.fireReconnected();
    expect(resyncs()).toBe(1);
    // Closed for good, then started again by the retry: a comeback too.
    connection.fireClose(new Error("gone"));
    jest.advanceTimersByTime(5_000);
    await connection.settleStart();
    expect(resyncs()).toBe(2);
  });

  it("registers every event handler before it starts", () => {
    const { connection } = setup();
    expect([...connection.handlers.keys()].sort()).toEqual(["forcelogout", "orderupdated", "rolechanged", "textreceived", "userblocked", "userunblocked"]);
    expect(connection.starts).toBe(0);
  });

  it("connects, raises the flag, and delivers events only 100 ms after connecting, losing none", async () => {
    const { connection, client, notifications, flags, states } = setup();
    const starting = client.start();
    expect(client.state).toBe("Connecting");
    await connection.settleStart();
    await starting;
    expect(client.state).toBe("Connected");
    expect(flags).toEqual([true]);

    // An event in the first 100 ms (a block decided while the page loaded) is held, not lost.
    expect(connection.invoke("UserBlocked", blocked)).toBe(true);
    jest.advanceTimersByTime(99);
    expect(notifications).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(notifications).toEqual([{ type: "blocked", message: "Blocked.", timestamp: blocked.timestamp, data: blocked }]);

    connection.invoke("ForceLogout", { reason: "Bye.", timestamp: "2026-03-03T19:01:00.000Z" });
    expect(notifications.map((n) => n.type)).toEqual(["blocked", "forceLogout"]);
    expect(states).toEqual(["Connecting", "Connected"]);
  });

  it("ignores start unless Disconnected", async () => {
    const { connection, client } = setup();
    void client.start();
    void client.start();
    await connection.settleStart();
    await client.start();
    expect(connection.starts).toBe(1);
  });

  it("returns to Disconnected when start fails, logs it, and retries after 5 s while wanted", async () => {
    const { connection, client, flags, logs } = setup();
    void client.start();
    await connection.settleStart(new Error("401"));
    expect(client.state).toBe("Disconnected");
    expect(flags).toEqual([]);
    expect(logs).toEqual(["error: could not connect"]);

    jest.advanceTimersByTime(4_999);
    expect(connection.starts).toBe(1);
    jest.advanceTimersByTime(1);
    expect(connection.starts).toBe(2);
    expect(client.state).toBe("Connecting");
    await connection.settleStart();
    expect(client.state).toBe("Connected");
  });

  it("does not retry after a stop (signed out)", async () => {
    const { connection, client } = setup();
    void client.start();
    await connection.settleStart(new Error("down"));
    await client.stop();
    jest.advanceTimersByTime(60_000);
    expect(connection.starts).toBe(1);
    expect(connection.stops).toBe(0);
  });

  it("ignores stop when Disconnected or Disconnecting, and stops a connected client once", async () => {
    const { connection, client, flags, states } = setup();
    await client.stop();
    expect(connection.stops).toBe(0);

    void client.start();
    await connection.settleStart();
    const stopping = client.stop();
    expect(client.state).toBe("Disconnecting");
    void client.stop();
    expect(connection.stops).toBe(1);
    await connection.settleStop();
    await stopping;
    expect(client.state).toBe("Disconnected");
    expect(flags).toEqual([true, false]);
    expect(states).toEqual(["Connecting", "Connected", "Disconnecting", "Disconnected"]);
  });

  it("can be stopped while connecting, without a retry", async () => {
    const { connection, client } = setup();
    void client.start();
    const stopping = client.stop();
    expect(client.state).toBe("Disconnecting");
    await connection.settleStart(new Error("The connection was stopped during negotiation."));
    expect(client.state).toBe("Disconnecting");
    await connection.settleStop();
    await stopping;
    expect(client.state).toBe("Disconnected");
    jest.advanceTimersByTime(60_000);
    expect(connection.starts).toBe(1);
  });

  it("honours a start that arrives while it is stopping", async () => {
    const { connection, client } = setup();
    void client.start();
    await connection.settleStart();
    const stopping = client.stop();
    void client.start();
    await connection.settleStop();
    await stopping;
    expect(connection.starts).toBe(2);
    expect(client.state).toBe("Connecting");
  });

  it("follows the library's reconnects with the flag", async () => {
    const { connection, client, flags } = setup();
    void client.start();
    await connection.settleStart();
    connection.fireReconnecting();
    expect(client.state).toBe("Connecting");
    expect(client.isConnected).toBe(false);
    connection.fireReconnected();
    expect(client.state).toBe("Connected");
    expect(flags).toEqual([true, false, true]);
  });

  it("after a close by the server (or a reconnect that gave up) tries again after 5 s", async () => {
    const { connection, client, flags } = setup();
    void client.start();
    await connection.settleStart();
    connection.fireClose(new Error("Server returned an error on close: Your session has ended."));
    expect(client.state).toBe("Disconnected");
    expect(flags).toEqual([true, false]);
    jest.advanceTimersByTime(5_000);
    expect(connection.starts).toBe(2);
  });

  it("delivers nothing and never reconnects once disposed", async () => {
    const { connection, client, notifications } = setup();
    void client.start();
    await connection.settleStart();
    connection.invoke("UserUnblocked", {});
    const disposing = client.dispose();
    await connection.settleStop();
    await disposing;
    connection.invoke("UserUnblocked", {});
    jest.advanceTimersByTime(60_000);
    expect(notifications).toEqual([]);
    await client.start();
    expect(connection.starts).toBe(1);
  });
});
