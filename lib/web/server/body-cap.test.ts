import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { capApiRequestBody } from "./body-cap";

const CAP = 1024;

interface Answer {
  status: number;
  body: string;
}

/** Sends a body in chunks; `declare` sets Content-Length, otherwise it goes chunked. */
function send(port: number, path: string, chunks: Buffer[], declare: boolean): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const total = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
    const req = request({ host: "127.0.0.1", port, path, method: "POST", agent: false, headers: declare ? { "content-length": String(total) } : {} }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
      res.on("error", reject);
    });
    // The server may close the socket while we still write: only the answer matters.
    req.on("error", (error) => reject(error));
    const writeNext = (index: number) => {
      if (index === chunks.length) return void req.end();
      const chunk = chunks[index];
      if (chunk === undefined || req.destroyed) return;
      req.write(chunk, () => setImmediate(() => writeNext(index + 1)));
    };
    writeNext(0);
  });
}

describe("capApiRequestBody", () => {
  let server: Server;
  let port: number;
  const handled: { path: string; bytes: number; completed: boolean }[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      const path = req.url ?? "/";
      if (capApiRequestBody(req, res, path, CAP)) return;
      const record = { path, bytes: 0, completed: false };
      handled.push(record);
      req.on("data", (chunk: Buffer) => (record.bytes += chunk.length));
      req.on("end", () => {
        record.completed = true;
        if (!res.headersSent) res.end(`read ${record.bytes}`);
      });
      req.on("error", () => undefined);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  beforeEach(() => handled.splice(0));

  it("refuses a declared length over the cap before the handler runs", async () => {
    const answer = await send(port, "/api/account/picture", [Buffer.alloc(CAP + 1)], true);
    expect(answer).toEqual({ status: 413, body: JSON.stringify({ error: "The request is too large." }) });
    expect(handled).toEqual([]);
  });

  it("cuts a chunked body off at the cap: 413, and the handler never sees its end", async () => {
    const chunks = Array.from({ length: 8 }, () => Buffer.alloc(400, 0x61));
    const answer = await send(port, "/api/contact", chunks, false);
    expect(answer.status).toBe(413);
    expect(handled).toHaveLength(1);
    expect(handled[0]?.bytes).toBeLessThanOrEqual(CAP);
    expect(handled[0]?.completed).toBe(false);
  });

  it("lets bodies within the cap through, and leaves pages alone", async () => {
    expect(await send(port, "/api/contact", [Buffer.alloc(600), Buffer.alloc(400)], false)).toEqual({ status: 200, body: "read 1000" });
    expect(await send(port, "/api/contact", [Buffer.alloc(CAP)], true)).toEqual({ status: 200, body: `read ${CAP}` });
    expect(await send(port, "/login", [Buffer.alloc(CAP * 2)], true)).toEqual({ status: 200, body: `read ${CAP * 2}` });
  });
});
