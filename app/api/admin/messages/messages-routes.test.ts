/**
 * The staff inbox's routes (docs/messaging.md, "Staff inbox"): visitors get 401, customers and
 * cleaners 403, a path that names no number or no thread 404, bodies the schemas refuse a 400
 * naming the field, and none of them changes a thing; staff get their reply queued. Test mode
 * (DEMO) is the text provider.
 */
import { and, eq } from "drizzle-orm";
import { makeAccount } from "@/lib/admin/test-support";
import type { SessionUser } from "@/lib/auth/users";
import { toSessionUser } from "@/lib/auth/users";
import { optOut } from "@/lib/messaging/consent";
import { nextPhone } from "@/lib/messaging/inbox/inbox-test-support";
import { threadSegment } from "@/lib/messaging/inbox/thread-address";
import { resetSmsProviderCache } from "@/lib/messaging/provider/provider";
import { storeInboundText } from "@/lib/messaging/test-support";
import { resetConfigCache } from "@/lib/platform/config";
import { leads, smsMessages, smsThreads } from "@/lib/platform/db/schema";
import { useTestDatabase } from "@/lib/startup/testing/use-test-database";
import type { RouteHandler } from "@/lib/web/http/route";
import { pathParams, siteRequest } from "@/lib/web/http/test-requests";
import { POST as done } from "./[phone]/done/route";
import { POST as lead } from "./[phone]/lead/route";
import { POST as read } from "./[phone]/read/route";
import { POST as reply } from "./[phone]/reply/route";
import { POST as simulate } from "./outbox/simulate/route";

let mockUser: SessionUser | null = null;
jest.mock("@/lib/auth/session", () => ({ getCurrentSession: async () => (mockUser ? { user: mockUser, sessionId: "messages-routes" } : null), getSessionUser: async () => mockUser }));

const ACTIONS: Array<[string, RouteHandler, unknown]> = [
  ["reply", reply, { body: "On our way soon" }],
  ["done", done, { done: true }],
  ["read", read, undefined],
  ["lead", lead, undefined],
];

function call(handler: RouteHandler, action: string, segment: string, json?: unknown, init: { body?: string } = {}) {
  const path = `/api/admin/messages/${segment}/${action}`;
  const request = init.body !== undefined ? siteRequest(path, { body: init.body, headers: { "content-type": "application/json" } }) : siteRequest(path, json === undefined ? { method: "POST" } : { json });
  return handler(request, pathParams({ phone: segment }));
}

const errorsOf = async (response: Response) => ((await response.json()) as { error: string; fieldErrors?: Record<string, string> });

describe("the staff inbox's routes", () => {
  const database = useTestDatabase("pglite", { install: true });
  const { db } = database;
  const saved = { ...process.env };
  beforeAll(() => {
    process.env.DEMO = "true";
    resetConfigCache();
    resetSmsProviderCache();
  });
  afterAll(() => {
    process.env = saved;
    resetConfigCache();
    resetSmsProviderCache();
  });

  /** Everything the inbox's actions could change for a number. */
  async function stateOf(phone: string) {
    return {
      texts: await db.select({ id: smsMessages.id, readAt: smsMessages.readAt }).from(smsMessages).where(eq(smsMessages.phone, phone)),
      thread: await db.select().from(smsThreads).where(eq(smsThreads.phone, phone)),
      leads: await db.select({ id: leads.id }).from(leads).where(eq(leads.phone, phone)),
    };
  }

  it("answers a visitor 401 and a customer or a cleaner 403 on every action, and changes nothing", async () => {
    const phone = nextPhone();
    await storeInboundText(db, phone, "Hello?", new Date("2026-03-02T15:00:00Z"));
    const before = await stateOf(phone);
    for (const role of [null, "Customer", "Cleaner"] as const) {
      mockUser = role === null ? null : toSessionUser(await makeAccount(db, role));
      for (const [action, handler, json] of ACTIONS) {
        const response = await call(handler, action, threadSegment(phone), json);
        expect([role, action, response.status]).toEqual([role, action, role === null ? 401 : 403]);
      }
    }
    expect(await stateOf(phone)).toEqual(before);
  });

  it("answers a path that names no number, or a number without texts, 404", async () => {
    mockUser = toSessionUser(await makeAccount(db, "Moderator"));
    for (const segment of ["not-a-number", "+12125550147", "012125550147", "1".repeat(16), "outbox", threadSegment(nextPhone())]) {
      for (const [action, handler, json] of ACTIONS) {
        const response = await call(handler, action, segment, json);
        expect([segment, action, response.status]).toEqual([segment, action, 404]);
      }
    }
  });

  it("refuses reply and done bodies the schemas do not take with 400 naming the field, and queues nothing", async () => {
    mockUser = toSessionUser(await makeAccount(db, "Admin", { firstName: "Ana" }));
    const phone = nextPhone();
    await storeInboundText(db, phone, "R", new Date("2026-03-02T15:00:00Z"));
    const segment = threadSegment(phone);
    const before = await stateOf(phone);
    for (const body of [{}, { body: 42 }, { body: "" }, { body: "x".repeat(281) }, { body: "Hi\u0000" }, { body: "Hi", draftId: "?" }]) {
      const response = await call(reply, "reply", segment, body);
      expect([body, response.status]).toEqual([body, 400]);
      expect(Object.keys((await errorsOf(response)).fieldErrors ?? {})).not.toHaveLength(0);
    }
    for (const body of [{}, { done: "yes" }, { done: null }]) {
      const response = await call(done, "done", segment, body);
      expect([body, response.status, (await errorsOf(response)).fieldErrors]).toEqual([body, 400, { done: expect.any(String) }]);
    }
    expect((await call(reply, "reply", segment, undefined, { body: "{oops" })).status).toBe(400);
    expect((await call(reply, "reply", segment, undefined, { body: "[]" })).status).toBe(400);
    expect(await stateOf(phone)).toEqual(before);
  });

  it("queues a staff reply signed with the first name (201), and refuses one after STOP (409) with the reason", async () => {
    mockUser = toSessionUser(await makeAccount(db, "Moderator", { firstName: "Ana" }));
    const phone = nextPhone();
    await storeInboundText(db, phone, "Is 10 ok?", new Date("2026-03-02T15:00:00Z"));
    const sent = await call(reply, "reply", threadSegment(phone), { body: "Yes, 10 is fine." });
    expect(sent.status).toBe(201);
    expect(await sent.json()).toEqual({ messageId: expect.any(String), body: "Yes, 10 is fine. - Ana", queued: true });

    await storeInboundText(db, phone, "STOP", new Date("2026-03-02T15:05:00Z"));
    await optOut(db, phone, "STOP", new Date("2026-03-02T15:05:00Z"));
    const refused = await call(reply, "reply", threadSegment(phone), { body: "Sorry to see you go" });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ error: expect.stringMatching(/texted STOP/), code: "opted-out" });
    const replies = await db.select({ body: smsMessages.body }).from(smsMessages).where(and(eq(smsMessages.phone, phone), eq(smsMessages.type, "staff-reply")));
    expect(replies).toEqual([{ body: "Yes, 10 is fine. - Ana" }]);
  });

  it("marks read, marks done, and makes a lead (201, then 200 for the same lead)", async () => {
    mockUser = toSessionUser(await makeAccount(db, "Moderator"));
    const phone = nextPhone();
    await storeInboundText(db, phone, "How much for a 2 bedroom?", new Date("2026-03-02T15:00:00Z"));
    const segment = threadSegment(phone);
    expect(await (await call(read, "read", segment)).json()).toEqual({ marked: 1 });
    const made = await call(lead, "lead", segment);
    expect(made.status).toBe(201);
    const { leadId } = (await made.json()) as { leadId: string };
    const again = await call(lead, "lead", segment);
    expect([again.status, await again.json()]).toEqual([200, { leadId, created: false }]);
    expect(await (await call(done, "done", segment, { done: true })).json()).toEqual({ done: true });
    expect((await stateOf(phone)).thread).toHaveLength(1);
  });

  it("simulates a text in test mode (201), refuses what it cannot take with 400 naming the field, and refuses customers and cleaners", async () => {
    const phone = nextPhone();
    const post = (json: unknown) => simulate(siteRequest("/api/admin/messages/outbox/simulate", { json }));
    for (const role of ["Customer", "Cleaner"] as const) {
      mockUser = toSessionUser(await makeAccount(db, role));
      expect([role, (await post({ phone, body: "R" })).status]).toEqual([role, 403]);
    }
    mockUser = toSessionUser(await makeAccount(db, "Moderator"));
    for (const [body, field] of [[{ body: "R" }, "phone"], [{ phone: "555", body: "R" }, "phone"], [{ phone, body: "" }, "body"], [{ phone, body: 7 }, "body"], [{ phone, body: "x".repeat(1601) }, "body"]] as const) {
      const response = await post(body);
      expect([body, response.status, Object.keys((await errorsOf(response)).fieldErrors ?? {})]).toEqual([body, 400, [field]]);
    }
    expect((await stateOf(phone)).texts).toEqual([]);
    const made = await post({ phone, body: "R" });
    expect([made.status, await made.json()]).toEqual([201, { phone, messageId: expect.any(String) }]);
    expect((await stateOf(phone)).texts).toHaveLength(1);
  });
});
