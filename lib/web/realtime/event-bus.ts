/**
 * The fan-out between processes: every process LISTENs on the user-events channel and hands
 * each event to its own hub, which delivers it to that user's connections on this host.
 * Route handlers never reach the hub; they publish with pg_notify (lib/platform/events/user-events.ts).
 */
import { can } from "@/lib/kernel/enums/abilities";
import type { DatabaseHandle } from "@/lib/platform/db";
import { USER_EVENTS_CHANNEL, userEventEnvelopeSchema, type UserEventEnvelope } from "@/lib/platform/events/user-events";
import type { Logger } from "@/lib/platform/log/logger";
import { listenToChannel, type ChannelListener } from "./channel-listener";
import type { UserManagementHub } from "./index";

/**
 * After an event that ends the user's sessions, their connections are closed this much later:
 * the event must reach the client (and be shown) before the Close, and the client logs out
 * 2 to 4 s after it anyway. The Close stops the client from reconnecting with a dead session.
 */
export const SESSION_END_CLOSE_DELAY_MS = 1_500;

/** What the client reports when its connection is closed for this reason. */
export const SESSION_ENDED_CLOSE_ERROR = "Your session has ended.";

export type EventBusHub = Pick<UserManagementHub, "sendToUser" | "closeUserConnections"> & Partial<Pick<UserManagementHub, "setUserStaff">>;

export interface UserEventBusOptions {
  handle: Pick<DatabaseHandle, "listen">;
  hub: EventBusHub;
  logger: Logger;
  closeDelayMs?: number;
}

/** Listening on the user-events channel until stopped. */
export type UserEventBus = ChannelListener;

/** Delivers one envelope to this host's connections of the user, then closes them if asked. */
export function deliverEnvelope(envelope: UserEventEnvelope, hub: EventBusHub, logger: Logger, closeDelayMs = SESSION_END_CLOSE_DELAY_MS): void {
  const { userId, event, endsSessions } = envelope;
  const sessions = { only: envelope.sessionId, except: envelope.exceptSessionId };
  let delivered = 0;
  try {
    delivered = hub.sendToUser(userId, event.target, [event.payload], sessions);
  } catch (error) {
    logger.error({ err: error, userId, target: event.target }, "could not deliver a user event");
  }
  logger.debug({ userId, target: event.target, delivered, endsSessions }, "user event delivered");
  // Staff order events follow the account: a new role or a block takes effect on open connections.
  if (event.target === "RoleChanged") hub.setUserStaff?.(userId, can(event.payload.newRole, "adminPanel.open"));
  if (event.target === "UserBlocked") hub.setUserStaff?.(userId, false);
  // Even with nothing delivered here: a connection may be negotiating at this very moment.
  if (endsSessions) hub.closeUserConnections(userId, { afterMs: closeDelayMs, error: SESSION_ENDED_CLOSE_ERROR, sessions });
}

/** Subscribes before resolving, so nothing published after start-up is missed. */
export function startUserEventBus(options: UserEventBusOptions): Promise<UserEventBus> {
  const { hub, logger } = options;
  const closeDelayMs = options.closeDelayMs ?? SESSION_END_CLOSE_DELAY_MS;
  return listenToChannel({
    handle: options.handle,
    logger,
    words: { channel: USER_EVENTS_CHANNEL, noun: "user" },
    schema: userEventEnvelopeSchema,
    deliver: (envelope) => deliverEnvelope(envelope, hub, logger, closeDelayMs),
  });
}
