/**
 * The hub at the wire level, with a raw `ws` client: negotiation, upgrade refusals, the
 * handshake, every kind of malformed message, keep-alive and timeouts.
 */
import type { HubConnection } from "@microsoft/signalr";
import { ALLOWED_ORIGIN, cookieFor, hubForBlock, negotiate, officialClient, RawClient, RS, startHub, upgradeStatus, waitFor, type TestHub } from "./test-support";

/** A POST to the send endpoint: 404 once the connection is gone, without attaching anything. */
async function probe(test: TestHub, token: string): Promise<number> {
  const response = await fetch(`${test.url}?id=${token}`, { method: "POST", headers: { Cookie: cookieFor("user-1") }, body: `{"type":6}${RS}` });
  await response.text();
  return response.status;
}

describe("negotiate", () => {
  const hub = hubForBlock({ negotiateTtlMs: 150 });

  it("hands out URL-safe ids and the two transports, without long polling", async () => {
    const { status, body } = await negotiate(hub(), "user-1");
    expect(status).toBe(200);
    expect(body).toEqual({
      negotiateVersion: 1,
      connectionId: expect.stringMatching(/^[A-Za-z0-9_-]{22,}$/),
      connectionToken: expect.stringMatching(/^[A-Za-z0-9_-]{22,}$/),
      availableTransports: [
        { transport: "WebSockets", transferFormats: ["Text", "Binary"] },
        { transport: "ServerSentEvents", transferFormats: ["Text"] },
      ],
    });
    expect(body?.connectionId).not.toBe(body?.connectionToken);
    const again = await negotiate(hub(), "user-1");
    expect(again.token).not.toBe(body?.connectionToken);
  });

  it("offers stateful reconnect only when asked", async () => {
    expect((await negotiate(hub(), "user-1")).body).not.toHaveProperty("useStatefulReconnect");
    expect((await negotiate(hub(), "user-1", "negotiateVersion=1&useStatefulReconnect=true")).body).toHaveProperty("useStatefulReconnect", true);
  });

  it("answers version 0 clients with the token as connectionId", async () => {
    const { body } = await negotiate(hub(), "user-1", "");
    expect(body?.negotiateVersion).toBe(0);
    expect(body).not.toHaveProperty("connectionToken");
    const client = await RawClient.open(hub(), String(body?.connectionId));
    client.close();
  });

  it("refuses without a session (401), from a foreign origin (403), and other methods (405)", async () => {
    expect((await negotiate(hub(), null)).status).toBe(401);
    expect((await negotiate(hub(), "user-1", "negotiateVersion=1", { Origin: "http://evil.test" })).status).toBe(403);
    expect((await negotiate(hub(), "user-1", "negotiateVersion=1", { Origin: ALLOWED_ORIGIN })).status).toBe(200);
    const get = await fetch(`${hub().url}/negotiate?negotiateVersion=1`, { headers: { Cookie: cookieFor("user-1") } });
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toBe("POST");
    await get.text();
  });

  it("answers 404 under the hub path for anything else", async () => {
    const response = await fetch(`${hub().url}/other`, { method: "POST" });
    await response.text();
    expect(response.status).toBe(404);
  });

  it("drops a negotiation that never attaches a transport", async () => {
    const { token } = await negotiate(hub(), "user-1");
    expect(await probe(hub(), token)).toBe(409); // known, but no event stream yet
    await waitFor(async () => (await probe(hub(), token)) === 404, 3_000, "negotiation expiry");
    expect(await upgradeStatus(hub(), token)).toBe(404);
  });
});

describe("WebSocket upgrade", () => {
  const hub = hubForBlock();

  it("refuses an unknown id (404), no session (401), another user (403) and a foreign origin (403)", async () => {
    expect(await upgradeStatus(hub(), "unknown-token")).toBe(404);
    const { token } = await negotiate(hub(), "user-1");
    expect(await upgradeStatus(hub(), token, { userId: null })).toBe(401);
    expect(await upgradeStatus(hub(), token, { userId: "mallory" })).toBe(403);
    expect(await upgradeStatus(hub(), token, { origin: "http://evil.test" })).toBe(403);
    // None of those consumed the negotiation.
    expect(await upgradeStatus(hub(), token, { origin: ALLOWED_ORIGIN })).toBe(0);
  });

  it("refuses a second socket on an active connection (409)", async () => {
    const { client, token } = await RawClient.connect(hub());
    expect(await upgradeStatus(hub(), token)).toBe(409);
    client.send(`{"protocol":"json","version":1}${RS}`);
    expect(await client.nextFrame()).toBe(`{}${RS}`);
    expect(await upgradeStatus(hub(), token)).toBe(409);
    client.close();
  });

  it("refuses a socket for a connection that already closed (404)", async () => {
    const { client, token } = await RawClient.ready(hub());
    client.send(`{"type":7}${RS}`);
    expect(await client.closed()).toBe(1000);
    expect(await upgradeStatus(hub(), token)).toBe(404);
  });
});

describe("handshake", () => {
  const hub = hubForBlock({ handshakeTimeoutMs: 150 });

  async function rejected(request: string | Buffer): Promise<{ error: string; code: number }> {
    const { client } = await RawClient.connect(hub());
    if (typeof request === "string") client.send(request);
    else client.sendBinary(request);
    const frame = await client.nextFrame();
    expect(frame.endsWith(RS)).toBe(true);
    const answer = JSON.parse(frame.slice(0, -1)) as { error: string };
    return { error: answer.error, code: await client.closed() };
  }

  it.each([
    ["bad JSON", `{"protocol":json${RS}`, /An unexpected error occurred during connection handshake\. .*not valid JSON/],
    ["an unknown protocol", `{"protocol":"messagepack","version":1}${RS}`, /^The protocol 'messagepack' is not supported\.$/],
    ["version 3", `{"protocol":"json","version":3}${RS}`, /^The server does not support version 3 of the 'json' protocol\.$/],
    ["no version", `{"protocol":"json"}${RS}`, /Missing required property 'version'/],
    ["a missing separator past the size limit", "x".repeat(33 * 1024), /maximum message size of 32768B/],
  ])("answers %s with an error record, then closes with 1000", async (_name, request, error) => {
    const result = await rejected(request);
    expect(result.error).toMatch(error);
    expect(result.code).toBe(1000);
  });

  it("answers a binary handshake with an error", async () => {
    const result = await rejected(Buffer.from(`{"protocol":"json","version":1}${RS}`));
    expect(result.error).toMatch(/Expected a string/);
  });

  it("accepts a handshake cut across frames", async () => {
    const { client } = await RawClient.connect(hub());
    client.send('{"protocol":"js');
    client.send(`on","version":1}${RS}`);
    expect(await client.nextFrame()).toBe(`{}${RS}`);
    client.close();
  });

  it("gives up on a client that never sends the handshake", async () => {
    const { client } = await RawClient.connect(hub());
    expect(await client.nextFrame()).toBe(`{"error":"Handshake was canceled."}${RS}`);
    expect(await client.closed()).toBe(1000);
  });

  it("sends nothing before the handshake answer", async () => {
    const { client } = await RawClient.connect(hub(), "quiet");
    expect(hub().hub.sendToUser("quiet", "Early", [1])).toBe(0);
    client.send(`{"protocol":"json","version":1}${RS}`);
    expect(await client.nextFrame()).toBe(`{}${RS}`);
    expect(hub().hub.sendToUser("quiet", "Late", [2])).toBe(1);
    expect(await client.nextFrame()).toBe(`{"type":1,"target":"Late","arguments":[2]}${RS}`);
    expect(client.frames).toHaveLength(2);
    client.close();
  });

  it("treats data after the handshake in the same frame as ordinary messages", async () => {
    const { client } = await RawClient.connect(hub());
    client.send(`{"protocol":"json","version":1}${RS}{"type":6}${RS}{"type":1,"target":"Go","arguments":[],"invocationId":"1"}${RS}`);
    expect(await client.nextFrame()).toBe(`{}${RS}`);
    expect(JSON.parse((await client.nextFrame()).slice(0, -1))).toEqual({
      type: 3,
      invocationId: "1",
      error: "Failed to invoke 'Go' due to an error on the server. HubException: Method does not exist.",
    });
    client.close();
  });

  it("accepts version 2 without stateful reconnect, and then numbers nothing", async () => {
    const { client } = await RawClient.ready(hub(), "v2", 2);
    client.send(`{"type":1,"target":"Go","arguments":[],"invocationId":"1"}${RS}`);
    const completion = JSON.parse((await client.nextFrame()).slice(0, -1)) as { type: number };
    expect(completion.type).toBe(3);
    client.close();
  });
});

describe("malformed messages close only their own connection", () => {
  let test: TestHub;
  let bystander: HubConnection;
  const ticks: number[] = [];
  let tick = 0;

  beforeAll(async () => {
    test = await startHub();
    // Same user as the offenders: isolation must hold within one user, not only between users.
    bystander = officialClient(test, { userId: "victim" });
    bystander.on("Tick", (n: number) => ticks.push(n));
    await bystander.start();
  });
  afterAll(async () => {
    await bystander.stop();
    await test.close();
  });

  const cases: [string, string | Buffer, RegExp][] = [
    ["a binary frame", Buffer.from(`{"type":6}${RS}`), /Expected a string/],
    ["invalid JSON", `{"type":1,${RS}`, /not valid JSON/],
    ["an empty record", RS, /not valid JSON/],
    ["a JSON array", `[1,2]${RS}`, /JSON object/],
    ["a JSON string", `"ping"${RS}`, /JSON object/],
    ["a missing type", `{"target":"x"}${RS}`, /numeric 'type'/],
    ["a string type", `{"type":"6"}${RS}`, /numeric 'type'/],
    ["an invocation without target", `{"type":1,"arguments":[]}${RS}`, /non-empty 'target'/],
    ["an invocation with an empty target", `{"type":1,"target":"","arguments":[]}${RS}`, /non-empty 'target'/],
    ["an invocation with an empty invocation id", `{"type":1,"target":"a","arguments":[],"invocationId":""}${RS}`, /invocationId/],
    ["an invocation with non-array arguments", `{"type":1,"target":"a","arguments":"x"}${RS}`, /must be an array/],
    ["a stream item without invocation id", `{"type":2,"item":1}${RS}`, /non-empty 'invocationId'/],
    ["a stream item without item", `{"type":2,"invocationId":"1"}${RS}`, /'item'/],
    ["a completion with an empty invocation id", `{"type":3,"invocationId":"","result":1}${RS}`, /non-empty 'invocationId'/],
    ["a completion with result and error", `{"type":3,"invocationId":"1","result":1,"error":"e"}${RS}`, /both 'result' and 'error'/],
    ["a stream invocation without invocation id", `{"type":4,"target":"s","arguments":[]}${RS}`, /non-empty 'invocationId'/],
    ["a cancel invocation without invocation id", `{"type":5}${RS}`, /non-empty 'invocationId'/],
    ["an ack with a string sequence id", `{"type":8,"sequenceId":"1"}${RS}`, /numeric 'sequenceId'/],
    ["a sequence without sequence id", `{"type":9}${RS}`, /numeric 'sequenceId'/],
    ["a message over 32 KB", `{"type":1,"target":"a","arguments":["${"x".repeat(33 * 1024)}"]}${RS}`, /maximum message size of 32768B/],
    ["an unterminated message past 32 KB", `{"type":1,"target":"a","arguments":["${"x".repeat(33 * 1024)}`, /maximum message size of 32768B/],
  ];

  it.each(cases)("%s", async (_name, payload, detail) => {
    const { client } = await RawClient.ready(test, "victim");
    expect(test.hub.connectionCount()).toBe(2);
    if (typeof payload === "string") client.send(payload);
    else client.sendBinary(payload);

    const close = JSON.parse((await client.nextFrame()).slice(0, -1)) as { type: number; error: string; allowReconnect?: boolean };
    expect(close.type).toBe(7);
    expect(close.error).toMatch(/^Connection closed with an error\. InvalidDataException: /);
    expect(close.error).toMatch(detail);
    expect(close).not.toHaveProperty("allowReconnect");
    expect(await client.closed()).toBe(1000);

    await waitFor(() => test.hub.connectionCount() === 1, 2_000, "offender removal");
    tick++;
    expect(test.hub.sendToUser("victim", "Tick", [tick])).toBe(1);
    await waitFor(() => ticks.includes(tick), 5_000, "bystander event");
  });

  it("left the bystander with every event, in order", () => {
    expect(ticks).toEqual(Array.from({ length: cases.length }, (_, index) => index + 1));
  });
});

describe("well-formed client messages", () => {
  const hub = hubForBlock();

  it("answers invocations with an id, ignores the rest, unknown types included", async () => {
    const { client } = await RawClient.ready(hub());
    client.send(
      [
        '{"type":1,"target":"NoReply","arguments":[]}',
        '{"type":42,"whatever":true}',
        '{"type":6}',
        '{"type":2,"invocationId":"s1","item":1}',
        '{"type":3,"invocationId":"c1","result":1}',
        '{"type":5,"invocationId":"x"}',
        '{"type":8,"sequenceId":1}',
        '{"type":9,"sequenceId":1}',
        '{"type":4,"target":"Stream","arguments":[],"invocationId":"2"}',
        '{"type":1,"target":"Call","arguments":[1],"invocationId":"3"}',
      ].join(RS) + RS,
    );
    await client.until(() => client.records().length >= 3);
    expect(client.records().slice(1)).toEqual([
      { type: 3, invocationId: "2", error: "Failed to invoke 'Stream' due to an error on the server. HubException: Method does not exist." },
      { type: 3, invocationId: "3", error: "Failed to invoke 'Call' due to an error on the server. HubException: Method does not exist." },
    ]);
    client.close();
  });

  it("ends the connection on the client's Close message", async () => {
    const { client } = await RawClient.ready(hub(), "leaver");
    expect(hub().hub.connectionCount()).toBe(1);
    client.send(`{"type":7}${RS}`);
    expect(await client.closed()).toBe(1000);
    await waitFor(() => hub().hub.connectionCount() === 0, 2_000, "removal");
  });

  it("forgets a connection whose socket drops", async () => {
    const { client } = await RawClient.ready(hub(), "dropper");
    client.terminate();
    await waitFor(() => hub().hub.connectionCount() === 0, 2_000, "removal");
    expect(hub().hub.sendToUser("dropper", "X", [])).toBe(0);
  });
});

describe("keep-alive", () => {
  let test: TestHub;
  afterEach(async () => {
    await test.close();
  });

  it("pings a client when nothing was sent for the keep-alive interval", async () => {
    test = await startHub({ keepAliveMs: 50 });
    const { client } = await RawClient.ready(test);
    expect(await client.nextFrame()).toBe(`{"type":6}${RS}`);
    client.close();
  });

  it("drops a client that stays silent, with a Close message", async () => {
    test = await startHub({ clientTimeoutMs: 150 });
    const { client } = await RawClient.ready(test);
    const frames: string[] = [];
    for (;;) {
      const frame = await client.nextFrame();
      frames.push(frame);
      if (frame.includes('"type":7')) break;
    }
    expect(frames.at(-1)).toBe(`{"type":7,"error":"Client timeout elapsed without receiving a message from the client."}${RS}`);
    expect(await client.closed()).toBe(1000);
    expect(test.hub.connectionCount()).toBe(0);
  });

  it("keeps a client that pings", async () => {
    test = await startHub({ clientTimeoutMs: 200 });
    const { client } = await RawClient.ready(test);
    const started = Date.now();
    // Paced sends, as a client's keep-alive timer would: not a wait for a condition.
    while (Date.now() - started < 800) {
      client.send(`{"type":6}${RS}`);
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
    expect(client.closeCode).toBeNull();
    expect(test.hub.connectionCount()).toBe(1);
    client.close();
  });
});
