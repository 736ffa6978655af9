/**
 * The frame every staff action on an account runs in: one transaction that re-reads the actor,
 * locks the target row, asks the policy about the roles as they are NOW, and only then lets the
 * action write. Two staff members acting on one account at once are serialised by the lock,
 * and a refused action has written nothing.
 */
import { eq } from "drizzle-orm";
import type { Database } from "@/lib/platform/db";
import { users, type Role } from "@/lib/platform/db/schema/users";
import { failure, type Failure } from "@/lib/kernel/failure";
import { canActOnUser, type PolicySubject, type UserAction } from "./user-policy";
import { userIdSchema } from "./user-schemas";
import { STAFF_USER_COLUMNS, toUserListItem, type StaffUserRow, type UserListItem } from "./user-dto";

/** The staff member acting; a SessionUser fits. Their role is re-read, not trusted. */
export interface StaffActor {
  id: string;
  role: Role;
}

export type StaffActionResult = { ok: true; user: UserListItem } | Failure;

export const STAFF_ACTION_MESSAGES = {
  notFound: "We couldn't find that user.",
  actorUnknown: "You do not have permission to do that.",
  actorBlocked: "Your account is blocked, so it is read-only for now: staff actions are not available.",
  alreadyActive: "This account is already active.",
  sameRole: (role: Role) => `This account already has the role ${role}.`,
} as const;

export interface LockedTarget {
  tx: Database;
  /** The actor with their current role. */
  actor: PolicySubject;
  /** The target as locked, before the action. */
  target: StaffUserRow;
}

/**
 * Runs `apply` with the target locked and the action allowed. `apply` must check before it
 * writes: a failure it returns is answered as is, and the transaction commits what it wrote.
 */
export async function actOnUser(
  db: Database,
  actor: StaffActor,
  targetId: string,
  action: UserAction,
  newRole: Role | undefined,
  apply: (locked: LockedTarget) => Promise<StaffUserRow | Failure>,
): Promise<StaffActionResult> {
  if (!userIdSchema.safeParse(targetId).success) return failure("not-found", STAFF_ACTION_MESSAGES.notFound);
  return db.transaction(async (tx): Promise<StaffActionResult> => {
    // Read without a lock: locking the actor too could deadlock two staff acting on each other.
    const [current] = await tx.select({ role: users.role, status: users.status }).from(users).where(eq(users.id, actor.id)).limit(1);
    if (!current) return failure("forbidden", STAFF_ACTION_MESSAGES.actorUnknown);
    if (current.status === "blocked") return failure("forbidden", STAFF_ACTION_MESSAGES.actorBlocked);
    const [target] = await tx.select(STAFF_USER_COLUMNS).from(users).where(eq(users.id, targetId)).for("update");
    if (!target) return failure("not-found", STAFF_ACTION_MESSAGES.notFound);

    const actorNow: PolicySubject = { id: actor.id, role: current.role };
    const decision = canActOnUser(actorNow, action, target, newRole);
    if (!decision.allowed) return failure("forbidden", decision.reason);

    const outcome = await apply({ tx, actor: actorNow, target });
    if ("ok" in outcome) return outcome;
    return { ok: true, user: toUserListItem(outcome, actorNow) };
  });
}
