/**
 * PUT /api/admin/users/:id/availability (docs/product.md#cleaners-availability): only those who
 * assign cleaners (orders.manage: Moderators, Admins, the SuperAdmin) set a cleaner's week; a
 * visitor is 401, a Customer or Cleaner 403, and a 400 names the field; a refusal writes nothing.
 */
import { and, eq } from "drizzle-orm";
import { makeAccount } from "@/lib/admin/test-support";
import { toSessionUser, type SessionUser } from "@/lib/auth/users";
import { FULL_WORKING_WEEK } from "@/lib/booking/availability/working-week";
import { auditLog, cleanerAvailability } from "@/lib/platform/db/schema";
import { testDrivers } from "@/lib/startup/testing/database";
import { useTestDatabase } from "@/lib/startup/testing/use-test-database";
import { pathParams, siteRequest } from "@/lib/web/http/test-requests";
import { PUT } from "./route";

let mockStaff: SessionUser | null = null;
jest.mock("@/lib/auth/session", () => ({ getCurrentSession: async () => (mockStaff ? { user: mockStaff, sessionId: "availability-route" } : null), getSessionUser: async () => mockStaff }));

const WEEK = { onSchedule: true, boroughs: ["Brooklyn", "Queens"], workingWeek: FULL_WORKING_WEEK };

describe.each(testDrivers())("PUT /api/admin/users/:id/availability on %s", (driver) => {
  const database = useTestDatabase(driver, { seed: false, install: true });
  const put = (userId: string, json: unknown) => PUT(siteRequest(`/api/admin/users/${userId}/availability`, { method: "PUT", json }), pathParams({ id: userId }));
  const rowOf = async (userId: string) => (await database.db.select().from(cleanerAvailability).where(eq(cleanerAvailability.cleanerId, userId)))[0] ?? null;
  const auditOf = (userId: string) => database.db.select().from(auditLog).where(and(eq(auditLog.subjectId, userId), eq(auditLog.action, "user.availability")));

  async function newCleaner() {
    const cleaner = await makeAccount(database.db, "Cleaner");
    await database.db.delete(cleanerAvailability).where(eq(cleanerAvailability.cleanerId, cleaner.id));
    return cleaner;
  }

  it("refuses a visitor with 401 and a Customer or Cleaner with 403, writing nothing", async () => {
    const cleaner = await newCleaner();
    mockStaff = null;
    expect((await put(cleaner.id, WEEK)).status).toBe(401);
    for (const role of ["Customer", "Cleaner"] as const) {
      mockStaff = toSessionUser(await makeAccount(database.db, role));
      expect([role, (await put(cleaner.id, WEEK)).status]).toEqual([role, 403]);
    }
    expect(await rowOf(cleaner.id)).toBeNull();
    expect(await auditOf(cleaner.id)).toEqual([]);
  });

  it.each(["Moderator", "Admin"] as const)("lets staff (%s) set the week and take the cleaner off the schedule", async (role) => {
    const cleaner = await newCleaner();
    const staff = await makeAccount(database.db, role);
    mockStaff = toSessionUser(staff);
    const saved = await put(cleaner.id, WEEK);
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({ onSchedule: true, changed: true });
    expect(await rowOf(cleaner.id)).toMatchObject({ boroughs: ["Brooklyn", "Queens"], workingWeek: FULL_WORKING_WEEK, updatedBy: staff.id });
    expect(await (await put(cleaner.id, { onSchedule: false })).json()).toEqual({ onSchedule: false, changed: true });
    expect(await rowOf(cleaner.id)).toBeNull();
    expect(await auditOf(cleaner.id)).toHaveLength(2);
  });

  it("answers 400 beside the field for a bad week, 400 for a customer's account, and 404 for no account, writing nothing", async () => {
    const cleaner = await newCleaner();
    mockStaff = toSessionUser(await makeAccount(database.db, "Moderator"));
    const tooEarly = await put(cleaner.id, { ...WEEK, workingWeek: [{ start: 10 * 60, end: 9 * 60 }, ...FULL_WORKING_WEEK.slice(1)] });
    expect(tooEarly.status).toBe(400);
    expect(await tooEarly.json()).toMatchObject({ fieldErrors: { "workingWeek.0.end": "Monday: end after the start." } });
    const noBorough = await put(cleaner.id, { ...WEEK, boroughs: [] });
    expect(await noBorough.json()).toMatchObject({ fieldErrors: { boroughs: "Choose at least one borough." } });
    const customer = await makeAccount(database.db, "Customer");
    expect((await put(customer.id, WEEK)).status).toBe(400);
    expect((await put("00000000-0000-4000-8000-000000000000", WEEK)).status).toBe(404);
    expect(await rowOf(cleaner.id)).toBeNull();
    expect(await rowOf(customer.id)).toBeNull();
    expect(await auditOf(cleaner.id)).toEqual([]);
  });
});
