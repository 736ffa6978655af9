/**
 * A block's body is checked once, by the route (blockBodySchema): a missing, short or long reason
 * is a 400 beside the reason field, and the account, the audit log and the user-events channel
 * are left as they were. blockUser itself takes the parsed body (lib/admin/users/user-actions.ts).
 */
import { and, eq } from "drizzle-orm";
import { toSessionUser, type SessionUser } from "@/lib/auth/users";
import { makeUser, reloadUser, withEventInbox } from "@/lib/admin/users/user-test-support";
import { auditLog } from "@/lib/platform/db/schema";
import { testDrivers } from "@/lib/startup/testing/database";
import { useTestDatabase } from "@/lib/startup/testing/use-test-database";
import { pathParams, siteRequest } from "@/lib/web/http/test-requests";
import { POST as block } from "./route";

let mockStaff: SessionUser | null = null;
jest.mock("@/lib/auth/session", () => ({ getCurrentSession: async () => (mockStaff ? { user: mockStaff, sessionId: "block-route" } : null), getSessionUser: async () => mockStaff }));

describe.each(testDrivers())("POST /api/admin/users/:id/block with a bad body (%s)", (driver) => {
  const { database, inbox } = withEventInbox(() => useTestDatabase(driver, { seed: false }));

  it.each([
    ["a missing reason", {}],
    ["a short reason", { reason: " ab " }],
    ["a long reason", { reason: "x".repeat(501) }],
  ])("answers 400 for %s and changes nothing", async (_label, json) => {
    const admin = await makeUser(database.db, "Admin");
    const target = await makeUser(database.db, "Customer");
    mockStaff = toSessionUser(admin);
    const answer = await block(siteRequest(`/api/admin/users/${target.id}/block`, { json }), pathParams({ id: target.id }));
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ fieldErrors: { reason: expect.any(String) } });
    expect(await reloadUser(database.db, target.id)).toEqual(target);
    expect(await database.db.select().from(auditLog).where(and(eq(auditLog.subjectType, "user"), eq(auditLog.subjectId, target.id)))).toEqual([]);
    expect(await inbox().drain()).toEqual([]);
  });
});
