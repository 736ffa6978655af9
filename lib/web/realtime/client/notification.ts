/**
 * Client notifications (docs/product.md#real-time-notices) and what each one means for the session
 * (section 4). Pure and free of dependencies: the modal and the provider use it in the main
 * bundle.
 */

export const NOTIFICATION_TYPES = ["blocked", "unblocked", "roleChanged", "forceLogout"] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export interface ClientNotification {
  message: string;
  /** ISO 8601; the event's own timestamp when it has a valid one, else the time it arrived. */
  timestamp: string;
  /** A string so that a notification of a kind this build does not know still shows. */
  type: NotificationType | (string & {});
  /** The raw event payload (an empty object when the payload was not an object). */
  data: Readonly<Record<string, unknown>>;
}

/** docs/product.md#real-time-notices: shown when an event carries no message of its own. */
export const DEFAULT_MESSAGES = {
  blocked: "Your account has been blocked by an administrator.",
  unblocked: "Your account has been unblocked.",
  roleChanged: (role: string) => `Your role has been updated to ${role}. Please log in again to access your new permissions.`,
  forceLogout: "Your session has been terminated.",
} as const;

const TITLES: Record<NotificationType, string> = {
  blocked: "Account Blocked",
  unblocked: "Account Unblocked",
  roleChanged: "Role Updated",
  forceLogout: "Session Terminated",
};

export function isNotificationType(type: string): type is NotificationType {
  return (NOTIFICATION_TYPES as readonly string[]).includes(type);
}

/** The modal's title (docs/product.md#real-time-notices); anything unknown is a plain "Notification". */
export function notificationTitle(type: string): string {
  return isNotificationType(type) ? TITLES[type] : "Notification";
}

/** docs/product.md#timings-and-limits: how long the modal stays before the logout. */
export const LOGOUT_DELAYS_MS = { blocked: 3_000, roleChanged: 4_000, forceLogout: 2_000 } as const;

export type SessionEffect =
  /**
   * Sign out after the delay: the server has ended (or is about to end) the session. A
   * `loginNotice` is carried on to /login, which says why (a password changed elsewhere).
   */
  | { kind: "logout"; afterMs: number; loginNotice?: "password-changed" }
  /** Re-read the session: it goes on, but its state (blocked or not) changed. */
  | { kind: "refresh" }
  | { kind: "none" };

export function sessionEffectOf(notification: ClientNotification): SessionEffect {
  switch (notification.type) {
    case "blocked":
      // Only an explicit false keeps the session (read-only); a missing flag logs out.
      return notification.data.shouldLogout === false ? { kind: "refresh" } : { kind: "logout", afterMs: LOGOUT_DELAYS_MS.blocked };
    case "roleChanged":
      return { kind: "logout", afterMs: LOGOUT_DELAYS_MS.roleChanged };
    case "forceLogout":
      return notification.data.code === "password-changed"
        ? { kind: "logout", afterMs: LOGOUT_DELAYS_MS.forceLogout, loginNotice: "password-changed" }
        : { kind: "logout", afterMs: LOGOUT_DELAYS_MS.forceLogout };
    case "unblocked":
      return { kind: "refresh" };
    default:
      return { kind: "none" };
  }
}
