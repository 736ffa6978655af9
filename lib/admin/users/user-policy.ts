/**
 * Who may do what to whose account: the rows of docs/product.md#staff-abilities about accounts, as
 * one pure function. Who may act on accounts at all is the one table's "users.manage"
 * (lib/kernel/enums/abilities.ts); the rules about the target live here. Route handlers and the
 * admin UI both ask it, so the rules live in exactly one place.
 */
import { can } from "@/lib/kernel/enums/abilities";
import { ROLES, type Role } from "@/lib/platform/db/schema/users";

export const USER_ACTIONS = ["block", "unblock", "forceLogout", "changeRole"] as const;
export type UserAction = (typeof USER_ACTIONS)[number];

/** The roles a role change may set; SuperAdmin is never given through the product. */
export const ASSIGNABLE_ROLES = ["Customer", "Cleaner", "Moderator", "Admin"] as const satisfies readonly Role[];

export interface PolicySubject {
  id: string;
  role: Role;
}

export type PolicyDecision = { allowed: true } | { allowed: false; reason: string };

export const POLICY_REASONS = {
  notStaff: "You do not have permission to do that.",
  self: "You cannot do this to your own account.",
  superAdminTarget: "Nobody can act on a SuperAdmin account.",
  makeSuperAdmin: "Nobody can be made a SuperAdmin.",
  newRoleMissing: "Choose the new role.",
  moderatorRoleChange: "Only Admins and SuperAdmins can change roles.",
  adminRoleChange: "Only a SuperAdmin can make or unmake an Admin.",
  outranked: (actor: Role, target: Role) =>
    [`${withArticle(actor, "A")} cannot block, unblock or log out ${withArticle(target, "a")}.`, reachOf(actor)].filter(Boolean).join(" "),
} as const;

/**
 * How far up an actor reaches for block, unblock and force logout: strictly below their own
 * rank. Customers and Cleaners share the bottom rank, so a Moderator reaches both of them.
 */
const RANK: Record<Role, number> = { Customer: 0, Cleaner: 0, Moderator: 1, Admin: 2, SuperAdmin: 3 };

function withArticle(role: Role, article: "A" | "a"): string {
  return role === "Admin" ? `${article}n ${role}` : `${article} ${role}`;
}

/** Said with a refusal, so staff learn the rule rather than guess it. */
function reachOf(actor: Role): string {
  if (actor === "Moderator") return "Moderators act on Customers and Cleaners only.";
  if (actor === "Admin") return "Admins act on Customers, Cleaners and Moderators only.";
  return "";
}

const allowed: PolicyDecision = { allowed: true };
const refused = (reason: string): PolicyDecision => ({ allowed: false, reason });

export function canActOnUser(actor: PolicySubject, action: UserAction, target: PolicySubject, newRole?: Role): PolicyDecision {
  // Who may act on accounts at all is the table's; the rest are rules about the target.
  if (!can(actor.role, "users.manage")) return refused(POLICY_REASONS.notStaff);
  if (actor.id === target.id) return refused(POLICY_REASONS.self);
  if (target.role === "SuperAdmin") return refused(POLICY_REASONS.superAdminTarget);
  if (action === "changeRole") return canChangeRole(actor.role, target.role, newRole);
  return RANK[actor.role] > RANK[target.role] ? allowed : refused(POLICY_REASONS.outranked(actor.role, target.role));
}

/**
 * Role changes follow their own rows of the table rather than rank: Moderators change no
 * roles, Admins move people among Customer, Cleaner and Moderator, and only a SuperAdmin
 * touches the Admin role in either direction. Setting the role someone already has is
 * allowed here; the action itself answers that it changes nothing.
 */
function canChangeRole(actor: Role, target: Role, newRole: Role | undefined): PolicyDecision {
  if (newRole === undefined) return refused(POLICY_REASONS.newRoleMissing);
  if (newRole === "SuperAdmin") return refused(POLICY_REASONS.makeSuperAdmin);
  if (actor === "Moderator") return refused(POLICY_REASONS.moderatorRoleChange);
  if ((newRole === "Admin" || target === "Admin") && actor !== "SuperAdmin") return refused(POLICY_REASONS.adminRoleChange);
  return allowed;
}

/** What the admin UI shows for one account; the server decides again on every request. */
export interface AllowedUserActions {
  block: boolean;
  unblock: boolean;
  forceLogout: boolean;
  /** The roles this actor may give the target, without the one it already has. */
  changeRoleTo: Role[];
}

/**
 * Controls to show for a target. With a status, "unblock" shows only for a blocked account
 * (unblocking an active one is refused); "block" stays for a blocked one to change the reason.
 */
export function visibleUserActions(actor: PolicySubject, target: PolicySubject & { status?: "active" | "blocked" }): AllowedUserActions {
  const may = (action: UserAction) => canActOnUser(actor, action, target).allowed;
  return {
    block: may("block"),
    unblock: may("unblock") && target.status !== "active",
    forceLogout: may("forceLogout"),
    changeRoleTo: ROLES.filter((role) => role !== target.role && canActOnUser(actor, "changeRole", target, role).allowed),
  };
}
