/**
 * The settings routes keep a blocked staff account read-only (docs/product.md, "Blocking"): an
 * Admin whose account is blocked may still read prices, closed days and maintenance, but every
 * change is refused with the blocked message and nothing is written.
 */
import { eq } from "drizzle-orm";
import { makeAccount } from "@/lib/admin/test-support";
import { BLOCKED_STAFF_MESSAGE } from "@/lib/web/http/admin-access";
import { toSessionUser, type SessionUser } from "@/lib/auth/users";
import { auditLog } from "@/lib/platform/db/schema";
import { testDrivers } from "@/lib/startup/testing/database";
import { useTestDatabase } from "@/lib/startup/testing/use-test-database";
import { siteRequest } from "@/lib/web/http/test-requests";
import { readBusinessSettings } from "@/lib/settings/business-settings";
import { DELETE as openDay, GET as readClosedDays, POST as closeDay } from "./closed-days/route";
import { GET as readMaintenance, PUT as saveMaintenance } from "./maintenance/route";
import { GET as readPricing, PUT as savePricing } from "./pricing/route";

jest.setTimeout(60_000);

let mockStaff: SessionUser | null = null;
jest.mock("@/lib/auth/session", () => ({ getCurrentSession: async () => (mockStaff ? { user: mockStaff, sessionId: "blocked-staff" } : null), getSessionUser: async () => mockStaff }));
jest.mock("next/cache", () => ({ revalidatePath: jest.fn() }));

describe.each(testDrivers())("the settings routes and a blocked Admin on %s", (driver) => {
  const database = useTestDatabase(driver, { install: true });

  it("reads, and changes nothing", async () => {
    const blocked = await makeAccount(database.db, "Admin", { status: "blocked", blockedReason: "On leave", blockedAt: new Date("2026-03-01T12:00:00.000Z") });
    mockStaff = toSessionUser(blocked);
    const before = await readBusinessSettings(database.db);
    for (const read of [readClosedDays, readMaintenance, readPricing]) expect((await read(siteRequest("/api/admin/settings"))).status).toBe(200);

    const changes = [
      await closeDay(siteRequest("/api/admin/settings/closed-days", { json: { date: "2099-03-12", reason: "Training" } })),
      await openDay(siteRequest("/api/admin/settings/closed-days", { method: "DELETE", json: { date: "2099-03-12" } })),
      await saveMaintenance(siteRequest("/api/admin/settings/maintenance", { method: "PUT", json: { enabled: true } })),
      await savePricing(siteRequest("/api/admin/settings/pricing", { method: "PUT", json: { priceTable: before.priceTable, capacity: 2 } })),
    ];
    for (const refused of changes) {
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual({ error: BLOCKED_STAFF_MESSAGE });
    }
    expect(await readBusinessSettings(database.db)).toEqual(before);
    expect(await database.db.select().from(auditLog).where(eq(auditLog.actorId, blocked.id))).toEqual([]);
  });
});
