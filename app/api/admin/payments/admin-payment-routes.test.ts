/**
 * Bad input at the staff payment routes (docs/payments.md): malformed or unknown ids are a 404,
 * bodies the schema refuses a 400 naming the fields, roles without payments.manage a 403; the
 * payment is left as it was.
 */
import { eq } from "drizzle-orm";
import type { SessionUser } from "@/lib/auth/users";
import { toSessionUser } from "@/lib/auth/users";
import { makeAccount } from "@/lib/admin/test-support";
import { completedVisit, paymentRow } from "@/lib/startup/testing/payments";
import { RECONCILE_JOB_KIND } from "@/lib/payments/reconcile/job";
import { auditLog, jobs } from "@/lib/platform/db/schema";
import { useTestDatabase } from "@/lib/startup/testing/use-test-database";
import { pathParams, siteRequest } from "@/lib/web/http/test-requests";
import { POST as markPaid } from "./[id]/mark-paid/route";
import { POST as retry } from "./[id]/retry/route";
import { POST as writeOff } from "./[id]/write-off/route";
import { POST as reconcile } from "./reconcile/route";

let mockStaff: SessionUser | null = null;
jest.mock("@/lib/auth/session", () => ({ getCurrentSession: async () => (mockStaff ? { user: mockStaff, sessionId: "admin-payment-routes" } : null), getSessionUser: async () => mockStaff }));

const act = (handler: typeof markPaid, action: string, id: string, json: unknown = {}) => handler(siteRequest(`/api/admin/payments/${id}/${action}`, { json }), pathParams({ id }));
const fieldsOf = async (response: Response) => Object.keys(((await response.json()) as { fieldErrors?: Record<string, string> }).fieldErrors ?? {}).sort();

describe("the staff payment routes refuse bad input", () => {
  const database = useTestDatabase("pglite", { install: true });

  it("answers malformed and unknown payment ids with 404 on every action", async () => {
    mockStaff = toSessionUser(await makeAccount(database.db, "Admin"));
    for (const id of ["12", "not-a-uuid", "00000000-0000-0000-0000-000000000000"]) {
      expect([id, (await act(retry, "retry", id)).status]).toEqual([id, 404]);
      expect([id, (await act(markPaid, "mark-paid", id, { method: "cash", note: "Paid at the door" })).status]).toEqual([id, 404]);
      expect([id, (await act(writeOff, "write-off", id, { note: "Moved away" })).status]).toEqual([id, 404]);
    }
  });

  it("refuses bodies the schemas do not take with 400 and the fields, and leaves the payment owed", async () => {
    const { admin, payment } = await completedVisit(database.db);
    if (!payment) throw new Error("no charge opened");
    mockStaff = toSessionUser(admin);
    const noMethod = await act(markPaid, "mark-paid", payment.id, { method: "bitcoin", note: "" });
    expect(noMethod.status).toBe(400);
    expect(await fieldsOf(noMethod)).toEqual(["method", "note"]);
    const noReason = await act(writeOff, "write-off", payment.id, { note: "   " });
    expect(noReason.status).toBe(400);
    expect(await fieldsOf(noReason)).toEqual(["note"]);
    const notJson = await markPaid(siteRequest(`/api/admin/payments/${payment.id}/mark-paid`, { body: "method=cash", headers: { "content-type": "application/json" } }), pathParams({ id: payment.id }));
    expect(notJson.status).toBe(400);
    expect(await paymentRow(database.db, payment.id)).toMatchObject({ status: "pending", settledAt: null });
    expect(await database.db.select().from(auditLog).where(eq(auditLog.subjectId, payment.id))).toEqual([]);
  });

  it("refuses a Moderator, a Cleaner or a customer with 403 and a visitor with 401; an Admin queues a full reconciliation, audited", async () => {
    const { payment } = await completedVisit(database.db);
    if (!payment) throw new Error("no charge opened");
    mockStaff = null;
    expect((await act(retry, "retry", payment.id)).status).toBe(401);
    for (const role of ["Moderator", "Cleaner", "Customer"] as const) {
      mockStaff = toSessionUser(await makeAccount(database.db, role));
      expect([role, (await act(writeOff, "write-off", payment.id, { note: "No" })).status]).toEqual([role, 403]);
      expect([role, (await reconcile(siteRequest("/api/admin/payments/reconcile", { method: "POST" }))).status]).toEqual([role, 403]);
    }
    expect(await paymentRow(database.db, payment.id)).toMatchObject({ status: "pending" });

    const admin = await makeAccount(database.db, "Admin");
    mockStaff = toSessionUser(admin);
    expect((await reconcile(siteRequest("/api/admin/payments/reconcile", { method: "POST" }))).status).toBe(202);
    const queued = await database.db.select().from(jobs).where(eq(jobs.kind, RECONCILE_JOB_KIND));
    expect(queued.map((job) => job.payload)).toEqual([{ scope: "full", requestedBy: admin.id }]);
    expect((await database.db.select().from(auditLog).where(eq(auditLog.actorId, admin.id))).map((row) => row.action)).toEqual(["payments.reconcile"]);
  });
});
