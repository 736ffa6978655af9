/**
 * POST /api/cabinet/jobs/:id/access-codes and POST /api/admin/orders/:id/keys at the door:
 * roles, assignment, ids and bodies (docs/product.md, "Access details and keys").
 */
import { eq } from "drizzle-orm";
import { makeAccount } from "@/lib/admin/test-support";
import { toSessionUser } from "@/lib/auth/users";
import { ACCESS_CODES_OPEN_BEFORE_MS } from "@/lib/cabinet/access-code-window";
import { accessCodeViews, keyCustodyEvents } from "@/lib/platform/db/schema";
import { setAccessCodeKeysForTests } from "@/lib/platform/security/access-code-key";
import { testDrivers } from "@/lib/startup/testing/database";
import { useTestDatabase } from "@/lib/startup/testing/use-test-database";
import { siteRequest } from "@/lib/web/http/test-requests";
import { POST as keysPost } from "@/app/api/admin/orders/[id]/keys/route";
import { signedIn } from "../../session-test-support";
import { assignedVisit as visitFor, callJobRoute, moveClockTo } from "../../test-support";
import { POST } from "./route";

jest.setTimeout(60_000);

jest.mock("@/lib/auth/session", () => (jest.requireActual("../../session-test-support") as typeof import("../../session-test-support")).mockSessionModule("access-codes-route"));

const reveal = (id: string) => callJobRoute(POST, { id }, "access-codes");
const keys = (id: string, json: unknown) => keysPost(siteRequest(`/api/admin/orders/${id}/keys`, { method: "POST", json }), { params: Promise.resolve({ id }) });

beforeAll(() => setAccessCodeKeysForTests({ current: "33".repeat(32) }));
afterAll(() => setAccessCodeKeysForTests(null));

describe.each(testDrivers())("the access-code and key routes on %s", (driver) => {
  const database = useTestDatabase(driver, { install: true });

  const assignedVisit = () => visitFor(database.db, { access: { doorman: true, buzzer: null, keyLocation: null, parking: null, lockboxCode: "8642", alarmCode: null } });
  const views = (id: string) => database.db.select().from(accessCodeViews).where(eq(accessCodeViews.orderId, id));
  let restoreClock: (() => void) | null = null;
  afterEach(() => {
    restoreClock?.();
    restoreClock = null;
  });

  it("answers the assigned cleaner inside the window with the codes, no-store, and logs the look at the request's time", async () => {
    const visit = await assignedVisit();
    signedIn.user = toSessionUser(visit.cleaner);
    const at = new Date(visit.startsAt.getTime() - 30 * 60_000);
    restoreClock = moveClockTo(at);
    const response = await reveal(visit.id);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ lockboxCode: "8642", alarmCode: null, visibleUntil: expect.any(String) });
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect((await views(visit.id)).map((view) => view.viewedAt.toISOString())).toEqual([at.toISOString()]);
  });

  it.each([
    ["a minute before it opens", -ACCESS_CODES_OPEN_BEFORE_MS - 60_000, /^The codes show from/],
    ["a day after the visit", 24 * 3_600_000, /^The codes were shown until/],
  ])("answers the assigned cleaner %s with a 403 saying when, no code, and no log line", async (_when, fromStart, message) => {
    const visit = await assignedVisit();
    signedIn.user = toSessionUser(visit.cleaner);
    restoreClock = moveClockTo(new Date(visit.startsAt.getTime() + fromStart));
    const response = await reveal(visit.id);
    expect(response.status).toBe(403);
    const body = (await response.json()) as { error: string; code: string };
    expect(body).toMatchObject({ code: "outside-access-window", error: expect.stringMatching(message) });
    expect(JSON.stringify(body)).not.toContain("8642");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await views(visit.id)).toEqual([]);
  });

  it("refuses the customer (403), another cleaner and a bad id (404) and a visitor (401), logging nothing", async () => {
    const visit = await assignedVisit();
    signedIn.user = toSessionUser(visit.customer);
    expect((await reveal(visit.id)).status).toBe(403);
    signedIn.user = toSessionUser(await makeAccount(database.db, "Cleaner"));
    expect((await reveal(visit.id)).status).toBe(404);
    expect((await reveal("not-a-job")).status).toBe(404);
    signedIn.user = null;
    expect((await reveal(visit.id)).status).toBe(401);
    expect(await views(visit.id)).toEqual([]);
  });

  it("records a key step for staff, answers a stale one 409, bad input 400 naming the field, and refuses a cleaner", async () => {
    const visit = await assignedVisit();
    const rows = () => database.db.select().from(keyCustodyEvents).where(eq(keyCustodyEvents.customerId, visit.customer.id));
    signedIn.user = toSessionUser(await makeAccount(database.db, "Moderator"));
    const received = await keys(visit.id, { step: "office_received", expectedHolder: "customer" });
    expect(received.status).toBe(200);
    expect(await received.json()).toMatchObject({ holder: { id: "office", label: "The office" } });
    expect((await keys(visit.id, { step: "office_received", expectedHolder: "customer" })).status).toBe(409);
    const bad = await keys(visit.id, { step: "handed_to_cleaner", expectedHolder: "office", cleanerId: "someone" });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ fieldErrors: { cleanerId: "Choose the cleaner who takes the keys." } });
    expect((await keys(visit.id, { step: "office_received", expectedHolder: "customer", note: "a\u0000b" })).status).toBe(400);
    signedIn.user = toSessionUser(visit.cleaner);
    expect((await keys(visit.id, { step: "returned_to_customer", expectedHolder: "office" })).status).toBe(403);
    expect(await rows()).toHaveLength(1);
  });
});
