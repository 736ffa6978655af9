/** The Server-Sent Events transport at the HTTP level. */
import { request, type ClientRequest, type IncomingMessage } from "node:http";
import { cookieFor, negotiate, RawClient, RS, startHub, upgradeStatus, waitFor, type TestHub } from "./test-support";

interface Stream {
  response: IncomingMessage;
  request: ClientRequest;
  raw: () => string;
  /** The data of every complete event so far. */
  events: () => string[];
}

function openStream(test: TestHub, token: string, headers: Record<string, string> = {}): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const req = request(`${test.url}?id=${token}`, { headers: { Accept: "text/event-stream", Cookie: cookieFor("user-1"), ...headers } });
    req.on("response", (response) => {
      let raw = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (raw += chunk));
      response.on("error", () => undefined);
      resolve({
        response,
        request: req,
        raw: () => raw,
        events: () =>
          raw
            .split("\r\n\r\n")
            .slice(0, -1)
            .map((block) =>
              block
                .split("\r\n")
                .filter((line) => line.startsWith("data: "))
                .map((line) => line.slice(6))
                .join("\n"),
            )
            .filter((data) => data.length > 0),
      });
    });
    req.on("error", reject);
    req.end();
  });
}

async function post(test: TestHub, token: string, body: string, userId: string | null = "user-1"): Promise<number> {
  const response = await fetch(`${test.url}?id=${token}`, {
    method: "POST",
    headers: { "Content-Type": "text/plain;charset=UTF-8", ...(userId === null ? {} : { Cookie: cookieFor(userId) }) },
    body,
  });
  await response.text();
  return response.status;
}

describe("Server-Sent Events transport", () => {
  let test: TestHub;
  const streams: Stream[] = [];

  async function stream(token: string, headers: Record<string, string> = {}): Promise<Stream> {
    const opened = await openStream(test, token, headers);
    streams.push(opened);
    return opened;
  }

  beforeAll(async () => {
    test = await startHub();
  });
  afterEach(() => {
    for (const opened of streams.splice(0)) opened.request.destroy();
  });
  afterAll(async () => {
    await test.close();
  });

  it("opens an unbuffered, uncompressed event stream and writes ':' at once", async () => {
    const { token } = await negotiate(test, "user-1");
    const opened = await stream(token);
    expect(opened.response.statusCode).toBe(200);
    expect(opened.response.headers["content-type"]).toBe("text/event-stream");
    expect(opened.response.headers["cache-control"]).toBe("no-cache");
    expect(opened.response.headers["x-accel-buffering"]).toBe("no");
    expect(opened.response.headers["content-encoding"]).toBe("identity");
    await waitFor(() => opened.raw() === ":\r\n", 2_000, "the opening comment");
  });

  it("carries the handshake and events as data lines, and takes POSTed records", async () => {
    const { token } = await negotiate(test, "sse-user");
    const opened = await stream(token, { Cookie: cookieFor("sse-user") });
    expect(await post(test, token, `{"protocol":"json","version":1}${RS}`, "sse-user")).toBe(200);
    await waitFor(() => opened.events().length === 1, 2_000, "handshake answer");
    expect(opened.raw()).toBe(`:\r\ndata: {}${RS}\r\n\r\n`);

    expect(test.hub.sendToUser("sse-user", "UserUnblocked", [{ message: "Your account has been unblocked.", timestamp: "t" }])).toBe(1);
    expect(await post(test, token, `{"type":6}${RS}{"type":1,"target":"Go","arguments":[],"invocationId":"9"}${RS}`, "sse-user")).toBe(200);
    await waitFor(() => opened.events().length === 3, 2_000, "event and completion");
    expect(opened.events().slice(1).map((data) => JSON.parse(data.slice(0, -1)) as unknown)).toEqual([
      { type: 1, target: "UserUnblocked", arguments: [{ message: "Your account has been unblocked.", timestamp: "t" }] },
      { type: 3, invocationId: "9", error: "Failed to invoke 'Go' due to an error on the server. HubException: Method does not exist." },
    ]);
  });

  it("refuses a GET without the event-stream Accept header (no long polling), an unknown id, no session, another user", async () => {
    const { token } = await negotiate(test, "user-1");
    const plain = await fetch(`${test.url}?id=${token}`, { headers: { Cookie: cookieFor("user-1") } });
    await plain.text();
    expect(plain.status).toBe(400);
    expect((await stream("nope")).response.statusCode).toBe(404);
    expect((await stream(token, { Cookie: "" })).response.statusCode).toBe(401);
    expect((await stream(token, { Cookie: cookieFor("mallory") })).response.statusCode).toBe(403);
    expect((await stream(token)).response.statusCode).toBe(200);
    expect((await stream(token)).response.statusCode).toBe(409);
  });

  it("refuses POSTs for unknown or closed connections (404), other users (403), WebSocket connections (405)", async () => {
    expect(await post(test, "nope", `{"type":6}${RS}`)).toBe(404);
    const { token } = await negotiate(test, "user-1");
    await stream(token);
    expect(await post(test, token, `{"protocol":"json","version":1}${RS}`, "mallory")).toBe(403);
    expect(await post(test, token, `{"protocol":"json","version":1}${RS}`, null)).toBe(401);
    expect(await post(test, token, `{"protocol":"json","version":1}${RS}`)).toBe(200);
    expect(await post(test, token, `{"type":7}${RS}`)).toBe(200);
    expect(await post(test, token, `{"type":6}${RS}`)).toBe(404);

    const ws = await RawClient.ready(test);
    expect(await post(test, ws.token, `{"type":6}${RS}`)).toBe(405);
    ws.client.close();
  });

  it("keeps a connection on its transport: no WebSocket for an SSE connection", async () => {
    const { token } = await negotiate(test, "user-1");
    await stream(token);
    expect(await upgradeStatus(test, token)).toBe(400);
  });

  it("ends the connection when the EventSource goes away", async () => {
    const { token } = await negotiate(test, "leaving");
    const opened = await stream(token, { Cookie: cookieFor("leaving") });
    expect(await post(test, token, `{"protocol":"json","version":1}${RS}`, "leaving")).toBe(200);
    await waitFor(() => test.hub.sendToUser("leaving", "X", []) === 1, 2_000, "open connection");
    opened.request.destroy();
    await waitFor(() => test.hub.sendToUser("leaving", "X", []) === 0, 2_000, "detected close");
    expect(await post(test, token, `{"type":6}${RS}`, "leaving")).toBe(404);
  });

  it("ends the stream after a protocol error, with a Close message", async () => {
    const { token } = await negotiate(test, "user-1");
    const opened = await stream(token);
    await post(test, token, `{"protocol":"json","version":1}${RS}`);
    expect(await post(test, token, `{"type":1,"target":""}${RS}`)).toBe(200);
    await new Promise<void>((resolve) => (opened.response.complete ? resolve() : opened.response.once("end", resolve)));
    expect(JSON.parse(opened.events().at(-1)?.slice(0, -1) ?? "null")).toEqual({
      type: 7,
      error: "Connection closed with an error. InvalidDataException: An invocation needs a non-empty 'target'.",
    });
  });

  it("limits the size of a POST body", async () => {
    const { token } = await negotiate(test, "user-1");
    await stream(token);
    await post(test, token, `{"protocol":"json","version":1}${RS}`);
    expect(await post(test, token, "x".repeat(1024 * 1024 + 1))).toBe(413);
    expect(await post(test, token, `{"type":6}${RS}`)).toBe(404);
  });

  it("processes the POSTs of one connection one after the other, in arrival order", async () => {
    const { token } = await negotiate(test, "user-1");
    const opened = await stream(token);
    const handshake = `{"protocol":"json","version":1}${RS}`;
    const postsBefore = test.stats.posts;
    // The first POST sends half its body and stalls; the second arrives complete meanwhile.
    const slow = request(`${test.url}?id=${token}`, {
      method: "POST",
      headers: { Cookie: cookieFor("user-1"), "Content-Type": "text/plain", "Content-Length": String(Buffer.byteLength(handshake)) },
    });
    const slowStatus = new Promise<number>((resolve, reject) => {
      slow.on("response", (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      slow.on("error", reject);
    });
    slow.write(handshake.slice(0, 10));
    await waitFor(() => test.stats.posts === postsBefore + 1, 2_000, "the slow POST at the server");
    const fast = post(test, token, `{"type":1,"target":"Go","arguments":[],"invocationId":"1"}${RS}`);
    await waitFor(() => test.stats.posts === postsBefore + 2, 2_000, "both POSTs at the server");
    slow.end(handshake.slice(10));
    expect(await slowStatus).toBe(200);
    expect(await fast).toBe(200);
    await waitFor(() => opened.events().length === 2, 2_000, "handshake then completion");
    expect(opened.events()[0]).toBe(`{}${RS}`);
    expect(opened.events()[1]).toContain('"invocationId":"1"');
  });
});
