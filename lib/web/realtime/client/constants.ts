/**
 * The client's numbers (docs/product.md#timings-and-limits). Kept apart from the connection module so that the
 * main bundle can read them without pulling in @microsoft/signalr.
 */

/** Same origin as the page: the browser sends the session cookie with it. */
export const HUB_URL = "/userManagementHub";

/** withAutomaticReconnect delays: 0, 2, 5, 10, 30 s, then the connection closes. */
export const RECONNECT_DELAYS_MS: readonly number[] = Object.freeze([0, 2_000, 5_000, 10_000, 30_000]);

/** A failed start (or a connection that closed for good) is retried after this, while signed in. */
export const CONNECT_RETRY_MS = 5_000;

/** Events reach subscribers only this long after the first successful start. */
export const SUBSCRIBE_DELAY_MS = 100;

/** Session user changes settle for this long before the connection follows them. */
export const USER_CHANGE_DEBOUNCE_MS = 300;

/** Server-to-client events of docs/product.md#real-time-notices, by hub target name. */
export const USER_EVENT_TARGETS = ["UserBlocked", "UserUnblocked", "RoleChanged", "ForceLogout"] as const;
export type UserEventTarget = (typeof USER_EVENT_TARGETS)[number];

/** Live order events (docs/realtime.md): one target, the payload's `audience` says which view. */
export const ORDER_UPDATED_TARGET = "OrderUpdated";
