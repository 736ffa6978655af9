/**
 * Who may reach payroll (docs/product.md, "Payroll"): only roles holding payroll.manage; a
 * Cleaner or a Moderator is refused the export, approval, adjustments and pay rules with 403, a
 * visitor with 401, and nothing changes. An Admin's export is the period's CSV.
 */
import type { SessionUser } from "@/lib/auth/users";
import { toSessionUser } from "@/lib/auth/users";
import { makeAccount } from "@/lib/admin/test-support";
import { auditLog, payAdjustments, payRules, payrollApprovals } from "@/lib/platform/db/schema";
import { useTestDatabase } from "@/lib/startup/testing/use-test-database";
import { pathParams, siteRequest } from "@/lib/web/http/test-requests";
import { PUT as putPayRule } from "../users/[id]/pay-rule/route";
import { POST as postAdjustment } from "./[start]/adjustments/route";
import { POST as postApprove } from "./[start]/approve/route";
import { GET as getExport } from "./[start]/export.csv/route";

let mockStaff: SessionUser | null = null;
jest.mock("@/lib/auth/session", () => ({ getCurrentSession: async () => (mockStaff ? { user: mockStaff, sessionId: "payroll-routes" } : null), getSessionUser: async () => mockStaff }));

const START = "2026-03-09";

describe("the payroll routes", () => {
  const database = useTestDatabase("pglite", { install: true });

  it("refuse a visitor with 401 and a Cleaner or Moderator with 403, changing nothing", async () => {
    const cleaner = await makeAccount(database.db, "Cleaner");
    const calls = () => [
      getExport(siteRequest(`/api/admin/payroll/${START}/export.csv`, { method: "GET" }), pathParams({ start: START })),
      postApprove(siteRequest(`/api/admin/payroll/${START}/approve`, { json: {} }), pathParams({ start: START })),
      postAdjustment(siteRequest(`/api/admin/payroll/${START}/adjustments`, { json: { cleanerId: cleaner.id, amountCents: 1000, reason: "Bonus" } }), pathParams({ start: START })),
      putPayRule(siteRequest(`/api/admin/users/${cleaner.id}/pay-rule`, { method: "PUT", json: { kind: "hourly", hourlyCents: 9999 } }), pathParams({ id: cleaner.id })),
    ];
    mockStaff = null;
    expect(await Promise.all(calls().map(async (call) => (await call).status))).toEqual([401, 401, 401, 401]);
    for (const role of ["Cleaner", "Moderator"] as const) {
      mockStaff = role === "Cleaner" ? toSessionUser(cleaner) : toSessionUser(await makeAccount(database.db, role));
      expect([role, ...(await Promise.all(calls().map(async (call) => (await call).status)))]).toEqual([role, 403, 403, 403, 403]);
    }
    expect(await database.db.select().from(payRules)).toEqual([]);
    expect(await database.db.select().from(payAdjustments)).toEqual([]);
    expect(await database.db.select().from(payrollApprovals)).toEqual([]);
    expect((await database.db.select().from(auditLog)).filter((row) => row.action.startsWith("payroll."))).toEqual([]);
  });

  it("lets an Admin set a pay rule and export a period as CSV, and answers 404 for a day no period starts on", async () => {
    const cleaner = await makeAccount(database.db, "Cleaner");
    mockStaff = toSessionUser(await makeAccount(database.db, "Admin"));
    const saved = await putPayRule(siteRequest(`/api/admin/users/${cleaner.id}/pay-rule`, { method: "PUT", json: { kind: "percent", percentBasisPoints: 4000, hourlyCents: 1800 } }), pathParams({ id: cleaner.id }));
    expect(saved.status).toBe(200);
    const refused = await putPayRule(siteRequest(`/api/admin/users/${cleaner.id}/pay-rule`, { method: "PUT", json: { kind: "percent", percentBasisPoints: 12_000, hourlyCents: 0 } }), pathParams({ id: cleaner.id }));
    expect(refused.status).toBe(400);
    const csv = await getExport(siteRequest(`/api/admin/payroll/${START}/export.csv`, { method: "GET" }), pathParams({ start: START }));
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-disposition")).toBe(`attachment; filename="payroll-${START}.csv"`);
    expect(await csv.text()).toBe("employee_name,employee_id,employee_email,period_start,period_end,regular_hours,gross_pay,tips,adjustments,total_pay\r\n");
    expect((await getExport(siteRequest("/api/admin/payroll/2026-03-10/export.csv", { method: "GET" }), pathParams({ start: "2026-03-10" }))).status).toBe(404);
    expect((await getExport(siteRequest("/api/admin/payroll/March/export.csv", { method: "GET" }), pathParams({ start: "March" }))).status).toBe(404);
  });
});
