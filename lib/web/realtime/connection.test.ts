/** The connection state machine with a fake transport and a synthetic clock. */
import { createLogger } from "@/lib/platform/log/logger";
import { DEFAULT_TIMINGS, LIMITS } from "./config";
import { Connection, type ConnectionHost, type Transport } from "./connection";

const RS = "\u001e";

class FakeTransport implements Transport {
  readonly sent: string[] = [];
  ended = false;
  destroyed = false;
  failOnSend = false;
  constructor(readonly kind: "ws" | "sse" = "ws") {}
  send(data: string): void {
    if (this.failOnSend) throw new Error("boom");
    this.sent.push(data);
  }
  end(): void {
    this.ended = true;
  }
  destroy(): void {
    this.destroyed = true;
  }
  pendingWriteBytes(): number {
    return 0;
  }
}

function setup(statefulRequested = false) {
  const closed: Connection[] = [];
  const host: ConnectionHost = {
    logger: createLogger(undefined, "silent"),
    timings: { ...DEFAULT_TIMINGS },
    limits: LIMITS,
    connectionAttached: () => undefined,
    connectionOpened: () => undefined,
    connectionClosed: (connection) => closed.push(connection),
  };
  const connection = new Connection(host, "public-id", "secret", "user-1", statefulRequested, 0);
  return { connection, closed };
}

const text = (value: string): Buffer => Buffer.from(value, "utf8");

function open(connection: Connection, version = 1, at = 0): FakeTransport {
  const transport = new FakeTransport();
  connection.attach(transport, at);
  connection.receive(text(`{"protocol":"json","version":${version}}${RS}`), true, at);
  expect(transport.sent).toEqual([`{}${RS}`]);
  transport.sent.length = 0;
  return transport;
}

describe("Connection", () => {
  it("forgets a negotiation that never attaches, after the TTL", () => {
    const { connection, closed } = setup();
    connection.tick(DEFAULT_TIMINGS.negotiateTtlMs - 1);
    expect(connection.state).toBe("negotiated");
    connection.tick(DEFAULT_TIMINGS.negotiateTtlMs);
    expect(connection.state).toBe("closed");
    expect(closed).toEqual([connection]);
  });

  it("cancels a handshake that does not arrive in time", () => {
    const { connection } = setup();
    const transport = new FakeTransport();
    connection.attach(transport, 1_000);
    connection.tick(1_000 + DEFAULT_TIMINGS.handshakeTimeoutMs - 1);
    expect(transport.sent).toEqual([]);
    connection.tick(1_000 + DEFAULT_TIMINGS.handshakeTimeoutMs);
    expect(transport.sent).toEqual([`{"error":"Handshake was canceled."}${RS}`]);
    expect(transport.ended).toBe(true);
  });

  it("pings after the keep-alive interval without other output, and drops a silent client", () => {
    const { connection } = setup();
    const transport = open(connection);
    connection.tick(DEFAULT_TIMINGS.keepAliveMs - 1);
    expect(transport.sent).toEqual([]);
    connection.tick(DEFAULT_TIMINGS.keepAliveMs);
    expect(transport.sent).toEqual([`{"type":6}${RS}`]);
    connection.receive(text(`{"type":6}${RS}`), true, 20_000);
    connection.tick(20_000 + DEFAULT_TIMINGS.clientTimeoutMs - 1);
    expect(connection.state).toBe("open");
    connection.tick(20_000 + DEFAULT_TIMINGS.clientTimeoutMs);
    expect(connection.state).toBe("closed");
    expect(transport.sent.at(-1)).toBe(`{"type":7,"error":"Client timeout elapsed without receiving a message from the client."}${RS}`);
  });

  it("keeps stateful reconnect off unless negotiated, on version 2, over WebSockets", () => {
    const plain = setup(false).connection;
    open(plain, 2);
    expect(plain.buffer).toBeNull();
    const v1 = setup(true).connection;
    open(v1, 1);
    expect(v1.buffer).toBeNull();
    const sse = setup(true).connection;
    sse.attach(new FakeTransport("sse"), 0);
    sse.receive(text(`{"protocol":"json","version":2}${RS}`), true, 0);
    expect(sse.buffer).toBeNull();
    const stateful = setup(true).connection;
    open(stateful, 2);
    expect(stateful.buffer).not.toBeNull();
  });

  it("detaches a stateful connection on an unclean drop and gives up after the reconnect window", () => {
    const { connection, closed } = setup(true);
    const transport = open(connection, 2);
    connection.transportLost(transport, false, 1_000);
    expect(connection.state).toBe("detached");
    expect(connection.sendNumbered(`{"type":1,"target":"E","arguments":[]}${RS}`, 1_001)).toBe(true);
    connection.tick(1_000 + DEFAULT_TIMINGS.reconnectWindowMs - 1);
    expect(connection.state).toBe("detached");
    connection.tick(1_000 + DEFAULT_TIMINGS.reconnectWindowMs);
    expect(connection.state).toBe("closed");
    expect(closed).toEqual([connection]);
  });

  it("ends a non-stateful connection on any drop, and a stateful one on a clean close", () => {
    const plain = setup(false).connection;
    plain.transportLost(open(plain), false, 0);
    expect(plain.state).toBe("closed");
    const stateful = setup(true).connection;
    stateful.transportLost(open(stateful, 2), true, 0);
    expect(stateful.state).toBe("closed");
  });

  it("ignores events of a transport it no longer uses", () => {
    const { connection } = setup(true);
    const first = open(connection, 2);
    const second = new FakeTransport();
    connection.reattach(second, 10);
    expect(first.destroyed).toBe(true);
    connection.transportLost(first, false, 11);
    expect(connection.state).toBe("open");
    expect(second.sent).toEqual([`{"type":9,"sequenceId":1}${RS}`]);
  });

  it("acknowledges processed numbered messages from the sweep, about once per interval", () => {
    const { connection } = setup(true);
    const transport = open(connection, 2);
    connection.receive(text(`{"type":1,"target":"A","arguments":[]}${RS}{"type":1,"target":"B","arguments":[]}${RS}`), true, 5_000);
    connection.tick(5_000);
    expect(transport.sent).toEqual([`{"type":8,"sequenceId":2}${RS}`]);
    connection.receive(text(`{"type":1,"target":"C","arguments":[]}${RS}`), true, 5_100);
    connection.tick(5_500);
    expect(transport.sent).toHaveLength(1);
    connection.tick(6_000);
    expect(transport.sent.at(-1)).toBe(`{"type":8,"sequenceId":3}${RS}`);
  });

  it("contains an unexpected failure to this connection", () => {
    const { connection, closed } = setup();
    const transport = open(connection);
    transport.failOnSend = true;
    expect(() => connection.sendNumbered(`{"type":1,"target":"E","arguments":[]}${RS}`, 1)).toThrow("boom");
    connection.fault(new Error("boom"));
    expect(connection.state).toBe("closed");
    expect(transport.destroyed).toBe(true);
    expect(closed).toEqual([connection]);
  });
});
