/**
 * The real-time events of staff actions, with the default messages of docs/product.md#real-time-notices. The
 * envelope also says whether the hub should close the user's connections after delivery.
 */
import type { Role } from "@/lib/platform/db/schema/users";
import type { UserEventEnvelope } from "@/lib/platform/events/user-events";

export const STAFF_EVENT_MESSAGES = {
  blocked: "Your account has been blocked by an administrator.",
  /** Sessions kept: the user goes on browsing, so the notice says what they can still do. */
  blockedReadOnly:
    "Your account has been blocked by an administrator. You stay signed in, but the account is read-only for now: you can browse and see your orders, but not book, change, cancel or buy.",
  unblocked: "Your account has been unblocked.",
  roleChanged: (role: Role) => `Your role has been updated to ${role}. Please log in again to access your new permissions.`,
  forceLogout: "Your session has been terminated.",
} as const;

export function userBlockedEvent(userId: string, endSessions: boolean, at: Date): UserEventEnvelope {
  return {
    userId,
    event: { target: "UserBlocked", payload: { message: endSessions ? STAFF_EVENT_MESSAGES.blocked : STAFF_EVENT_MESSAGES.blockedReadOnly, timestamp: at.toISOString(), shouldLogout: endSessions } },
    endsSessions: endSessions,
  };
}

/** A notice only: sessions go on. */
export function userUnblockedEvent(userId: string, at: Date): UserEventEnvelope {
  return {
    userId,
    event: { target: "UserUnblocked", payload: { message: STAFF_EVENT_MESSAGES.unblocked, timestamp: at.toISOString() } },
    endsSessions: false,
  };
}

export function roleChangedEvent(userId: string, newRole: Role, at: Date): UserEventEnvelope {
  return {
    userId,
    event: { target: "RoleChanged", payload: { newRole, message: STAFF_EVENT_MESSAGES.roleChanged(newRole), timestamp: at.toISOString() } },
    endsSessions: true,
  };
}

export function forceLogoutEvent(userId: string, reason: string | undefined, at: Date): UserEventEnvelope {
  return {
    userId,
    event: { target: "ForceLogout", payload: { reason: reason ?? STAFF_EVENT_MESSAGES.forceLogout, timestamp: at.toISOString() } },
    endsSessions: true,
  };
}
