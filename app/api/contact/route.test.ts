import { eq } from "drizzle-orm";
import { getDb } from "@/lib/platform/db";
import { settings } from "@/lib/platform/db/schema";
import { useTestDatabase } from "@/lib/startup/testing/use-test-database";
import { siteRequest } from "@/lib/web/http/test-requests";
import { forgetMaintenanceCache } from "@/lib/settings/maintenance";
import { POST as answerPoll } from "../polls/route";
import { POST } from "./route";

jest.setTimeout(60_000);

const MESSAGE = { name: "Maya Chen", email: "maya@example.test", borough: "Queens", message: "A deep clean for a two-bedroom in Astoria, please." };
let address = 0;
/** Each request from its own address, so the per-address limit never answers first. */
const fresh = (headers: Record<string, string> = {}) => ({ "x-forwarded-for": `198.51.100.${++address}`, ...headers });

/** A body that counts what the handler pulled from it: 1 MB at a time, up to `totalMb`. */
function countingBody(totalMb: number): { stream: ReadableStream<Uint8Array>; pulled: () => number } {
  let pulled = 0;
  const chunk = new Uint8Array(1024 * 1024).fill(0x20);
  // highWaterMark 0: nothing is produced before someone reads.
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled >= totalMb * chunk.byteLength) return controller.close();
      pulled += chunk.byteLength;
      controller.enqueue(chunk);
    },
  }, { highWaterMark: 0 });
  return { stream, pulled: () => pulled };
}

describe("POST /api/contact and /api/polls through the route wrapper", () => {
  useTestDatabase("pglite", { install: true });

  it("accepts a message from the site", async () => {
    const response = await POST(siteRequest("/api/contact", { json: MESSAGE, headers: fresh() }));
    expect(response.status).toBe(200);
  });

  it("answers a NUL character or a lone surrogate with a 400 naming the field, not a 500", async () => {
    const nul = await POST(siteRequest("/api/contact", { json: { ...MESSAGE, message: "Two bedrooms\u0000 in Astoria, please." }, headers: fresh() }));
    expect(nul.status).toBe(400);
    expect(await nul.json()).toMatchObject({ fieldErrors: { message: expect.any(String) } });
    // A JSON escape of a lone surrogate: legal JSON, but no UTF-8 text can hold it.
    const body = JSON.stringify({ ...MESSAGE, name: "NAME" }).replace("NAME", "Maya \\ud800 Chen");
    const surrogate = await POST(siteRequest("/api/contact", { body, headers: fresh({ "content-type": "application/json" }) }));
    expect(surrogate.status).toBe(400);
    expect(await surrogate.json()).toMatchObject({ fieldErrors: { name: expect.any(String) } });
  });

  it("answers JSON that is not an object (null, a list, a number) with a 400", async () => {
    for (const body of ["null", "[]", "42", '"hello"']) {
      const response = await POST(siteRequest("/api/contact", { body, headers: fresh({ "content-type": "application/json" }) }));
      expect([body, response.status]).toEqual([body, 400]);
    }
  });

  it("refuses a body that is not exactly JSON, and requests from other sites", async () => {
    const body = JSON.stringify(MESSAGE);
    const sloppy = await POST(siteRequest("/api/contact", { body, headers: fresh({ "content-type": "text/plain; application/json" }) }));
    expect(sloppy.status).toBe(415);
    const foreign = await POST(siteRequest("/api/contact", { json: MESSAGE, headers: fresh({ origin: "https://evil.example" }) }));
    expect(foreign.status).toBe(403);
    const withoutOrigin = new Request("http://localhost:3000/api/contact", { method: "POST", headers: fresh({ "content-type": "application/json" }), body });
    expect((await POST(withoutOrigin)).status).toBe(403);
    const fetchMetadata = new Request("http://localhost:3000/api/contact", {
      method: "POST",
      headers: fresh({ "content-type": "application/json", "sec-fetch-site": "same-origin" }),
      body,
    });
    expect((await POST(fetchMetadata)).status).toBe(200);
  });

  it("refuses a 200 MB declared body before reading 1 MB, and cuts off an undeclared one at the cap", async () => {
    const declared = countingBody(200);
    const request = siteRequest("/api/contact", {
      body: declared.stream,
      headers: fresh({ "content-type": "application/json", "content-length": String(200 * 1024 * 1024) }),
    });
    const response = await POST(request);
    expect(response.status).toBe(413);
    expect(declared.pulled()).toBeLessThan(1024 * 1024);

    const chunked = countingBody(50);
    const undeclared = siteRequest("/api/contact", { body: chunked.stream, headers: fresh({ "content-type": "application/json" }) });
    expect((await POST(undeclared)).status).toBe(413);
    expect(chunked.pulled()).toBeLessThanOrEqual(2 * 1024 * 1024);
  });

  it("holds visitors' writes with a 503 during maintenance", async () => {
    const db = await getDb();
    await db.update(settings).set({ maintenanceMode: true, maintenanceMessage: "Back at 6 pm." }).where(eq(settings.id, 1));
    forgetMaintenanceCache();
    try {
      const poll = await answerPoll(siteRequest("/api/polls", { json: { token: "a".repeat(32), rating: 5 } }));
      expect(poll.status).toBe(503);
      expect(await poll.json()).toMatchObject({ error: expect.stringContaining("Back at 6 pm."), code: "maintenance" });
    } finally {
      await db.update(settings).set({ maintenanceMode: false, maintenanceMessage: null }).where(eq(settings.id, 1));
      forgetMaintenanceCache();
    }
  });
});
