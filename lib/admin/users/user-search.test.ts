import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { users, type UserRow } from "@/lib/platform/db/schema";
import { testDrivers } from "@/lib/startup/testing/database";
import { useTestDatabase } from "@/lib/startup/testing/use-test-database";
import { userListQuerySchema, type UserListQuery } from "./user-schemas";
import { makeUser } from "./user-test-support";
import { escapeLikePattern, listUsers } from "./user-search";

const query = (filters: Partial<UserListQuery>): UserListQuery => ({ page: 1, pageSize: 20, ...filters });

describe.each(testDrivers())("listing accounts on %s", (driver) => {
  const database = useTestDatabase(driver, { seed: false });
  let viewer: UserRow;

  beforeAll(async () => {
    viewer = await makeUser(database.db, "Moderator");
  });

  /** Accounts under one fresh last-name token, created one minute apart, oldest first. */
  async function family(token: string, roles: UserRow["role"][]): Promise<UserRow[]> {
    const start = Date.parse("2026-04-01T09:00:00Z");
    const rows: UserRow[] = [];
    for (const [index, role] of roles.entries()) {
      rows.push(
        await makeUser(database.db, role, {
          email: `Person${index}.${token}@Example.test`,
          firstName: `Person${index}`,
          lastName: `Fam${token}`,
          createdAt: new Date(start + index * 60_000),
        }),
      );
    }
    return rows;
  }

  it("finds by email or name, case-insensitively, newest first, without secrets", async () => {
    const token = randomUUID().slice(0, 8);
    const rows = await family(token, ["Customer", "Cleaner", "Customer"]);
    const byEmail = await listUsers(database.db, viewer, query({ q: `PERSON1.${token.toUpperCase()}@example` }));
    expect(byEmail.items.map((item) => item.id)).toEqual([rows[1]?.id]);

    const byName = await listUsers(database.db, viewer, query({ q: `fam${token}` }));
    expect(byName).toMatchObject({ total: 3, page: 1, pageSize: 20 });
    expect(byName.items.map((item) => item.id)).toEqual([rows[2]?.id, rows[1]?.id, rows[0]?.id]);

    const byFullName = await listUsers(database.db, viewer, query({ q: `person2 fam${token}` }));
    expect(byFullName.items.map((item) => item.id)).toEqual([rows[2]?.id]);

    const item = byName.items[0];
    expect(Object.keys(item ?? {}).sort()).toEqual(
      ["allowedActions", "blockedAt", "blockedReason", "createdAt", "email", "emailVerified", "firstName", "id", "lastName", "name", "phone", "role", "status"].sort(),
    );
    expect(JSON.stringify(byName)).not.toMatch(/password|sessionVersion/i);
  });

  it("treats % and _ in the search as plain characters", async () => {
    const token = randomUUID().slice(0, 8);
    await family(token, ["Customer"]);
    expect((await listUsers(database.db, viewer, query({ q: `F_m${token}` }))).total).toBe(0);
    expect((await listUsers(database.db, viewer, query({ q: `%${token}` }))).total).toBe(0);
    const [literal] = await database.db
      .insert(users)
      .values({ email: `literal-${token}@example.test`, firstName: "100%", lastName: `Under_${token}` })
      .returning();
    expect((await listUsers(database.db, viewer, query({ q: `100% under_${token}` }))).items.map((item) => item.id)).toEqual([literal?.id]);
  });

  it("filters by role and status and pages through the results", async () => {
    const token = randomUUID().slice(0, 8);
    const rows = await family(token, ["Customer", "Cleaner", "Customer", "Customer", "Moderator"]);
    await database.db.update(users).set({ status: "blocked", blockedReason: "Test" }).where(eq(users.id, rows[3]?.id ?? ""));

    const customers = await listUsers(database.db, viewer, query({ q: token, role: "Customer" }));
    expect(customers.items.map((item) => item.id)).toEqual([rows[3]?.id, rows[2]?.id, rows[0]?.id]);
    const blocked = await listUsers(database.db, viewer, query({ q: token, status: "blocked" }));
    expect(blocked.items.map((item) => item.id)).toEqual([rows[3]?.id]);
    expect(blocked.items[0]).toMatchObject({ status: "blocked", blockedReason: "Test" });

    const page2 = await listUsers(database.db, viewer, query({ q: token, page: 2, pageSize: 2 }));
    expect(page2).toMatchObject({ total: 5, page: 2, pageSize: 2 });
    expect(page2.items.map((item) => item.id)).toEqual([rows[2]?.id, rows[1]?.id]);
  });

  it("tells the viewer what it may do to each account", async () => {
    const token = randomUUID().slice(0, 8);
    await family(token, ["Customer", "Moderator"]);
    const page = await listUsers(database.db, viewer, query({ q: token }));
    const [moderator, customer] = page.items;
    expect(customer?.allowedActions).toEqual({ block: true, unblock: false, forceLogout: true, changeRoleTo: [] });
    expect(moderator?.allowedActions).toEqual({ block: false, unblock: false, forceLogout: false, changeRoleTo: [] });

    const superAdmin = await makeUser(database.db, "SuperAdmin");
    const asSuperAdmin = await listUsers(database.db, superAdmin, query({ q: token }));
    expect(asSuperAdmin.items[1]?.allowedActions.changeRoleTo).toEqual(["Admin", "Moderator", "Cleaner"]);
  });
});

describe("escapeLikePattern", () => {
  it("escapes the wildcards and the escape character", () => {
    expect(escapeLikePattern("50%_off\\")).toBe("50\\%\\_off\\\\");
  });
});

describe("userListQuerySchema", () => {
  it("reads query parameters with defaults, ignoring blank ones", () => {
    expect(userListQuerySchema.parse({ q: "  ana ", role: "", status: "blocked", page: "2" })).toEqual({ q: "ana", status: "blocked", page: 2, pageSize: 20 });
  });

  it.each([
    [{ pageSize: "101" }, "pageSize"],
    [{ pageSize: "0" }, "pageSize"],
    [{ page: "x" }, "page"],
    [{ role: "Owner" }, "role"],
    [{ status: "gone" }, "status"],
  ])("refuses %j", (input, field) => {
    const result = userListQuerySchema.safeParse(input);
    expect(result.error?.issues[0]?.path).toEqual([field]);
  });
});
