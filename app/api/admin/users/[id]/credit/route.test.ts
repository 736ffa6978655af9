/**
 * A staff adjustment of account credit (docs/product.md, "Referrals and account credit"): only
 * holders of credit.adjust (Admins), a 400 beside the field for bad input, a 422 for an amount
 * that would take the balance below zero, and in every refusal nothing written. Two takings at
 * once from the same balance cannot both pass: the account is locked.
 */
import { and, eq } from "drizzle-orm";
import { creditBalance, creditHistory } from "@/lib/account-credit/ledger";
import { makeAccount } from "@/lib/admin/test-support";
import { toSessionUser, type SessionUser } from "@/lib/auth/users";
import { accountCreditEntries, auditLog } from "@/lib/platform/db/schema";
import { testDrivers } from "@/lib/startup/testing/database";
import { useTestDatabase } from "@/lib/startup/testing/use-test-database";
import { pathParams, siteRequest } from "@/lib/web/http/test-requests";
import { POST as adjust } from "./route";

let mockStaff: SessionUser | null = null;
jest.mock("@/lib/auth/session", () => ({ getCurrentSession: async () => (mockStaff ? { user: mockStaff, sessionId: "credit-route" } : null), getSessionUser: async () => mockStaff }));

describe.each(testDrivers())("POST /api/admin/users/:id/credit on %s", (driver) => {
  const database = useTestDatabase(driver, { seed: false, install: true });
  const post = (userId: string, json: unknown) => adjust(siteRequest(`/api/admin/users/${userId}/credit`, { json }), pathParams({ id: userId }));
  const auditOf = (userId: string) => database.db.select().from(auditLog).where(and(eq(auditLog.subjectType, "user"), eq(auditLog.subjectId, userId), eq(auditLog.action, "user.credit_adjust")));

  it("refuses a visitor with 401 and a Customer, Cleaner or Moderator with 403, writing nothing", async () => {
    const customer = await makeAccount(database.db, "Customer");
    mockStaff = null;
    expect((await post(customer.id, { amountCents: 2500, reason: "Goodwill for a late start" })).status).toBe(401);
    for (const role of ["Customer", "Cleaner", "Moderator"] as const) {
      mockStaff = toSessionUser(await makeAccount(database.db, role));
      expect([role, (await post(customer.id, { amountCents: 2500, reason: "Goodwill for a late start" })).status]).toEqual([role, 403]);
    }
    expect(await creditHistory(database.db, customer.id)).toEqual([]);
    expect(await auditOf(customer.id)).toEqual([]);
  });

  it.each([
    ["no reason", { amountCents: 2500 }, "reason"],
    ["a short reason", { amountCents: 2500, reason: " ok " }, "reason"],
    ["no amount", { reason: "Goodwill for a late start" }, "amountCents"],
    ["a zero amount", { amountCents: 0, reason: "Goodwill for a late start" }, "amountCents"],
    ["an amount past $500", { amountCents: 50_001, reason: "Goodwill for a late start" }, "amountCents"],
    ["a fraction of a cent", { amountCents: 12.5, reason: "Goodwill for a late start" }, "amountCents"],
  ])("answers 400 for %s, beside the field, and writes nothing", async (_label, json, field) => {
    const customer = await makeAccount(database.db, "Customer");
    mockStaff = toSessionUser(await makeAccount(database.db, "Admin"));
    const answer = await post(customer.id, json);
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ fieldErrors: { [field]: expect.any(String) } });
    expect(await creditHistory(database.db, customer.id)).toEqual([]);
    expect(await auditOf(customer.id)).toEqual([]);
  });

  it("adds and takes credit with the reason, audited, and answers the new balance", async () => {
    const customer = await makeAccount(database.db, "Customer");
    const admin = await makeAccount(database.db, "Admin");
    mockStaff = toSessionUser(admin);
    const added = await post(customer.id, { amountCents: 4000, reason: "Goodwill: the team came an hour late" });
    expect(added.status).toBe(200);
    expect(await added.json()).toEqual({ balanceCents: 4000 });
    const taken = await post(customer.id, { amountCents: -1500, reason: "Credit given twice by mistake" });
    expect(await taken.json()).toEqual({ balanceCents: 2500 });
    expect((await creditHistory(database.db, customer.id)).map((entry) => [entry.kind, entry.amountCents, entry.reason])).toEqual([
      ["adjusted", -1500, "Credit given twice by mistake"],
      ["adjusted", 4000, "Goodwill: the team came an hour late"],
    ]);
    const [entry] = await database.db.select({ actorId: accountCreditEntries.actorId }).from(accountCreditEntries).where(eq(accountCreditEntries.userId, customer.id)).limit(1);
    expect(entry?.actorId).toBe(admin.id);
    expect((await auditOf(customer.id)).map((row) => [row.actorId, row.reason, row.details]).sort()).toEqual(
      [
        [admin.id, "Credit given twice by mistake", { amountCents: -1500, balanceCents: 2500 }],
        [admin.id, "Goodwill: the team came an hour late", { amountCents: 4000, balanceCents: 4000 }],
      ].sort(),
    );
  });

  it("answers 422 for an amount that would take the balance below zero, and writes nothing", async () => {
    const customer = await makeAccount(database.db, "Customer");
    mockStaff = toSessionUser(await makeAccount(database.db, "Admin"));
    await post(customer.id, { amountCents: 1000, reason: "Goodwill for a late start" });
    const answer = await post(customer.id, { amountCents: -1001, reason: "Taking back too much" });
    expect(answer.status).toBe(422);
    expect(await answer.json()).toMatchObject({ error: "That would take the balance below zero: it is $10 now.", fieldErrors: { amountCents: expect.any(String) } });
    expect(await creditBalance(database.db, customer.id)).toBe(1000);
    expect(await auditOf(customer.id)).toHaveLength(1);
  });

  it("lets only one of two takings at once pass when together they would go below zero", async () => {
    const customer = await makeAccount(database.db, "Customer");
    mockStaff = toSessionUser(await makeAccount(database.db, "Admin"));
    await post(customer.id, { amountCents: 3000, reason: "Goodwill for a late start" });
    const statuses = await Promise.all([post(customer.id, { amountCents: -2000, reason: "First taking" }), post(customer.id, { amountCents: -2000, reason: "Second taking" })]).then((answers) => answers.map((answer) => answer.status).sort());
    expect(statuses).toEqual([200, 422]);
    expect(await creditBalance(database.db, customer.id)).toBe(1000);
  });

  it("answers 404 for an account that does not exist and 403 on one's own account", async () => {
    const admin = await makeAccount(database.db, "Admin");
    mockStaff = toSessionUser(admin);
    expect((await post("00000000-0000-4000-8000-000000000000", { amountCents: 1000, reason: "Goodwill for a late start" })).status).toBe(404);
    expect((await post(admin.id, { amountCents: 1000, reason: "Goodwill for myself" })).status).toBe(403);
    expect(await creditBalance(database.db, admin.id)).toBe(0);
  });
});
