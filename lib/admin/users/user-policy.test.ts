import { ROLES, type Role } from "@/lib/platform/db/schema/users";
import { canActOnUser, POLICY_REASONS, visibleUserActions, type UserAction } from "./user-policy";

/**
 * The staff table of docs/product.md#staff-abilities written out by hand, independent of how policy.ts computes it.
 * Block, unblock and force logout share one row each ("the same on a ...").
 */
const REACH: Record<Role, readonly Role[]> = {
  Customer: [],
  Cleaner: [],
  Moderator: ["Customer", "Cleaner"],
  Admin: ["Customer", "Cleaner", "Moderator"],
  SuperAdmin: ["Customer", "Cleaner", "Moderator", "Admin"],
};

/** actor → target's current role → the new roles it may set (same-role cells included; see policy.ts). */
const ROLE_CHANGES: Record<Role, Partial<Record<Role, readonly Role[]>>> = {
  Customer: {},
  Cleaner: {},
  Moderator: {},
  Admin: {
    Customer: ["Customer", "Cleaner", "Moderator"],
    Cleaner: ["Customer", "Cleaner", "Moderator"],
    Moderator: ["Customer", "Cleaner", "Moderator"],
  },
  SuperAdmin: {
    Customer: ["Customer", "Cleaner", "Moderator", "Admin"],
    Cleaner: ["Customer", "Cleaner", "Moderator", "Admin"],
    Moderator: ["Customer", "Cleaner", "Moderator", "Admin"],
    Admin: ["Customer", "Cleaner", "Moderator", "Admin"],
  },
};

const ACTOR_ID = "00000000-0000-4000-8000-000000000001";
const TARGET_ID = "00000000-0000-4000-8000-000000000002";
const actorAs = (role: Role) => ({ id: ACTOR_ID, role });
const targetAs = (role: Role) => ({ id: TARGET_ID, role });
const STATUS_ACTIONS = ["block", "unblock", "forceLogout"] as const satisfies readonly UserAction[];

const statusCells = ROLES.flatMap((actor) =>
  STATUS_ACTIONS.flatMap((action) => ROLES.map((target) => ({ actor, action, target, allowed: REACH[actor].includes(target) }))),
);

const roleCells = ROLES.flatMap((actor) =>
  ROLES.flatMap((target) =>
    ROLES.map((newRole) => ({ actor, target, newRole, allowed: ROLE_CHANGES[actor][target]?.includes(newRole) ?? false })),
  ),
);

describe("canActOnUser: block, unblock and force logout", () => {
  it("covers every actor, action and target role", () => {
    expect(statusCells).toHaveLength(5 * 3 * 5);
  });

  it.each(statusCells)("$actor → $action → $target: allowed $allowed", ({ actor, action, target, allowed }) => {
    const decision = canActOnUser(actorAs(actor), action, targetAs(target));
    expect(decision.allowed).toBe(allowed);
    if (!decision.allowed) expect(decision.reason.length).toBeGreaterThan(10);
  });
});

describe("canActOnUser: role changes", () => {
  it("covers every actor, target role and new role", () => {
    expect(roleCells).toHaveLength(5 * 5 * 5);
  });

  it.each(roleCells)("$actor → $target becomes $newRole: allowed $allowed", ({ actor, target, newRole, allowed }) => {
    const decision = canActOnUser(actorAs(actor), "changeRole", targetAs(target), newRole);
    expect(decision.allowed).toBe(allowed);
    if (!decision.allowed) expect(decision.reason.length).toBeGreaterThan(10);
  });

  it.each(ROLES)("refuses a role change without a new role (actor %s)", (actor) => {
    expect(canActOnUser(actorAs(actor), "changeRole", targetAs("Customer")).allowed).toBe(false);
  });
});

describe("canActOnUser: reasons", () => {
  const allActions = [...STATUS_ACTIONS, "changeRole"] as const;

  it.each(ROLES.flatMap((role) => allActions.map((action) => ({ role, action }))))(
    "refuses a $role acting ($action) on their own account",
    ({ role, action }) => {
      const self = { id: ACTOR_ID, role };
      const decision = canActOnUser(self, action, self, "Customer");
      expect(decision).toEqual({
        allowed: false,
        reason: role === "Customer" || role === "Cleaner" ? POLICY_REASONS.notStaff : POLICY_REASONS.self,
      });
    },
  );

  it.each(["Moderator", "Admin", "SuperAdmin"] as const)("refuses every action of a %s on a SuperAdmin", (actor) => {
    for (const action of allActions) {
      expect(canActOnUser(actorAs(actor), action, targetAs("SuperAdmin"), "Customer")).toEqual({
        allowed: false,
        reason: POLICY_REASONS.superAdminTarget,
      });
    }
  });

  it.each(["Moderator", "Admin", "SuperAdmin"] as const)("never lets a %s make anyone SuperAdmin", (actor) => {
    expect(canActOnUser(actorAs(actor), "changeRole", targetAs("Customer"), "SuperAdmin")).toEqual({
      allowed: false,
      reason: POLICY_REASONS.makeSuperAdmin,
    });
  });

  it("tells a Moderator that role changes are for Admins", () => {
    expect(canActOnUser(actorAs("Moderator"), "changeRole", targetAs("Customer"), "Cleaner")).toEqual({
      allowed: false,
      reason: POLICY_REASONS.moderatorRoleChange,
    });
  });

  it("tells an Admin that the Admin role is the SuperAdmin's, in both directions", () => {
    const refusal = { allowed: false, reason: POLICY_REASONS.adminRoleChange };
    expect(canActOnUser(actorAs("Admin"), "changeRole", targetAs("Customer"), "Admin")).toEqual(refusal);
    expect(canActOnUser(actorAs("Admin"), "changeRole", targetAs("Admin"), "Customer")).toEqual(refusal);
  });

  it("says who a Moderator may act on when refused", () => {
    const decision = canActOnUser(actorAs("Moderator"), "block", targetAs("Moderator"));
    expect(decision).toEqual({ allowed: false, reason: expect.stringContaining("Customers and Cleaners only") });
  });

  it("refuses Customers and Cleaners everything with the generic permission message", () => {
    for (const actor of ["Customer", "Cleaner"] as const) {
      expect(canActOnUser(actorAs(actor), "block", targetAs("Customer"))).toEqual({ allowed: false, reason: POLICY_REASONS.notStaff });
    }
  });
});

describe("visibleUserActions", () => {
  it.each(ROLES.flatMap((actor) => ROLES.map((target) => ({ actor, target }))))(
    "$actor looking at the account of a $target sees exactly the allowed controls",
    ({ actor, target }) => {
      const visible = visibleUserActions(actorAs(actor), { ...targetAs(target), status: "blocked" });
      const reach = REACH[actor].includes(target);
      expect(visible).toEqual({
        block: reach,
        unblock: reach,
        forceLogout: reach,
        // In ROLES order, the order the UI lists them in.
        changeRoleTo: ROLES.filter((role) => role !== target && (ROLE_CHANGES[actor][target] ?? []).includes(role)),
      });
    },
  );

  it("hides unblock for an active account and keeps block to change a blocked one's reason", () => {
    expect(visibleUserActions(actorAs("Admin"), { ...targetAs("Customer"), status: "active" })).toMatchObject({ block: true, unblock: false });
    expect(visibleUserActions(actorAs("Admin"), { ...targetAs("Customer"), status: "blocked" })).toMatchObject({ block: true, unblock: true });
  });

  it("shows nothing on one's own account", () => {
    const self = { id: ACTOR_ID, role: "SuperAdmin" as const, status: "active" as const };
    expect(visibleUserActions(self, self)).toEqual({ block: false, unblock: false, forceLogout: false, changeRoleTo: [] });
  });
});
