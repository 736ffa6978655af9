/**
 * The order half of the fan-out between processes (docs/realtime.md): every process LISTENs on
 * the order-events channel and hands each envelope's views to its own hub, which routes them to
 * this host's connections: each user's view to that user, the staff view to staff connections.
 * Visibility was decided by the publisher; this only routes.
 */
import type { DatabaseHandle } from "@/lib/platform/db";
import { ORDER_EVENTS_CHANNEL, ORDER_UPDATED_TARGET, orderEventEnvelopeSchema, type OrderEventEnvelope } from "@/lib/platform/events/order-events";
import type { Logger } from "@/lib/platform/log/logger";
import { listenToChannel, type ChannelListener } from "./channel-listener";
import type { UserManagementHub } from "./index";

/** Listening on the order-events channel until stopped. */
export type OrderEventBus = ChannelListener;

export type OrderEventHub = Pick<UserManagementHub, "sendToUser" | "sendToStaff">;

export interface OrderEventBusOptions {
  handle: Pick<DatabaseHandle, "listen">;
  hub: OrderEventHub;
  logger: Logger;
}

/** Routes one envelope's views to this host's connections; returns how many connections took one. */
export function deliverOrderEnvelope(envelope: OrderEventEnvelope, hub: OrderEventHub, logger: Logger): number {
  let delivered = 0;
  for (const { userId, payload } of envelope.toUsers) {
    try {
      delivered += hub.sendToUser(userId, ORDER_UPDATED_TARGET, [payload]);
    } catch (error) {
      logger.error({ err: error, userId, orderId: envelope.orderId }, "could not deliver an order event");
    }
  }
  try {
    delivered += hub.sendToStaff(ORDER_UPDATED_TARGET, [envelope.toStaff]);
  } catch (error) {
    logger.error({ err: error, orderId: envelope.orderId }, "could not deliver an order event to staff");
  }
  logger.debug({ orderId: envelope.orderId, change: envelope.toStaff.change, delivered }, "order event delivered");
  return delivered;
}

/** Subscribes before resolving, so nothing published after start-up is missed. */
export function startOrderEventBus(options: OrderEventBusOptions): Promise<OrderEventBus> {
  const { hub, logger } = options;
  return listenToChannel({
    handle: options.handle,
    logger,
    words: { channel: ORDER_EVENTS_CHANNEL, noun: "order" },
    schema: orderEventEnvelopeSchema,
    deliver: (envelope) => deliverOrderEnvelope(envelope, hub, logger),
  });
}
