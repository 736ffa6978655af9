"use client";

import { useState } from "react";
import { useLiveOrders } from "@/components/realtime/live-orders";
import type { TimelineEntryDto } from "@/lib/booking/orders/queries";
import { describeVisitProgress, type VisitProgress } from "@/lib/booking/orders/visit-progress";
import type { OrderStatus } from "@/lib/kernel/enums/orders";
import type { LiveOrderEvent } from "@/lib/web/realtime/client/order-event";
import { OrderStatusBadge } from "./OrderStatusBadge";
import { OrderTimeline } from "./OrderTimeline";
import { useLiveOrderView } from "./use-live-order-view";

/**
 * The parts of the customer's order page (/order/{id}) a live event changes: the status, where
 * the visit stands (the cleaner, "on the way, about 20 minutes", checked in, done) and the
 * timeline. Each shows the event's own fields at once (docs/realtime.md); the page's refresh
 * follows with the rest.
 */
export interface CustomerOrderState extends VisitProgress {
  orderId: string;
  version: number;
  status: OrderStatus;
  statusLabel: string;
}

type TimelineLine = Pick<TimelineEntryDto, "id" | "label" | "at" | "actorName" | "note">;

function stateOf(event: LiveOrderEvent): CustomerOrderState | null {
  if (event.audience !== "customer") return null;
  const { orderId, version, status, statusLabel, cleanerFirstName, onTheWay, checkedInAt } = event;
  return { orderId, version, status, statusLabel, cleanerFirstName, onTheWay, checkedInAt };
}

export function LiveOrderStatusBadge({ order }: { order: CustomerOrderState }) {
  const view = useLiveOrderView(order.orderId, order, stateOf);
  return (
    <span data-testid="order-status">
      <OrderStatusBadge status={view.status} label={view.statusLabel} />
    </span>
  );
}

export function LiveVisitProgress({ order }: { order: CustomerOrderState }) {
  const view = useLiveOrderView(order.orderId, order, stateOf);
  return (
    <p className="rounded-xl border border-sky-200 bg-sky-50 px-4 py-3 text-sm font-medium text-sky-950" data-testid="visit-progress">
      {describeVisitProgress(view)}
    </p>
  );
}

/** The rendered timeline plus every line events brought since (a staff note brings none). */
export function LiveOrderTimeline({ orderId, entries }: { orderId: string; entries: readonly TimelineLine[] }) {
  const [arrived, setArrived] = useState<TimelineLine[]>([]);
  useLiveOrders((signal) => {
    if (signal.kind !== "event" || signal.event.orderId !== orderId || signal.event.audience !== "customer" || signal.event.entry === null) return;
    const { entry } = signal.event;
    setArrived((current) => (current.some((line) => line.id === entry.id) ? current : [...current, entry]));
  });
  // Once the refreshed page has a line, the server's copy is the one shown.
  const added = arrived.filter((line) => !entries.some((shown) => shown.id === line.id));
  return <OrderTimeline entries={[...entries, ...added]} />;
}
