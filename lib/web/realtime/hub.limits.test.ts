/** Abuse limits: connections per user and per address, negotiation rate, inbound rate, frame size. */
import { HttpTransportType, type HubConnection } from "@microsoft/signalr";
import { FLOODING_ERROR } from "./connection";
import { negotiate, officialClient, RawClient, RS, startHub, upgradeStatus, waitFor, type TestHub } from "./test-support";

describe("hub abuse limits", () => {
  let test: TestHub;
  const clients: HubConnection[] = [];
  const raws: RawClient[] = [];

  afterEach(async () => {
    await Promise.all(clients.splice(0).map((client) => client.stop().catch(() => undefined)));
    for (const raw of raws.splice(0)) raw.terminate();
    await test.close();
  });

  async function connected(userId: string, transport = HttpTransportType.WebSockets): Promise<HubConnection> {
    const client = officialClient(test, { userId, transport });
    clients.push(client);
    await client.start();
    return client;
  }

  it("caps one user's connections, whatever the transport, and frees a place when one closes", async () => {
    test = await startHub({}, { limits: { maxConnectionsPerUser: 3 } });
    const first = await connected("user-1");
    await connected("user-1", HttpTransportType.ServerSentEvents);
    await connected("user-1");
    expect((await negotiate(test, "user-1")).status).toBe(429);
    expect(await upgradeStatus(test, null, { userId: "user-1" })).toBe(429);
    await expect(connected("user-1")).rejects.toThrow();
    // Someone else is not affected.
    await connected("user-2");
    await first.stop();
    await waitFor(() => test.hub.connectionCount() === 3, 5_000, "the closed connection to be forgotten");
    await connected("user-1");
  });

  it("caps the connections of one address across users", async () => {
    test = await startHub({}, { limits: { maxConnectionsPerAddress: 4 } });
    for (const userId of ["a", "b", "c", "d"]) await connected(userId);
    expect((await negotiate(test, "e")).status).toBe(429);
    expect(await upgradeStatus(test, null, { userId: "e" })).toBe(429);
    expect(test.hub.connectionCount()).toBe(4);
  });

  it("rate-limits negotiation per address before authenticating", async () => {
    test = await startHub({}, { limits: { negotiateBurst: 5, negotiatePerSecond: 0.01 } });
    for (let index = 0; index < 5; index++) expect((await negotiate(test, "user-1")).status).toBe(200);
    const refused = await fetch(`${test.url}/negotiate?negotiateVersion=1`, { method: "POST" });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("5");
    await refused.text();
  });

  it("closes a client that floods records, with an error, and nobody else", async () => {
    test = await startHub({}, { limits: { inboundBurst: 10, inboundPerSecond: 1 } });
    const bystander = await connected("user-2");
    const { client: flooder } = await RawClient.ready(test, "user-1");
    raws.push(flooder);
    for (let index = 0; index < 30; index++) flooder.send(`{"type":6}${RS}`);
    await flooder.closed();
    expect(flooder.records()).toContainEqual({ type: 7, error: FLOODING_ERROR });
    expect(bystander.state).toBe("Connected");
    expect(test.hub.connectionCount()).toBe(1);
  });

  it("refuses WebSocket frames far above what a client of this hub ever sends", async () => {
    test = await startHub();
    const { client } = await RawClient.ready(test, "user-1");
    raws.push(client);
    client.send("x".repeat(100 * 1024));
    // 1009: message too big, from ws itself, before the frame is buffered whole.
    expect(await client.closed()).toBe(1009);
    await waitFor(() => test.hub.connectionCount() === 0, 5_000, "the connection to be dropped");
  });
});
