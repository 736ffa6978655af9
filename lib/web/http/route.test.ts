import { z } from "zod";
import { failure, FailureError } from "@/lib/kernel/failure";
import { route } from "./route";
import { pathParams, siteRequest } from "./test-requests";
import { useTestDatabase } from "@/lib/startup/testing/use-test-database";

jest.setTimeout(30_000);

const echo = route(
  { access: "public", params: z.object({ id: z.guid() }), notFound: "No such thing.", query: z.object({ q: z.string().optional() }), body: z.object({ note: z.unknown() }) },
  async ({ params, query, body }) => Response.json({ params, query, body }),
);
const call = (options: Parameters<typeof siteRequest>[1], id = "6f1c2a56-8a7b-4c1e-9f55-0f5d7cb0b0a1") => echo(siteRequest("/api/things", options), pathParams({ id }));

describe("route(): the one door of the route handlers", () => {
  useTestDatabase("pglite", { install: true });

  it("hands the parsed path, query and body to the handler", async () => {
    const response = await call({ method: "POST", json: { note: "Doorman needs ID" }, query: { q: "Astoria" } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ params: { id: "6f1c2a56-8a7b-4c1e-9f55-0f5d7cb0b0a1" }, query: { q: "Astoria" }, body: { note: "Doorman needs ID" } });
  });

  it("answers a bad path with the 404 of an unknown one, and a NUL in the query with a 400", async () => {
    expect((await call({ method: "POST", json: { note: "x" } }, "not-a-uuid")).status).toBe(404);
    expect(await (await call({ method: "POST", json: { note: "x" } }, "a\u0000")).json()).toEqual({ error: "No such thing." });
    const query = await call({ method: "POST", json: { note: "x" }, query: { q: "Ast\u0000oria" } });
    expect(query.status).toBe(400);
    expect(await query.json()).toMatchObject({ fieldErrors: { q: expect.stringContaining("NUL") } });
  });

  it("refuses NUL and lone surrogates in nested values and keys, and absurd nesting, without a 500", async () => {
    const nested = await call({ method: "POST", json: { note: { rooms: ["kitchen", "bath\u0000"] } } });
    expect(nested.status).toBe(400);
    expect(await nested.json()).toMatchObject({ fieldErrors: { "note.rooms.1": expect.any(String) } });
    const key = await call({ method: "POST", body: '{"note":{"\\udc00":1}}', headers: { "content-type": "application/json" } });
    expect(key.status).toBe(400);
    const deep = await call({ method: "POST", body: `{"note":${"[".repeat(20_000)}${"]".repeat(20_000)}}`, headers: { "content-type": "application/json" } });
    expect(deep.status).toBe(400);
    expect((await call({ method: "POST", body: "{oops", headers: { "content-type": "application/json" } })).status).toBe(400);
    const notUtf8 = await call({ method: "POST", body: new Uint8Array([0x7b, 0x22, 0xc0, 0xaf, 0x22, 0x7d]), headers: { "content-type": "application/json" } });
    expect(notUtf8.status).toBe(400);
  });

  it("answers returned and thrown failures alike, with Retry-After for rate limits", async () => {
    const limited = route({ access: "public" }, async () => failure("rate-limited", "Too many tries. Try again in a minute.", { retryAfterSeconds: 60 }));
    const thrown = route({ access: "public" }, async () => {
      throw new FailureError(failure("conflict", "That visit is already booked.", { code: "fully-booked" }));
    });
    const first = await limited(siteRequest("/api/x"));
    expect([first.status, first.headers.get("retry-after")]).toEqual([429, "60"]);
    const second = await thrown(siteRequest("/api/x"));
    expect(second.status).toBe(409);
    expect(await second.json()).toEqual({ error: "That visit is already booked.", code: "fully-booked" });
  });

  it("maps database errors caused by the input to 400 and anything else to a 500 with the request id", async () => {
    const badInput = route({ access: "public" }, async () => {
      throw Object.assign(new Error("invalid byte sequence for encoding \"UTF8\": 0x00"), { code: "22021" });
    });
    const wrapped = route({ access: "public" }, async () => {
      throw new Error("Failed query", { cause: Object.assign(new Error("value out of range"), { code: "22003" }) });
    });
    const broken = route({ access: "public" }, async () => {
      throw new Error("the disk is on fire");
    });
    expect((await badInput(siteRequest("/api/x"))).status).toBe(400);
    expect((await wrapped(siteRequest("/api/x"))).status).toBe(400);
    const response = await broken(siteRequest("/api/x", { headers: { "x-request-id": "req-12345678" } }));
    expect(response.status).toBe(500);
    const body = (await response.json()) as { error: string; requestId: string };
    expect(body.requestId).toBe("req-12345678");
    expect(body.error).not.toContain("disk");
  });

  it("answers a database timeout with a 503 to retry, not a 500", async () => {
    const timedOut = route({ access: "public" }, async () => {
      throw new Error("Failed query", { cause: Object.assign(new Error("canceling statement due to statement timeout"), { code: "57014" }) });
    });
    const response = await timedOut(siteRequest("/api/x"));
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("5");
    expect(await response.json()).toEqual({ error: "Our database took too long to answer. Please try again in a moment." });
  });

  it("keeps the same-origin rule off only where a route says so", async () => {
    const bare = (handler: typeof echo) => handler(new Request("http://localhost:3000/api/x", { method: "POST" }));
    expect((await bare(route({ access: "public" }, async () => new Response(null, { status: 204 })))).status).toBe(403);
    expect((await bare(route({ access: "public", writes: "cross-site" }, async () => new Response(null, { status: 204 })))).status).toBe(204);
    expect((await bare(route({ access: "public", writes: "none" }, async () => new Response(null, { status: 204 })))).status).toBe(204);
  });

  it("without PUBLIC_URL, compares the exact origin: another scheme or userinfo on the same host is another site", async () => {
    const action = route({ access: "public" }, async () => new Response(null, { status: 204 }));
    const from = (origin: string) => action(new Request("http://127.0.0.1:3000/api/x", { method: "POST", headers: { origin, host: "127.0.0.1:3000" } }));
    expect((await from("http://127.0.0.1:3000")).status).toBe(204);
    expect((await from("http://localhost:3000")).status).toBe(204);
    expect((await from("https://127.0.0.1:3000")).status).toBe(403);
    expect((await from("http://evil@127.0.0.1:3000")).status).toBe(403);
  });

  it("refuses a form post to a bodiless action", async () => {
    const action = route({ access: "public" }, async () => new Response(null, { status: 204 }));
    const form = siteRequest("/api/x", { method: "POST", body: "reason=spam", headers: { "content-type": "application/x-www-form-urlencoded" } });
    expect((await action(form)).status).toBe(415);
    expect((await action(siteRequest("/api/x", { method: "POST" }))).status).toBe(204);
    const labelledGet = siteRequest("/api/x", { headers: { "content-type": "text/plain" } });
    expect((await action(labelledGet)).status).toBe(204);
  });
});
