/**
 * Block, unblock, force logout and role change (docs/product.md#staff-abilities). Each is one
 * transaction: lock, check, write the account, write the audit row, publish the event. The
 * event goes out through pg_notify inside the transaction, so it is delivered only on commit.
 */
import { eq, sql } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { Database } from "@/lib/platform/db";
import { users, type Role } from "@/lib/platform/db/schema/users";
import { publishUserEvent, type UserEventEnvelope } from "@/lib/platform/events/user-events";
import { writeAudit, type AuditEntryInput } from "@/lib/platform/audit/audit-log";
import { failure, invalidFields } from "@/lib/kernel/failure";
import { actOnUser, STAFF_ACTION_MESSAGES, type StaffActionResult, type StaffActor } from "./act-on-user";
import { forceLogoutEvent, roleChangedEvent, userBlockedEvent, userUnblockedEvent } from "./user-action-events";
import { reasonBodySchema, type BlockBody, type ReasonOptions } from "./user-schemas";
import { STAFF_USER_COLUMNS, type StaffUserRow } from "./user-dto";

export type { StaffActionResult, StaffActor } from "./act-on-user";

/** The audit log's action names for staff actions on accounts. */
export const USER_AUDIT_ACTIONS = {
  block: "user.block",
  unblock: "user.unblock",
  forceLogout: "user.forceLogout",
  changeRole: "user.changeRole",
} as const;

const SUBJECT_TYPE = "user";
const nextSessionVersion = sql`${users.sessionVersion} + 1`;

async function updateUser(tx: Database, id: string, values: PgUpdateSetSource<typeof users>, now: Date): Promise<StaffUserRow> {
  const [row] = await tx
    .update(users)
    .set({ ...values, updatedAt: now })
    .where(eq(users.id, id))
    .returning(STAFF_USER_COLUMNS);
  // The row is locked by this transaction, so it cannot have gone away.
  if (!row) throw new Error(`user ${id} vanished while locked`);
  return row;
}

/**
 * Records the action on `targetId` in the audit log and hands its notice to the hub, both in the
 * action's transaction, at the action's one moment (docs/architecture.md, "Time is an input").
 */
async function auditAndAnnounce(
  tx: Database,
  by: { id: string },
  targetId: string,
  entry: Pick<AuditEntryInput, "action" | "reason" | "details">,
  event: UserEventEnvelope,
  now: Date,
): Promise<void> {
  await writeAudit(tx, { actorId: by.id, subjectType: SUBJECT_TYPE, subjectId: targetId, ...entry, at: now });
  await publishUserEvent(tx, event);
}


/** Runs an action with the optional reason staff gave, or refuses a bad one as invalid before anything is locked. */
async function withReason(options: ReasonOptions, act: (reason: string | undefined) => Promise<StaffActionResult>): Promise<StaffActionResult> {
  const parsed = reasonBodySchema.safeParse(options);
  if (!parsed.success) return invalidFields(parsed.error);
  return act(parsed.data.reason);
}

/**
 * Blocks an account with a reason. With `endSessions` its sessions end at once; without, the
 * open session stays, read-only. Blocking a blocked account replaces the reason (and may end the
 * sessions it kept); it is audited and announced again. The body is the one the route parsed with
 * blockBodySchema (the reason checked and trimmed, endSessions true unless said otherwise).
 */
export async function blockUser(db: Database, actor: StaffActor, targetId: string, { reason, endSessions }: BlockBody, now = new Date()): Promise<StaffActionResult> {
  return actOnUser(db, actor, targetId, "block", undefined, async ({ tx, actor: by, target }) => {
    const wasBlocked = target.status === "blocked";
    const row = await updateUser(tx, target.id, {
      status: "blocked",
      blockedReason: reason,
      // A changed reason does not move the moment the block began.
      blockedAt: wasBlocked ? (target.blockedAt ?? now) : now,
      ...(endSessions ? { sessionVersion: nextSessionVersion } : {}),
    }, now);
    const details = { endSessions, wasBlocked, ...(wasBlocked ? { previousReason: target.blockedReason } : {}) };
    await auditAndAnnounce(tx, by, target.id, { action: USER_AUDIT_ACTIONS.block, reason, details }, userBlockedEvent(target.id, endSessions, now), now);
    return row;
  });
}

/** Lifts a block. Sessions a block kept go on; the user is told with a notice. */
export async function unblockUser(db: Database, actor: StaffActor, targetId: string, options: ReasonOptions = {}, now = new Date()): Promise<StaffActionResult> {
  return withReason(options, (reason) =>
    actOnUser(db, actor, targetId, "unblock", undefined, async ({ tx, actor: by, target }) => {
      if (target.status === "active") return failure("conflict", STAFF_ACTION_MESSAGES.alreadyActive);
      const row = await updateUser(tx, target.id, { status: "active", blockedReason: null, blockedAt: null }, now);
      await auditAndAnnounce(tx, by, target.id, { action: USER_AUDIT_ACTIONS.unblock, reason, details: { previousReason: target.blockedReason } }, userUnblockedEvent(target.id, now), now);
      return row;
    }),
  );
}

/** Ends every session of an account at once; the account itself stays as it is. */
export async function forceLogout(db: Database, actor: StaffActor, targetId: string, options: ReasonOptions = {}, now = new Date()): Promise<StaffActionResult> {
  return withReason(options, (reason) =>
    actOnUser(db, actor, targetId, "forceLogout", undefined, async ({ tx, actor: by, target }) => {
      const row = await updateUser(tx, target.id, { sessionVersion: nextSessionVersion }, now);
      await auditAndAnnounce(tx, by, target.id, { action: USER_AUDIT_ACTIONS.forceLogout, reason }, forceLogoutEvent(target.id, reason, now), now);
      return row;
    }),
  );
}

/** Gives an account a new role and ends its sessions, so the new permissions apply at next sign-in. */
export async function changeRole(
  db: Database,
  actor: StaffActor,
  targetId: string,
  newRole: Role,
  options: ReasonOptions = {},
  now = new Date(),
): Promise<StaffActionResult> {
  // The policy refuses SuperAdmin and anything out of the actor's reach, against current roles.
  return withReason(options, (reason) =>
    actOnUser(db, actor, targetId, "changeRole", newRole, async ({ tx, actor: by, target }) => {
      if (target.role === newRole) return failure("conflict", STAFF_ACTION_MESSAGES.sameRole(newRole));
      const row = await updateUser(tx, target.id, { role: newRole, sessionVersion: nextSessionVersion }, now);
      await auditAndAnnounce(tx, by, target.id, { action: USER_AUDIT_ACTIONS.changeRole, reason, details: { from: target.role, to: newRole } }, roleChangedEvent(target.id, newRole, now), now);
      return row;
    }),
  );
}
