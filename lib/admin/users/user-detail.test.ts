import { ROLES, type Role } from "@/lib/platform/db/schema/users";
import { testDrivers } from "@/lib/startup/testing/database";
import { useTestDatabase } from "@/lib/startup/testing/use-test-database";
import { blockUser } from "./user-actions";
import { bookOrder, makeAccount, nyTime } from "../test-support";
import { assignCleanerAsStaff } from "../orders/order-actions";
import { getUserForStaff } from "./user-detail";

type Staff = "Moderator" | "Admin" | "SuperAdmin";

/**
 * The rows on accounts of docs/product.md#staff-abilities as the user page offers them (the controls come from
 * lib/admin/users/user-policy.ts; the server refuses the rest again, as e2e/staff-actions.spec.ts shows).
 */
const REACH: Record<Staff, readonly Role[]> = {
  Moderator: ["Customer", "Cleaner"],
  Admin: ["Customer", "Cleaner", "Moderator"],
  SuperAdmin: ["Customer", "Cleaner", "Moderator", "Admin"],
};
const ROLE_CHOICES: Record<Staff, Partial<Record<Role, readonly Role[]>>> = {
  Moderator: {},
  Admin: { Customer: ["Moderator", "Cleaner"], Cleaner: ["Moderator", "Customer"], Moderator: ["Cleaner", "Customer"] },
  SuperAdmin: {
    Customer: ["Admin", "Moderator", "Cleaner"],
    Cleaner: ["Admin", "Moderator", "Customer"],
    Moderator: ["Admin", "Cleaner", "Customer"],
    Admin: ["Moderator", "Cleaner", "Customer"],
  },
};

describe.each(testDrivers())("a user's page for staff on %s", (driver) => {
  const { db } = useTestDatabase(driver);

  const cells = (["Moderator", "Admin", "SuperAdmin"] as const).flatMap((staff) => ROLES.map((target) => [staff, target] as const));

  it.each(cells)("a %s sees the allowed controls for a %s", async (staffRole, targetRole) => {
    const staff = await makeAccount(db, staffRole);
    const target = await makeAccount(db, targetRole);
    const detail = await getUserForStaff(db, staff, target.id);
    const reach = REACH[staffRole].includes(targetRole);
    expect(detail?.user.allowedActions).toEqual({
      block: reach,
      // Unblock shows only for a blocked account.
      unblock: false,
      forceLogout: reach,
      changeRoleTo: [...(ROLE_CHOICES[staffRole][targetRole] ?? [])].sort((a, b) => ROLES.indexOf(a) - ROLES.indexOf(b)),
    });
  });

  it.each(["Moderator", "Admin", "SuperAdmin"] as const)("a %s gets no controls on their own account", async (role) => {
    const staff = await makeAccount(db, role);
    const detail = await getUserForStaff(db, staff, staff.id);
    expect(detail?.user.allowedActions).toEqual({ block: false, unblock: false, forceLogout: false, changeRoleTo: [] });
  });

  it("offers unblock for a blocked account within reach", async () => {
    const moderator = await makeAccount(db, "Moderator");
    const admin = await makeAccount(db, "Admin");
    const customer = await makeAccount(db, "Customer");
    await blockUser(db, admin, customer.id, { reason: "Chargeback fraud", endSessions: true });
    expect((await getUserForStaff(db, moderator, customer.id))?.user).toMatchObject({ status: "blocked", blockedReason: "Chargeback fraud", allowedActions: { unblock: true } });
  });

  it("shows orders and jobs, and the audit history only to roles that read the log", async () => {
    const moderator = await makeAccount(db, "Moderator");
    const admin = await makeAccount(db, "Admin");
    const customer = await makeAccount(db, "Customer");
    const cleaner = await makeAccount(db, "Cleaner");
    const orderId = await bookOrder(db, customer.id, nyTime("2026-03-18", 10));
    await assignCleanerAsStaff(db, admin, orderId, { cleanerId: cleaner.id });
    await blockUser(db, admin, customer.id, { reason: "Abusive calls to the office", endSessions: false });

    const forAdmin = await getUserForStaff(db, admin, customer.id);
    expect(forAdmin?.orders).toMatchObject({ total: 1, items: [{ id: orderId }] });
    expect(forAdmin?.jobs).toBeNull();
    expect(forAdmin?.auditOn?.items.map((entry) => [entry.action, entry.reason])).toEqual([["user.block", "Abusive calls to the office"]]);
    expect(forAdmin?.auditBy).toBeNull();

    const forModerator = await getUserForStaff(db, moderator, customer.id);
    expect(forModerator?.auditOn).toBeNull();
    expect(forModerator?.orders.total).toBe(1);

    expect((await getUserForStaff(db, admin, cleaner.id))?.jobs).toMatchObject({ total: 1, items: [{ id: orderId }] });
    const staffPage = await getUserForStaff(db, admin, admin.id);
    expect(staffPage?.auditBy?.items.map((entry) => entry.action)).toEqual(["user.block", "order.assign"]);
    expect(await getUserForStaff(db, admin, "nope")).toBeNull();
  });
});
