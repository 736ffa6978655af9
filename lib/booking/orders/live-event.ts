import { and, desc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { orderEvents, orders, users, type OrderEventType } from "@/lib/platform/db/schema";
import { publishOrderEvent, type CleanerOrderEvent, type CustomerOrderEvent, type OrderEventEnvelope, type StaffOrderEvent } from "@/lib/platform/events/order-events";
import { formatOrderNumber } from "../order-number";
import type { Transaction } from "@/lib/platform/db/transaction";
import { actorName, addressLine, CUSTOMER_EVENT_LABELS, isStaffOnlyEvent, staffEventLabel } from "./queries";
import { STATUS_LABELS } from "./status-machine";
import { onTheWayOf } from "./visit-progress";
import { formatPhone } from "@/lib/kernel/phone/phone-display";

/**
 * Turns one timeline entry, just written in the caller's transaction, into the live order event
 * (docs/realtime.md): bumps the order's version, reads the order as it now is, cuts one view per
 * receiver and publishes them with pg_notify in the same transaction, so the event goes out only
 * if the change commits and never describes a change that was rolled back.
 */

export interface LiveChange {
  orderId: string;
  eventId: number;
  type: OrderEventType;
  actorId: string | null;
  note: string | null;
  data: Record<string, unknown>;
  /** The cleaner before this change, when it may have taken the job from them. */
  formerCleanerId?: string | null;
  /** When the entry was written: the order's new version is stamped with it, and the entry shows it. */
  at: Date;
}

/**
 * Notes travel in full on the page; the live event carries their start. PostgreSQL caps one
 * notification at 8,000 bytes and the envelope holds up to three views of the same line.
 */
export const LIVE_NOTE_MAX = 280;

const clip = (note: string | null): string | null => (note === null || note.length <= LIVE_NOTE_MAX ? note : `${note.slice(0, LIVE_NOTE_MAX - 1)}…`);

const customerUser = alias(users, "customer_user");
const cleanerUser = alias(users, "cleaner_user");
const actorUser = alias(users, "actor_user");

export async function publishOrderChange(tx: Transaction, change: LiveChange): Promise<void> {
  // A staff note changes nothing a concurrent action could contradict: it keeps the version.
  if (!isStaffOnlyEvent(change)) {
    await tx
      .update(orders)
      .set({ version: sql`${orders.version} + 1`, updatedAt: change.at })
      .where(eq(orders.id, change.orderId));
  }
  const [row] = await tx
    .select({
      order: orders,
      customer: { firstName: customerUser.firstName, lastName: customerUser.lastName },
      cleaner: { firstName: cleanerUser.firstName, lastName: cleanerUser.lastName },
    })
    .from(orders)
    .innerJoin(customerUser, eq(customerUser.id, orders.customerId))
    .leftJoin(cleanerUser, eq(cleanerUser.id, orders.cleanerId))
    .where(eq(orders.id, change.orderId));
  if (!row) return;
  const [actor] = change.actorId
    ? await tx.select({ firstName: actorUser.firstName, lastName: actorUser.lastName }).from(actorUser).where(eq(actorUser.id, change.actorId))
    : [];
  const [checkedIn] = await tx
    .select({ at: orderEvents.createdAt })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, change.orderId), eq(orderEvents.type, "checked_in")))
    .orderBy(desc(orderEvents.createdAt))
    .limit(1);

  const { order } = row;
  const at = change.at.toISOString();
  const common = {
    orderId: order.id,
    number: formatOrderNumber(order.number),
    status: order.status,
    statusLabel: STATUS_LABELS[order.status],
    startsAt: order.startsAt.toISOString(),
    endsAt: order.endsAt.toISOString(),
    change: change.type,
    version: order.version,
  };
  const onTheWay = onTheWayOf(order);
  const note = clip(change.note);

  const customer: CustomerOrderEvent = {
    audience: "customer",
    ...common,
    cleanerFirstName: row.cleaner?.firstName ?? null,
    onTheWay,
    checkedInAt: checkedIn?.at.toISOString() ?? null,
    entry: isStaffOnlyEvent(change)
      ? null
      : {
          id: change.eventId,
          type: change.type,
          label: CUSTOMER_EVENT_LABELS[change.type],
          at,
          actorName: actorName(change.actorId, order.customerId, actor?.firstName ?? null, actor?.lastName ?? null),
          note,
        },
  };
  const staff: StaffOrderEvent = {
    audience: "staff",
    ...common,
    serviceName: order.quote.service.name,
    borough: order.borough,
    customerName: `${row.customer.firstName} ${row.customer.lastName}`.trim(),
    cleanerName: row.cleaner ? `${row.cleaner.firstName} ${row.cleaner.lastName}`.trim() : null,
    onTheWay,
    entry: {
      id: change.eventId,
      type: change.type,
      label: staffEventLabel(change),
      at,
      actorName: actor ? `${actor.firstName} ${actor.lastName}`.trim() : "Borough Bright",
      note,
    },
  };
  const toUsers: OrderEventEnvelope["toUsers"] = [{ userId: order.customerId, payload: customer }];
  if (order.cleanerId !== null) {
    const assigned: CleanerOrderEvent = {
      audience: "cleaner",
      assigned: true,
      ...common,
      serviceName: order.quote.service.name,
      address: addressLine(order),
      customerFirstName: row.customer.firstName,
      customerPhone: formatPhone(order.contactPhone),
      onTheWay,
    };
    toUsers.push({ userId: order.cleanerId, payload: assigned });
  }
  if (change.formerCleanerId && change.formerCleanerId !== order.cleanerId) {
    // Taken off the job: they learn that much, and nothing about the customer.
    toUsers.push({ userId: change.formerCleanerId, payload: { audience: "cleaner", assigned: false, orderId: order.id, number: common.number, change: change.type } });
  }
  await publishOrderEvent(tx, { orderId: order.id, toUsers, toStaff: staff });
}
