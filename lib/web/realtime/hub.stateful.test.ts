/** Stateful reconnect (WebSockets): replay after a dropped socket, duplicates, acks, limits. */
import { HttpTransportType, HubConnectionState, type HubConnection } from "@microsoft/signalr";
import { officialClient, RawClient, RS, startHub, upgradeStatus, waitFor, type TestHub } from "./test-support";

const STATEFUL = "negotiateVersion=1&useStatefulReconnect=true";

function parse(frame: string): Record<string, unknown>[] {
  return frame
    .split(RS)
    .filter((record) => record.length > 0)
    .map((record) => JSON.parse(record) as Record<string, unknown>);
}

describe("stateful reconnect with the official client", () => {
  let test: TestHub;
  const clients: HubConnection[] = [];
  beforeEach(async () => {
    test = await startHub({ ackIntervalMs: 50, reconnectWindowMs: 10_000 });
  });
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((connection) => connection.stop()));
    await test.close();
  });

  it("delivers every event exactly once, in order, across a socket cut mid-stream", async () => {
    const connection = officialClient(test, { userId: "sam", stateful: true });
    clients.push(connection);
    const received: number[] = [];
    const reconnecting: unknown[] = [];
    connection.on("Numbered", (n: number) => received.push(n));
    connection.onreconnecting((error) => reconnecting.push(error));
    await connection.start();

    let next = 1;
    const sendBatch = (count: number): void => {
      for (let index = 0; index < count; index++, next++) expect(test.hub.sendToUser("sam", "Numbered", [next])).toBe(1);
    };
    sendBatch(30);
    await waitFor(() => received.length >= 10, 5_000, "first events");
    sendBatch(30);
    // Cut the server's side of the TCP connection: no close frame; written data may be lost.
    test.upgradeSockets[0]?.destroy();
    sendBatch(30); // to a socket that is gone, or to the detached connection: buffered either way
    await waitFor(() => test.stats.upgrades === 2, 5_000, "the client's reconnect");
    sendBatch(30);

    await waitFor(() => received.length >= 120, 4_000, "all 120 events");
    expect(received).toEqual(Array.from({ length: 120 }, (_, index) => index + 1));
    expect(test.stats.negotiations).toBe(1);
    expect(reconnecting).toEqual([]);
    expect(connection.state).toBe(HubConnectionState.Connected);
    expect(test.hub.connectionCount()).toBe(1);

    // The client's own calls still work on the new socket.
    await expect(connection.invoke("Nope")).rejects.toThrow(/Method does not exist/);
  });

  it("ends the connection at once on a clean stop", async () => {
    const connection = officialClient(test, { userId: "tia", stateful: true });
    await connection.start();
    expect(test.hub.connectionCount()).toBe(1);
    await connection.stop();
    await waitFor(() => test.hub.connectionCount() === 0, 2_000, "removal long before the reconnect window");
  });

  it("is not used over Server-Sent Events even when asked (the client sends version 1)", async () => {
    const connection = officialClient(test, { userId: "uma", stateful: true, transport: HttpTransportType.ServerSentEvents });
    clients.push(connection);
    const received: number[] = [];
    connection.on("E", (n: number) => received.push(n));
    await connection.start();
    test.hub.sendToUser("uma", "E", [1]);
    await waitFor(() => received.length === 1, 5_000, "event");
  });
});

describe("stateful reconnect at the wire level", () => {
  let test: TestHub;
  beforeEach(async () => {
    test = await startHub({ ackIntervalMs: 50, reconnectWindowMs: 300 });
  });
  afterEach(async () => {
    await test.close();
  });

  it("replays from the oldest unacknowledged message, waits for the client's Sequence, drops duplicates", async () => {
    const { client, token } = await RawClient.ready(test, "raw", 2, STATEFUL);
    for (let n = 1; n <= 3; n++) test.hub.sendToUser("raw", "E", [n]); // server ids 1, 2, 3
    await client.until(() => client.records().length >= 4);
    // Acknowledge 1; our invocation (client id 1) gets a completion (server id 4) that proves it.
    client.send(`{"type":8,"sequenceId":1}${RS}{"type":1,"target":"A","arguments":[],"invocationId":"a"}${RS}`);
    await client.until(() => client.records().some((record) => record.invocationId === "a"));
    // The server acknowledges our message 1, about once per ack interval.
    await client.until(() => client.records().some((record) => record.type === 8));
    expect(client.records().filter((record) => record.type === 8)).toEqual([{ type: 8, sequenceId: 1 }]);

    client.terminate();
    await waitFor(() => test.hub.sendToUser("raw", "E", [5]) === 1, 2_000, "send while detached"); // server id 5
    expect(test.hub.connectionCount()).toBe(1);

    const again = await RawClient.open(test, token, { userId: "raw" });
    const replay = parse(await again.nextFrame());
    expect(replay).toEqual([
      { type: 9, sequenceId: 2 },
      { type: 1, target: "E", arguments: [2] },
      { type: 1, target: "E", arguments: [3] },
      { type: 3, invocationId: "a", error: "Failed to invoke 'A' due to an error on the server. HubException: Method does not exist." },
      { type: 1, target: "E", arguments: [5] },
    ]);

    // Before our Sequence everything is ignored; then "a" (id 1) is a duplicate and "b" (id 2) is new.
    again.send(`{"type":1,"target":"Early","arguments":[],"invocationId":"early"}${RS}`);
    again.send(
      `{"type":9,"sequenceId":1}${RS}{"type":1,"target":"A","arguments":[],"invocationId":"a"}${RS}{"type":1,"target":"B","arguments":[],"invocationId":"b"}${RS}`,
    );
    await again.until(() => again.records().some((record) => record.invocationId === "b"));
    expect(again.records().filter((record) => record.type === 3).map((record) => record.invocationId)).toEqual(["a", "b"]); // "a" only from the replay
    await again.until(() => again.records().some((record) => record.type === 8 && record.sequenceId === 2));
    again.close();
  });

  it("announces sent + 1 when everything was acknowledged", async () => {
    const { client, token } = await RawClient.ready(test, "acked", 2, STATEFUL);
    test.hub.sendToUser("acked", "E", [1]);
    test.hub.sendToUser("acked", "E", [2]);
    await client.until(() => client.records().length >= 3);
    client.send(`{"type":8,"sequenceId":2}${RS}{"type":6}${RS}`);
    // A second socket takes over at once; the server replaces the first.
    await waitFor(async () => {
      const replacement = await RawClient.open(test, token, { userId: "acked" }).catch(() => null);
      if (replacement === null) return false;
      const frame = await replacement.nextFrame();
      replacement.terminate();
      return frame === `{"type":9,"sequenceId":3}${RS}`;
    }, 2_000, "a replay with nothing pending");
    await client.closed();
  });

  it("treats a Sequence beyond the next expected id as fatal", async () => {
    const { client, token } = await RawClient.ready(test, "bad", 2, STATEFUL);
    client.terminate();
    const again = await RawClient.open(test, token, { userId: "bad" });
    await again.nextFrame(); // our Sequence
    again.send(`{"type":9,"sequenceId":5}${RS}`);
    const close = parse(await again.nextFrame());
    expect(close).toEqual([{ type: 7, error: "Connection closed with an error. InvalidDataException: Sequence ID greater than amount of messages we've received." }]);
    expect(await again.closed()).toBe(1000);
    expect(test.hub.connectionCount()).toBe(0);
  });

  it("waits for the reconnect window after a drop, then forgets the connection", async () => {
    const { client, token } = await RawClient.ready(test, "gone", 2, STATEFUL);
    client.terminate();
    await waitFor(() => test.hub.connectionCount() === 1 && test.hub.sendToUser("gone", "E", [1]) === 1, 1_000, "detached, still taking messages");
    await waitFor(() => test.hub.connectionCount() === 0, 3_000, "expiry of the reconnect window");
    expect(await upgradeStatus(test, token, { userId: "gone" })).toBe(404);
  });

  it("ends at once on a clean close frame, without a reconnect window", async () => {
    const { client, token } = await RawClient.ready(test, "clean", 2, STATEFUL);
    client.close();
    await client.closed();
    await waitFor(() => test.hub.connectionCount() === 0, 1_000, "removal");
    expect(await upgradeStatus(test, token, { userId: "clean" })).toBe(404);
  });

  it("only lets the same user reattach", async () => {
    const { client, token } = await RawClient.ready(test, "owner", 2, STATEFUL);
    client.terminate();
    expect(await upgradeStatus(test, token, { userId: "thief" })).toBe(403);
    const again = await RawClient.open(test, token, { userId: "owner" });
    expect(parse(await again.nextFrame())).toEqual([{ type: 9, sequenceId: 1 }]);
    again.close();
  });

  it("closes a detached connection on closeUserConnections", async () => {
    const { client, token } = await RawClient.ready(test, "blocked", 2, STATEFUL);
    client.terminate();
    await waitFor(() => test.hub.sendToUser("blocked", "E", [1]) === 1, 1_000, "detached");
    test.hub.closeUserConnections("blocked");
    expect(test.hub.connectionCount()).toBe(0);
    expect(await upgradeStatus(test, token, { userId: "blocked" })).toBe(404);
  });
});
