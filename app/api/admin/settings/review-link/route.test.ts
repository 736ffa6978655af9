/**
 * GET and PUT /api/admin/settings/review-link (docs/product.md#review-requests): Admins read and
 * save the Google review link, audited; a link that is not Google's https one is a 400 naming
 * the field, and nothing changes; other roles and visitors are refused.
 */
import { eq } from "drizzle-orm";
import { makeAccount } from "@/lib/admin/test-support";
import { toSessionUser, type SessionUser } from "@/lib/auth/users";
import { auditLog } from "@/lib/platform/db/schema";
import { readGoogleReviewUrl } from "@/lib/settings/review-link";
import { testDrivers } from "@/lib/startup/testing/database";
import { useTestDatabase } from "@/lib/startup/testing/use-test-database";
import { siteRequest } from "@/lib/web/http/test-requests";
import { GET, PUT } from "./route";

jest.setTimeout(60_000);

let mockStaff: SessionUser | null = null;
jest.mock("@/lib/auth/session", () => ({ getCurrentSession: async () => (mockStaff ? { user: mockStaff, sessionId: "review-link-route" } : null), getSessionUser: async () => mockStaff }));

const put = (json: unknown) => PUT(siteRequest("/api/admin/settings/review-link", { method: "PUT", json }));
const LINK = "https://g.page/r/CbQx-borough-bright/review";

describe.each(testDrivers())("the review link setting route on %s", (driver) => {
  const database = useTestDatabase(driver, { install: true });
  const audits = () => database.db.select().from(auditLog).where(eq(auditLog.action, "settings.review_link"));

  it("lets an Admin save the link, audited, read it back and clear it", async () => {
    mockStaff = toSessionUser(await makeAccount(database.db, "Admin"));
    const saved = await put({ googleReviewUrl: ` ${LINK} ` });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({ googleReviewUrl: LINK });
    expect(await (await GET(siteRequest("/api/admin/settings/review-link"))).json()).toEqual({ googleReviewUrl: LINK });
    expect((await audits()).at(-1)).toMatchObject({ actorId: mockStaff.id, details: { from: null, to: LINK } });

    expect(await (await put({ googleReviewUrl: "" })).json()).toEqual({ googleReviewUrl: null });
    expect(await readGoogleReviewUrl(database.db)).toBeNull();
  });

  it.each([
    ["a site that is not Google", "https://reviews.example.com/borough-bright"],
    ["plain http", "http://g.page/r/CbQx/review"],
    ["words, not a link", "our google page"],
  ])("refuses %s with a 400 naming the field, and changes nothing", async (_label, googleReviewUrl) => {
    mockStaff = toSessionUser(await makeAccount(database.db, "Admin"));
    await put({ googleReviewUrl: LINK });
    const refused = await put({ googleReviewUrl });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ fieldErrors: { googleReviewUrl: expect.stringContaining("Google") } });
    expect(await readGoogleReviewUrl(database.db)).toBe(LINK);
  });

  it("refuses visitors, Cleaners and customers", async () => {
    for (const role of [null, "Cleaner", "Customer"] as const) {
      mockStaff = role ? toSessionUser(await makeAccount(database.db, role)) : null;
      const refused = await put({ googleReviewUrl: LINK });
      expect([401, 403]).toContain(refused.status);
    }
  });
});
