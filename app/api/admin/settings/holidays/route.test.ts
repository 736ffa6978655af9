/**
 * GET and PUT /api/admin/settings/holidays: Admins read and save every federal holiday's choice;
 * a bad percent or an unknown holiday is a 400 naming the field, and nothing is written; other
 * roles, visitors and blocked staff are refused; a save revalidates the booking page.
 */
import { revalidatePath } from "next/cache";
import { eq } from "drizzle-orm";
import { makeAccount } from "@/lib/admin/test-support";
import { BLOCKED_STAFF_MESSAGE } from "@/lib/web/http/admin-access";
import { toSessionUser, type SessionUser } from "@/lib/auth/users";
import { auditLog } from "@/lib/platform/db/schema";
import { testDrivers } from "@/lib/startup/testing/database";
import { useTestDatabase } from "@/lib/startup/testing/use-test-database";
import { siteRequest } from "@/lib/web/http/test-requests";
import { readBusinessSettings } from "@/lib/settings/business-settings";
import { DEFAULT_HOLIDAY_POLICY, HOLIDAY_MESSAGES } from "@/lib/settings/holiday-policy";
import { GET, PUT } from "./route";

jest.setTimeout(60_000);

let mockStaff: SessionUser | null = null;
jest.mock("@/lib/auth/session", () => ({ getCurrentSession: async () => (mockStaff ? { user: mockStaff, sessionId: "holidays-route" } : null), getSessionUser: async () => mockStaff }));
jest.mock("next/cache", () => ({ revalidatePath: jest.fn() }));

const put = (json: unknown) => PUT(siteRequest("/api/admin/settings/holidays", { method: "PUT", json }));
const get = () => GET(siteRequest("/api/admin/settings/holidays"));

describe.each(testDrivers())("the holidays settings route on %s", (driver) => {
  const database = useTestDatabase(driver, { install: true });
  const holidayAudits = () => database.db.select().from(auditLog).where(eq(auditLog.action, "settings.holidays"));

  beforeEach(() => {
    jest.mocked(revalidatePath).mockClear();
  });

  it("lets an Admin read the choices and save new ones, audited, and revalidates the booking page", async () => {
    mockStaff = toSessionUser(await makeAccount(database.db, "Admin"));
    const read = await get();
    expect(read.status).toBe(200);
    expect(await read.json()).toEqual({ holidays: DEFAULT_HOLIDAY_POLICY });

    const holidays = { ...DEFAULT_HOLIDAY_POLICY, "veterans-day": { closed: false, surchargePercent: 15 } };
    const saved = await put({ holidays, reason: "Premium day" });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({ holidays, changes: ["Veterans Day: open → open, 15% surcharge"] });
    expect((await readBusinessSettings(database.db)).closing.holidays).toEqual(holidays);
    expect((await holidayAudits()).map((row) => [row.actorId, row.reason])).toEqual([[mockStaff.id, "Premium day"]]);
    expect(revalidatePath).toHaveBeenCalledWith("/booking");
  });

  it.each<[string, (policy: typeof DEFAULT_HOLIDAY_POLICY) => unknown, Record<string, string>]>([
    ["a percent above 100", (policy) => ({ holidays: { ...policy, "columbus-day": { closed: false, surchargePercent: 150 } } }), { "holidays.columbus-day.surchargePercent": HOLIDAY_MESSAGES.surcharge }],
    ["a fraction of a percent", (policy) => ({ holidays: { ...policy, "columbus-day": { closed: false, surchargePercent: 2.5 } } }), { "holidays.columbus-day.surchargePercent": HOLIDAY_MESSAGES.surcharge }],
    ["a surcharge on a closed holiday", (policy) => ({ holidays: { ...policy, christmas: { closed: true, surchargePercent: 10 } } }), { "holidays.christmas.surchargePercent": HOLIDAY_MESSAGES.closedWithSurcharge("Christmas Day") }],
    ["an unknown holiday", (policy) => ({ holidays: { ...policy, "groundhog-day": { closed: true } } }), { holidays: HOLIDAY_MESSAGES.unknown(["groundhog-day"]) }],
    ["a holiday left out", ({ juneteenth: _left, ...policy }) => ({ holidays: policy }), { "holidays.juneteenth": HOLIDAY_MESSAGES.choice("Juneteenth") }],
    ["no holidays at all", () => ({ reason: "Nothing else" }), { holidays: HOLIDAY_MESSAGES.policy }],
  ])("refuses %s with a 400 naming the field, and changes nothing", async (_name, body, fieldErrors) => {
    mockStaff = toSessionUser(await makeAccount(database.db, "Admin"));
    const before = await readBusinessSettings(database.db);
    const audits = (await holidayAudits()).length;
    const refused = await put(body(before.closing.holidays));
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ fieldErrors });
    expect((await readBusinessSettings(database.db)).closing.holidays).toEqual(before.closing.holidays);
    expect(await holidayAudits()).toHaveLength(audits);
    expect(revalidatePath).not.toHaveBeenCalled();
  });

  it("refuses visitors, Moderators, Cleaners, customers and a blocked Admin, changing nothing", async () => {
    const before = (await readBusinessSettings(database.db)).closing.holidays;
    const audits = (await holidayAudits()).length;
    mockStaff = null;
    expect((await get()).status).toBe(401);
    expect((await put({ holidays: DEFAULT_HOLIDAY_POLICY })).status).toBe(401);
    for (const role of ["Moderator", "Cleaner", "Customer"] as const) {
      mockStaff = toSessionUser(await makeAccount(database.db, role));
      expect([role, (await get()).status, (await put({ holidays: DEFAULT_HOLIDAY_POLICY })).status]).toEqual([role, 403, 403]);
    }
    mockStaff = toSessionUser(await makeAccount(database.db, "Admin", { status: "blocked", blockedReason: "Left the company", blockedAt: new Date() }));
    const blocked = await put({ holidays: DEFAULT_HOLIDAY_POLICY });
    expect(blocked.status).toBe(403);
    expect(await blocked.json()).toEqual({ error: BLOCKED_STAFF_MESSAGE });
    // A blocked account keeps a read-only session.
    expect((await get()).status).toBe(200);
    expect((await readBusinessSettings(database.db)).closing.holidays).toEqual(before);
    expect(await holidayAudits()).toHaveLength(audits);
  });
});
