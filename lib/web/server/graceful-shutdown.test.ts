import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { HttpTransportType } from "@microsoft/signalr";
import { officialClient, RawClient, startHub, waitFor } from "@/lib/web/realtime/test-support";
import { createShutdown } from "./graceful-shutdown";

function get(port: number, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path, agent: false }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("createShutdown", () => {
  let server: Server;
  let port: number;
  let releaseSlowRequest: () => void;
  let slowRequestArrived: Promise<void>;

  beforeEach(async () => {
    let arrived: () => void = () => undefined;
    slowRequestArrived = new Promise((resolve) => (arrived = resolve));
    const released = new Promise<void>((resolve) => (releaseSlowRequest = resolve));
    server = createServer((req, res) => {
      if (req.url === "/slow") {
        arrived();
        void released.then(() => res.end("finished"));
        return;
      }
      res.end("fast");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });

  it("lets an in-flight request finish, refuses new connections, then cleans up", async () => {
    const events: string[] = [];
    const shutdown = createShutdown({ server, drainMs: 5_000, closeRealtime: async () => undefined, cleanup: async () => void events.push("cleanup") });
    const slow = get(port, "/slow");
    await slowRequestArrived;
    const stopped = shutdown().then(() => events.push("stopped"));
    await expect(get(port, "/fast")).rejects.toThrow(/ECONNREFUSED/);
    expect(events).toEqual([]);
    releaseSlowRequest();
    await expect(slow).resolves.toEqual({ status: 200, body: "finished" });
    await stopped;
    expect(events).toEqual(["cleanup", "stopped"]);
  });

  it("cuts a request that outlives the drain window and still cleans up once", async () => {
    let cleanups = 0;
    const shutdown = createShutdown({ server, drainMs: 50, closeRealtime: async () => undefined, cleanup: async () => void cleanups++ });
    const slow = get(port, "/slow");
    await slowRequestArrived;
    await Promise.all([shutdown(), shutdown()]);
    await expect(slow).rejects.toThrow(/socket hang up|ECONNRESET/);
    expect(cleanups).toBe(1);
    releaseSlowRequest();
  });
});

describe("createShutdown with live hub clients", () => {
  it("closes the hub first, so a WebSocket and an event stream do not hold the server open", async () => {
    const test = await startHub();
    const { client: socket } = await RawClient.ready(test, "user-ws");
    const stream = officialClient(test, { userId: "user-sse", transport: HttpTransportType.ServerSentEvents });
    let streamClosed = false;
    stream.onclose(() => (streamClosed = true));
    await stream.start();
    await waitFor(() => test.hub.connectionCount() === 2, 5_000, "both clients connected");

    const events: string[] = [];
    const shutdown = createShutdown({
      server: test.server,
      drainMs: 8_000,
      closeRealtime: async () => {
        events.push("hub");
        await test.hub.close();
      },
      cleanup: async () => void events.push("cleanup"),
    });
    const started = Date.now();
    await shutdown();
    expect(Date.now() - started).toBeLessThan(4_000);
    expect(events).toEqual(["hub", "cleanup"]);
    // Both were told to come back (to another host, or this one once it restarted).
    expect(socket.records()).toContainEqual({ type: 7, allowReconnect: true });
    expect(await socket.closed()).toBe(1000);
    await waitFor(() => streamClosed, 5_000, "the event-stream client to close");
  });
});
