import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { auditLog, users } from "@/lib/platform/db/schema";
import { testDrivers } from "@/lib/startup/testing/database";
import { useTestDatabase } from "@/lib/startup/testing/use-test-database";
import { auditQuerySchema, listAudit, writeAudit, type AuditQuery } from "./audit-log";

const query = (filters: Partial<AuditQuery>): AuditQuery => ({ page: 1, pageSize: 50, ...filters });

describe.each(testDrivers())("audit log on %s", (driver) => {
  const database = useTestDatabase(driver, { seed: false });
  let actorId: string;
  let otherActorId: string;

  beforeAll(async () => {
    const inserted = await database.db
      .insert(users)
      .values([
        { email: "ana.ruiz@example.test", firstName: "Ana", lastName: "Ruiz", role: "Admin" },
        { email: "li.wong@example.test", firstName: "Li", lastName: "Wong", role: "Moderator" },
      ])
      .returning({ id: users.id });
    actorId = inserted[0]?.id ?? "";
    otherActorId = inserted[1]?.id ?? "";
  });

  it("writes a row and reads it back as a DTO with the actor's name and email", async () => {
    const subjectId = randomUUID();
    const id = await writeAudit(database.db, {
      actorId,
      action: "user.block",
      subjectType: "user",
      subjectId,
      reason: "Spam bookings",
      details: { endSessions: true },
    });
    expect(id).toBeGreaterThan(0);
    const page = await listAudit(database.db, query({ subjectId }));
    expect(page).toEqual({
      total: 1,
      page: 1,
      pageSize: 50,
      items: [
        {
          id,
          action: "user.block",
          subjectType: "user",
          subjectId,
          reason: "Spam bookings",
          details: { endSessions: true },
          createdAt: expect.stringMatching(/Z$/),
          actor: { id: actorId, name: "Ana Ruiz", email: "ana.ruiz@example.test" },
        },
      ],
    });
  });

  it("fills the optional fields with empty values and reads a system action with no actor", async () => {
    const subjectId = randomUUID();
    await writeAudit(database.db, { actorId: null, action: "settings.maintenance", subjectType: "settings", subjectId });
    const [item] = (await listAudit(database.db, query({ subjectId }))).items;
    expect(item).toMatchObject({ reason: null, details: {}, actor: null });
  });

  it("filters by actor, subject, action and time, newest first, with paging and the total", async () => {
    const subjectType = `order-${randomUUID().slice(0, 6)}`;
    const ids: number[] = [];
    for (let index = 0; index < 5; index += 1) {
      ids.push(
        await writeAudit(database.db, {
          actorId: index % 2 === 0 ? actorId : otherActorId,
          action: index < 3 ? "order.confirm" : "order.cancel",
          subjectType,
          subjectId: `o-${index}`,
        }),
      );
    }
    // Spread the rows over known moments, an hour apart.
    const base = Date.parse("2026-03-01T12:00:00Z");
    for (const [index, id] of ids.entries()) {
      await database.db.update(auditLog).set({ createdAt: new Date(base + index * 3_600_000) }).where(eq(auditLog.id, id));
    }

    const all = await listAudit(database.db, query({ subjectType }));
    expect(all.total).toBe(5);
    expect(all.items.map((item) => item.id)).toEqual([...ids].reverse());

    expect((await listAudit(database.db, query({ subjectType, actorId: otherActorId }))).items.map((item) => item.subjectId)).toEqual(["o-3", "o-1"]);
    expect((await listAudit(database.db, query({ subjectType, action: "order.cancel" }))).total).toBe(2);
    expect((await listAudit(database.db, query({ subjectType, subjectId: "o-2" }))).items).toHaveLength(1);

    const window = await listAudit(database.db, query({ subjectType, from: new Date(base + 3_600_000), to: new Date(base + 3 * 3_600_000) }));
    expect(window.items.map((item) => item.subjectId)).toEqual(["o-2", "o-1"]);

    const second = await listAudit(database.db, query({ subjectType, page: 2, pageSize: 2 }));
    expect(second).toMatchObject({ total: 5, page: 2, pageSize: 2 });
    expect(second.items.map((item) => item.id)).toEqual([ids[2], ids[1]]);
    expect((await listAudit(database.db, query({ subjectType, page: 9, pageSize: 2 }))).items).toEqual([]);
  });

  it("keeps the row when the actor's account is deleted, without the actor", async () => {
    const [gone] = await database.db.insert(users).values({ email: "gone@example.test", firstName: "Gone", lastName: "Soon" }).returning({ id: users.id });
    const subjectId = randomUUID();
    await writeAudit(database.db, { actorId: gone?.id ?? null, action: "user.forceLogout", subjectType: "user", subjectId });
    await database.db.delete(users).where(eq(users.id, gone?.id ?? ""));
    expect((await listAudit(database.db, query({ subjectId }))).items[0]).toMatchObject({ action: "user.forceLogout", actor: null });
  });
});

describe("auditQuerySchema", () => {
  it("reads query parameters, ignoring blank ones", () => {
    expect(auditQuerySchema.parse({ page: "3", pageSize: "25", action: "", from: "2026-01-01T00:00:00Z" })).toEqual({
      page: 3,
      pageSize: 25,
      from: new Date("2026-01-01T00:00:00Z"),
    });
    expect(auditQuerySchema.parse({})).toEqual({ page: 1, pageSize: 50 });
  });

  it.each([
    [{ pageSize: "101" }, "pageSize"],
    [{ page: "0" }, "page"],
    [{ actorId: "nobody" }, "actorId"],
    [{ from: "yesterday" }, "from"],
    [{ from: "2026-02-01", to: "2026-01-01" }, "to"],
  ])("refuses %j", (input, field) => {
    const result = auditQuerySchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([field]);
  });
});
