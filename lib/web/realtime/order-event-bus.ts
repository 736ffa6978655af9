/**
 * The order half of the fan-out between processes (docs/realtime.md): every process LISTENs on
 * the order-events channel and hands each envelope's views to its own hub, which routes them to
 * this host's connections: each user's view to that user, the staff view to staff connections.
 * Visibility was decided by the publisher; this only routes.
 */
import type { DatabaseHandle } from "@/lib/platform/db";
import { ORDER_EVENTS_CHANNEL, ORDER_UPDATED_TARGET, orderEventEnvelopeSchema, type OrderEventEnvelope } from "@/lib/platform/events/order-events";
import type { Logger } from "@/lib/platform/log/logger";
import { getMetrics } from "@/lib/platform/metrics/registry";
import type { UserEventBus } from "./event-bus";
import type { UserManagementHub } from "./index";

/** Same life cycle as the user-events bus: listening until stopped. */
export type OrderEventBus = UserEventBus;

export type OrderEventHub = Pick<UserManagementHub, "sendToUser" | "sendToStaff">;

export interface OrderEventBusOptions {
  handle: Pick<DatabaseHandle, "listen">;
  hub: OrderEventHub;
  logger: Logger;
}

/** Parses one notification payload; null (and a log line naming fields, never values) otherwise. */
export function parseOrderEnvelope(payload: string, logger: Logger): OrderEventEnvelope | null {
  let json: unknown;
  try {
    json = JSON.parse(payload);
  } catch {
    logger.warn({ channel: ORDER_EVENTS_CHANNEL, bytes: payload.length }, "ignored an order event that is not JSON");
    return null;
  }
  const parsed = orderEventEnvelopeSchema.safeParse(json);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => `${issue.path.join(".") || "(root)"}: ${issue.code}`);
    logger.warn({ channel: ORDER_EVENTS_CHANNEL, issues }, "ignored a malformed order event");
    return null;
  }
  return parsed.data;
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
export async function startOrderEventBus(options: OrderEventBusOptions): Promise<OrderEventBus> {
  const { hub, logger } = options;
  let stopped = false;
  const unlisten = await options.handle.listen(ORDER_EVENTS_CHANNEL, (payload) => {
    if (stopped) return;
    // A notification handler must never throw: it runs inside the database driver.
    try {
      const envelope = parseOrderEnvelope(payload, logger);
      if (envelope === null) return;
      if (envelope.publishedAt !== undefined) getMetrics().eventBusLag.observe(Math.max(0, Date.now() - envelope.publishedAt) / 1000);
      deliverOrderEnvelope(envelope, hub, logger);
    } catch (error) {
      logger.error({ err: error }, "order event handling failed");
    }
  });
  let stopping: Promise<void> | null = null;
  return {
    isListening: () => !stopped,
    stop() {
      stopped = true;
      stopping ??= unlisten().catch((error: unknown) => logger.warn({ err: error }, "could not end the order-events subscription"));
      return stopping;
    },
  };
}
