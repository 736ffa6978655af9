import { readFile, rm } from "node:fs/promises";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { openPgliteDataDir } from "@/lib/platform/db/pglite-open";
import { DEMO, signIn } from "./support/accounts";
import { newDataDir, startServer, stopServer } from "./support/server-process";
import { siteHeaders } from "./support/site-origin";

/** One account per role, and three more cleaners (lib/startup/demo/demo-accounts.ts). */
const DEMO_ACCOUNT_COUNT = 8;

/** Reads the embedded database directly, under its lock: refused while a server holds the directory. */
async function withEmbeddedDatabase<T>(dataDir: string, work: (query: (sql: string) => Promise<unknown[]>) => Promise<T>): Promise<T> {
  const { client, close } = await openPgliteDataDir(dataDir);
  try {
    return await work(async (sql) => (await client.query(sql)).rows);
  } finally {
    await close();
  }
}

test.describe("the server process", () => {
  test.describe.configure({ mode: "serial" });
  let dataDir: string;

  test.beforeAll(async () => {
    dataDir = await newDataDir();
  });
  test.afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  test("finishes the requests it accepted, exits 0 within 10 s of SIGTERM, and keeps its data", async () => {
    test.setTimeout(120_000);
    const first = await startServer({ dataDir });
    const secret = await readFile(path.join(dataDir, "auth-secret"), "utf8");

    // A burst of requests with SIGTERM in the middle: each one either completes normally
    // or is refused before it was accepted. None is cut off half-way.
    const burst = Array.from({ length: 40 }, (_, index) =>
      fetch(`${first.url}/?n=${index}`).then(
        (response) => (response.status === 200 ? "completed" : `status ${response.status}`),
        () => "refused",
      ),
    );
    const signalledAt = Date.now();
    first.process.kill("SIGTERM");
    const outcomes = await Promise.all(burst);
    expect(await first.exited).toBe(0);
    expect(Date.now() - signalledAt).toBeLessThan(10_000);
    expect(outcomes.filter((outcome) => outcome !== "completed" && outcome !== "refused")).toEqual([]);

    await withEmbeddedDatabase(dataDir, async (query) => {
      expect(await query("select email from users where email like '%@demo.test' order by email")).toHaveLength(DEMO_ACCOUNT_COUNT);
      await query("insert into users (email, first_name, last_name) values ('kept@example.com', 'Kept', 'Row')");
    });

    const second = await startServer({ dataDir });
    expect((await fetch(`${second.url}/api/health`)).status).toBe(200);
    expect(await stopServer(second)).toBe(0);
    expect(await readFile(path.join(dataDir, "auth-secret"), "utf8")).toBe(secret);

    await withEmbeddedDatabase(dataDir, async (query) => {
      expect(await query("select 1 from users where email = 'kept@example.com'")).toHaveLength(1);
      expect(await query("select 1 from users where email like '%@demo.test'")).toHaveLength(DEMO_ACCOUNT_COUNT);
      expect(await query("select 1 from settings")).toHaveLength(1);
    });
  });
});

test.describe("shutdown with live hub clients", () => {
  test("a signed-in browser's WebSocket and an event stream are told to reconnect, and the process exits 0 within 10 s", async ({ browser }) => {
    test.setTimeout(120_000);
    const server = await startServer();
    const context = await browser.newContext({ baseURL: server.url, extraHTTPHeaders: siteHeaders(server.url) });
    try {
      await signIn(context.request, DEMO.customer);
      const page = await context.newPage();
      const socketFrames: string[] = [];
      const handshake = new Promise<void>((resolve) => {
        page.on("websocket", (socket) => {
          if (!socket.url().includes("/userManagementHub")) return;
          socket.on("framereceived", (frame) => {
            if (typeof frame.payload !== "string") return;
            socketFrames.push(frame.payload);
            if (frame.payload.startsWith("{}\u001e")) resolve();
          });
        });
      });
      await page.goto("/");
      await handshake;

      // A second client of the same user on Server-Sent Events, as browsers without WebSockets use.
      const cookie = (await context.cookies()).map((entry) => `${entry.name}=${entry.value}`).join("; ");
      const headers = { cookie, origin: server.url };
      const negotiated = await fetch(`${server.url}/userManagementHub/negotiate?negotiateVersion=1`, { method: "POST", headers });
      expect(negotiated.status).toBe(200);
      const { connectionToken } = (await negotiated.json()) as { connectionToken: string };
      const stream = await fetch(`${server.url}/userManagementHub?id=${connectionToken}`, { headers: { ...headers, accept: "text/event-stream" } });
      expect(stream.status).toBe(200);
      let streamText = "";
      const streamEnded = (async () => {
        const decoder = new TextDecoder();
        if (!stream.body) return;
        for await (const chunk of stream.body) streamText += decoder.decode(chunk, { stream: true });
      })().catch(() => undefined);
      const posted = await fetch(`${server.url}/userManagementHub?id=${connectionToken}`, {
        method: "POST",
        headers: { ...headers, "content-type": "text/plain;charset=UTF-8" },
        body: '{"protocol":"json","version":1}\u001e',
      });
      expect(posted.status).toBe(200);
      await expect.poll(() => streamText).toContain("data: {}\u001e");

      const signalledAt = Date.now();
      server.process.kill("SIGTERM");
      expect(await server.exited).toBe(0);
      expect(Date.now() - signalledAt).toBeLessThan(10_000);
      await streamEnded;
      expect(streamText).toContain('"type":7');
      expect(streamText).toContain('"allowReconnect":true');
      expect(socketFrames.some((frame) => frame.includes('"type":7') && frame.includes('"allowReconnect":true'))).toBe(true);
    } finally {
      await context.close();
      if (server.process.exitCode === null) await stopServer(server);
      await rm(server.dataDir, { recursive: true, force: true });
    }
  });
});
