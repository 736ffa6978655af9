/**
 * The time-off routes at the door (docs/product.md, "Time off"): a cleaner asks and withdraws
 * only their own, only staff who assign cleaners decide, and a second decision is a 409. The
 * server's clock is moved to Monday, March 2, 2026, as the e2e specs move it.
 */
import { eq } from "drizzle-orm";
import { makeAccount, NOW } from "@/lib/admin/test-support";
import { toSessionUser } from "@/lib/auth/users";
import { auditLog, timeOff } from "@/lib/platform/db/schema";
import { testDrivers } from "@/lib/startup/testing/database";
import { useTestDatabase } from "@/lib/startup/testing/use-test-database";
import { pathParams, siteRequest } from "@/lib/web/http/test-requests";
import { POST as decisionPost } from "@/app/api/admin/time-off/[id]/decision/route";
import { signedIn } from "../jobs/session-test-support";
import { moveClockTo } from "../jobs/test-support";
import { POST as withdrawPost } from "./[id]/withdraw/route";
import { POST as requestPost } from "./route";

jest.mock("@/lib/auth/session", () => (jest.requireActual("../jobs/session-test-support") as typeof import("../jobs/session-test-support")).mockSessionModule("time-off-routes"));

const ask = (json: unknown) => requestPost(siteRequest("/api/cabinet/time-off", { json }));
const withdraw = (id: string) => withdrawPost(siteRequest(`/api/cabinet/time-off/${id}/withdraw`, { method: "POST" }), pathParams({ id }));
const decide = (id: string, json: unknown) => decisionPost(siteRequest(`/api/admin/time-off/${id}/decision`, { json }), pathParams({ id }));

describe.each(testDrivers())("the time-off routes on %s", (driver) => {
  const database = useTestDatabase(driver, { install: true });
  let restoreClock: (() => void) | null = null;
  beforeEach(() => {
    restoreClock = moveClockTo(NOW);
  });
  afterEach(() => {
    restoreClock?.();
    restoreClock = null;
  });

  it("lets a cleaner ask for days off (201) and refuses a visitor (401) and a customer (403)", async () => {
    const cleaner = await makeAccount(database.db, "Cleaner");
    signedIn.user = null;
    expect((await ask({ firstDay: "2026-03-10", lastDay: "2026-03-11" })).status).toBe(401);
    signedIn.user = toSessionUser(await makeAccount(database.db, "Customer"));
    expect((await ask({ firstDay: "2026-03-10", lastDay: "2026-03-11" })).status).toBe(403);
    signedIn.user = toSessionUser(cleaner);
    const created = await ask({ firstDay: "2026-03-10", lastDay: "2026-03-11", note: "Moving apartments" });
    expect(created.status).toBe(201);
    expect(await created.json()).toEqual({ id: expect.any(String), firstDay: "2026-03-10", lastDay: "2026-03-11", status: "requested" });
    const again = await ask({ firstDay: "2026-03-11", lastDay: "2026-03-11" });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ error: "You already asked for some of these days off." });
    const today = await ask({ firstDay: "2026-03-02", lastDay: "2026-03-02" });
    expect(today.status).toBe(400);
    expect(await today.json()).toMatchObject({ fieldErrors: { firstDay: expect.stringContaining("tomorrow") } });
  });

  it("lets a cleaner withdraw only their own request: another cleaner's is a 404", async () => {
    const [owner, other] = [await makeAccount(database.db, "Cleaner"), await makeAccount(database.db, "Cleaner")];
    signedIn.user = toSessionUser(owner);
    const { id } = (await (await ask({ firstDay: "2026-04-01", lastDay: "2026-04-01" })).json()) as { id: string };
    signedIn.user = toSessionUser(other);
    expect((await withdraw(id)).status).toBe(404);
    expect((await withdraw("not-an-id")).status).toBe(404);
    signedIn.user = toSessionUser(owner);
    const withdrawn = await withdraw(id);
    expect(withdrawn.status).toBe(200);
    expect(await withdrawn.json()).toMatchObject({ id, status: "withdrawn" });
  });

  it("lets staff who assign cleaners decide once, and refuses a cleaner (403) and a second decision (409)", async () => {
    const cleaner = await makeAccount(database.db, "Cleaner");
    signedIn.user = toSessionUser(cleaner);
    const { id } = (await (await ask({ firstDay: "2026-05-04", lastDay: "2026-05-05" })).json()) as { id: string };
    expect((await decide(id, { decision: "approve" })).status).toBe(403);
    signedIn.user = null;
    expect((await decide(id, { decision: "approve" })).status).toBe(401);
    expect((await database.db.select({ status: timeOff.status }).from(timeOff).where(eq(timeOff.id, id)))[0]?.status).toBe("requested");

    signedIn.user = toSessionUser(await makeAccount(database.db, "Moderator"));
    expect((await decide(id, { decision: "later" })).status).toBe(400);
    const approved = await decide(id, { decision: "approve" });
    expect(approved.status).toBe(200);
    expect(await approved.json()).toEqual({ id, status: "approved", clashes: [] });
    const second = await decide(id, { decision: "decline", note: "Sorry" });
    expect(second.status).toBe(409);
    expect(await second.json()).toMatchObject({ error: expect.stringContaining("already approved") });
    expect(await database.db.select().from(auditLog).where(eq(auditLog.subjectId, id))).toHaveLength(1);
  });
});
